import { useSyncExternalStore } from 'react'

/** A phone held upright: lists become cards (issue 34, card-list.css uses the same width). */
export const PHONE_LIST = '(max-width: 480px)'

const media = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_LIST) : null

function subscribe(onChange: () => void) {
  const query = media()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Whether the window is phone-wide now; follows a rotation or a resize. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  )
}
