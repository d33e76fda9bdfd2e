import { Dialog } from 'radix-ui'
import { type ReactNode, useRef } from 'react'
import './kit.css'
import { focusFirstField, useReturnFocus } from './return-focus.ts'

export type ModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Accessible name of the dialog (rendered as its heading). */
  title: ReactNode
  /** Optional text under the title; also the dialog's accessible description. */
  description?: ReactNode
  children: ReactNode
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
  /** Default false: a stray click beside a half-filled form must not throw the input away. */
  closeOnOutsideClick?: boolean
}

/** Generic radix Dialog (role="dialog", focus trapped, Escape and the 'Tutup' button close it). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnOutsideClick = false,
}: ModalProps) {
  const returnFocus = useReturnFocus()
  const contentRef = useRef<HTMLDivElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          ref={contentRef}
          className={`dialog-content dialog-${size} modal`}
          {...returnFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus()
            focusFirstField(contentRef.current, event)
          }}
          onInteractOutside={(event) => !closeOnOutsideClick && event.preventDefault()}
          // Without a description radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal-header">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            <Dialog.Close className="modal-close" aria-label="Tutup">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {description && (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          )}
          <div className="modal-body">{children}</div>
          {footer && <footer className="modal-footer">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
