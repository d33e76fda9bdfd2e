// The yes/no dialog itself (radix AlertDialog). Screens ask through `confirm()` in
// ConfirmDialog.tsx, which loads this file on demand: radix's dialog stays out of the initial JS.

import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import './kit.css'
import { useReturnFocus } from './return-focus.ts'

export type ConfirmTone = 'primary' | 'danger'

export type ConfirmDialogProps = {
  open: boolean
  /** Accessible name of the dialog, e.g. 'Hapus Pengguna ini?'. */
  title: string
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** Colour of the confirm button: 'danger' for deletions. */
  tone?: ConfirmTone
  onConfirm: () => void
  onCancel: () => void
}

/**
 * Yes/no question as a radix AlertDialog (role="alertdialog"). Focus starts on the cancel button
 * so Enter on an accidental open does not delete anything; Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Ya',
  cancelLabel = 'Batal',
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus()
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content dialog-sm confirm-dialog" {...returnFocus}>
          <ConfirmIcon tone={tone} />
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          {message ? (
            <AlertDialog.Description className="dialog-message">{message}</AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          <div className="dialog-actions dialog-actions-center">
            <AlertDialog.Cancel
              className="btn btn-secondary"
              onClick={(event) => {
                event.preventDefault()
                onCancel()
              }}
            >
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={`btn btn-${tone}`}
              // Each outcome is reported once: onConfirm here, never an extra onCancel from closing.
              onClick={(event) => {
                event.preventDefault()
                onConfirm()
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/** A bin for deletions, a question mark for every other confirmation: the two never look alike. */
function ConfirmIcon({ tone }: { tone: ConfirmTone }) {
  if (tone === 'primary')
    return (
      <div className="message-icon tone-warning" aria-hidden="true">
        ?
      </div>
    )
  return (
    <div className="message-icon tone-danger" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path
          d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  )
}
