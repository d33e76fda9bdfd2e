// The 'Gagal' / 'Berhasil' / 'Perhatian' dialog itself (radix AlertDialog). Screens ask through
// `showMessage()` in MessageDialog.tsx, which loads this file on demand.

import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import './kit.css'
import { useReturnFocus } from './return-focus.ts'

export type MessageTone = 'error' | 'success' | 'warning'

export type MessageDialogProps = {
  open: boolean
  /** Accessible name of the dialog, e.g. 'Gagal', 'Berhasil', 'Perhatian'. */
  title: string
  message: ReactNode
  tone: MessageTone
  onClose: () => void
  okLabel?: string
}

const TONE_ICON: Record<MessageTone, string> = { error: '✕', success: '✓', warning: '!' }

/**
 * The 'Gagal' / 'Berhasil' / 'Perhatian' message. A radix AlertDialog: role="alertdialog" named by
 * its title heading, focus trapped on the OK button, Escape closes, outside clicks do not.
 */
export function MessageDialog({ open, title, message, tone, onClose, okLabel = 'OK' }: MessageDialogProps) {
  const returnFocus = useReturnFocus()
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className={`dialog-content dialog-sm message-dialog tone-${tone}`}
          {...returnFocus}
        >
          <div className="message-icon" aria-hidden="true">
            {TONE_ICON[tone]}
          </div>
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-message">{message}</AlertDialog.Description>
          <div className="dialog-actions dialog-actions-center">
            <AlertDialog.Cancel
              className="btn btn-primary"
              // Closing is reported once, through onClose, instead of also via onOpenChange.
              onClick={(event) => {
                event.preventDefault()
                onClose()
              }}
            >
              {okLabel}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
