import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { confirm } from '../components/ConfirmDialog.tsx'

/** What a form page asks before its unsaved edits are dropped (issue 20). */
export const LEAVE_QUESTION = {
  title: 'Tinggalkan halaman?',
  message: 'Perubahan belum disimpan. Tinggalkan halaman ini?',
  confirmLabel: 'Tinggalkan',
  cancelLabel: 'Batal',
  tone: 'danger',
} as const

/** True when any field differs from the values last loaded or saved (compared field by field). */
export function changedFrom<V extends Record<string, unknown>>(saved: V, current: V): boolean {
  return Object.keys({ ...saved, ...current }).some((key) => !Object.is(saved[key], current[key]))
}

/** A same-app link a plain click would follow (not a new tab, a download or another site). */
function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null
  if (link.target && link.target !== '_self') return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const here = window.location.pathname + window.location.search
  return url.pathname + url.search === here ? null : url
}

/**
 * Leaving a form page with unsaved changes asks first, one hook for every form page: a link or the
 * sidebar (a click caught before the router sees it), Back/Forward (the address is put back while
 * the question is open), and reload or closing the tab (the browser's own `beforeunload` question).
 * Saving, or anything the screen navigates to itself, is not asked about.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const [, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  useEffect(() => {
    if (!dirty) return
    const here = window.location.href
    let asking = false
    const ask = async (leave: () => void) => {
      if (asking) return
      asking = true
      const yes = await confirm(LEAVE_QUESTION)
      asking = false
      if (yes) {
        stop()
        leave()
      }
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the question only when returnValue is set.
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event)
      if (!url) return
      // Capture phase on the document: the router's own click handler never runs.
      event.preventDefault()
      event.stopPropagation()
      void ask(() => navigateRef.current(url.pathname + url.search + url.hash))
    }
    const onPopState = (event: PopStateEvent) => {
      // A capturing listener on window runs before the router's: it never sees this step back.
      event.stopImmediatePropagation()
      const to = window.location.href
      window.history.pushState(window.history.state, '', here)
      void ask(() => {
        // The entry pushed above is the form again; its predecessor is where Back was going.
        if (to !== here) window.history.back()
      })
    }
    function stop() {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState, true)
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState, true)
    return stop
  }, [dirty])
}
