// Our dialogs are opened programmatically (no radix Trigger), so on close radix has nothing to
// return focus to and it would land on <body>. These handlers remember what had focus when the
// dialog opened and put focus back there on close (e.g. to the open Modal under a message).
import { useRef } from 'react'

type AutoFocusEvent = { preventDefault: () => void }

export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null)
  return {
    // Runs before radix moves focus into the dialog, so activeElement is still the opener.
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus: (event: AutoFocusEvent) => {
      const target = previous.current
      if (!target?.isConnected) return
      event.preventDefault()
      target.focus({ preventScroll: true })
    },
  }
}

const FIELD = ':is(input, select, textarea):not([disabled]):not([type="hidden"])'

/**
 * A form dialog starts on its first field, not on the header's close button radix would pick;
 * a dialog without fields keeps radix's choice.
 */
export function focusFirstField(dialog: HTMLElement | null, event: AutoFocusEvent) {
  const field = dialog?.querySelector<HTMLElement>(`.modal-body ${FIELD}`)
  if (!field) return
  event.preventDefault()
  field.focus()
}
