import { useLayoutEffect, useRef } from 'react'
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

/** The history state of the extra step `useUnsavedChanges` puts on top of a dirty form. */
const GUARD_STATE = { unsavedChangesGuard: true }

const onGuardStep = () => (window.history.state as typeof GUARD_STATE | null)?.unsavedChangesGuard === true

/**
 * Leaving a form page with unsaved changes asks first, one hook for every form page: a link or the
 * sidebar (a click caught before the router sees it), Back (see below), and reload or closing the
 * tab (the browser's own `beforeunload` question). Saving, or anything the screen navigates to
 * itself, is not asked about.
 *
 * Back: a dirty form puts one extra history step with the same address on top. Back takes that
 * step, so the address does not change and the router shows the same page; the question is asked,
 * 'Batal' puts the step back, 'Tinggalkan' goes back once more for real. (Catching the popstate of
 * a real step and restoring the address proved unreliable in Chromium.) The step is taken away
 * again when the form becomes clean.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const [, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  // A layout effect: the guard stands from the keystroke that made the form dirty, not a frame later.
  useLayoutEffect(() => {
    if (!dirty) return
    const here = window.location.href
    const guard = () => window.history.pushState(GUARD_STATE, '', here)
    if (!onGuardStep()) guard()
    let asking = false
    let left = false
    const ask = async (leave: () => void, stay?: () => void) => {
      if (asking) return
      asking = true
      const yes = await confirm(LEAVE_QUESTION)
      asking = false
      if (!yes) return stay?.()
      left = true
      stop()
      leave()
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
    const onPopState = () => {
      // Back took the extra step: same address, still on the form.
      if (window.location.href !== here || onGuardStep()) return
      void ask(() => window.history.back(), guard)
    }
    function stop() {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      stop()
      // Clean again (saved) while still on the form: take the extra step away.
      if (!left && onGuardStep() && window.location.href === here) window.history.back()
    }
  }, [dirty])
}
