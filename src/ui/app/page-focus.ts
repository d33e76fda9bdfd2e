import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/** The layout's content area (`<main id="konten">`): the skip link's target. */
export const CONTENT_ID = 'konten'

/** The page's shown <h1>: a screen that suspends is kept in the DOM hidden until it is revealed. */
const shownHeading = (content: HTMLElement) =>
  [...content.querySelectorAll<HTMLElement>('h1')].find((heading) => heading.getClientRects().length > 0)

/** Focuses the page's <h1> (or the content area while it has none); true when the heading took it. */
export function focusPageStart(): boolean {
  const content = document.getElementById(CONTENT_ID)
  if (!content) return false
  const target = shownHeading(content) ?? content
  target.tabIndex = -1
  target.focus()
  return target !== content && document.activeElement === target
}

/**
 * After each client-side navigation (not the page load), focus moves to the new page's heading,
 * so keyboard and screen-reader users start at the page instead of the link they left. Pages that
 * load first get their heading when it appears; focus a page set itself (a field) is left alone.
 */
export function useFocusHeadingOnNavigation() {
  const [location] = useLocation()
  const firstRun = useRef(true)
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false
      return
    }
    void location
    const tryFocus = () => {
      const content = document.getElementById(CONTENT_ID)
      if (!content || !shownHeading(content)) return false
      const active = document.activeElement
      const setByPage = active !== content && active?.tagName !== 'H1' && content.contains(active)
      return setByPage || focusPageStart()
    }
    if (tryFocus()) return
    const observer = new MutationObserver(() => tryFocus() && observer.disconnect())
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
    })
    const giveUp = setTimeout(() => observer.disconnect(), 5000)
    return () => {
      observer.disconnect()
      clearTimeout(giveUp)
    }
  }, [location])
}
