import { useCallback, useEffect, useRef, useState } from 'react'

/** Below this width the sidebar is a drawer behind the top bar's menu button (app.css). */
const PHONE = '(max-width: 760px)'

/**
 * The phone sidebar: opens from the menu button, focuses the current link, closes on Escape (focus
 * back to the button), on the backdrop, on navigation and when the window grows past phone width.
 */
export function useDrawer(location: string) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const drawerRef = useRef<HTMLElement>(null)
  const focusButtonWhenClosed = useRef(false)

  const close = useCallback(() => {
    focusButtonWhenClosed.current = true
    setOpen(false)
  }, [])

  // After the render that closed it: the button is focusable again only once the page is not inert.
  useEffect(() => {
    if (open || !focusButtonWhenClosed.current) return
    focusButtonWhenClosed.current = false
    buttonRef.current?.focus()
  }, [open])

  // Navigation closes it silently: focus then goes to the new page's heading.
  useEffect(() => {
    void location
    setOpen(false)
  }, [location])

  useEffect(() => {
    if (!open) return
    const drawer = drawerRef.current
    ;(drawer?.querySelector<HTMLElement>('a[aria-current="page"]') ?? drawer?.querySelector('a'))?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      close()
    }
    const media = window.matchMedia(PHONE)
    const onResize = () => !media.matches && setOpen(false)
    document.addEventListener('keydown', onKey)
    media.addEventListener('change', onResize)
    return () => {
      document.removeEventListener('keydown', onKey)
      media.removeEventListener('change', onResize)
    }
  }, [open, close])

  return { open, show: () => setOpen(true), close, buttonRef, drawerRef }
}
