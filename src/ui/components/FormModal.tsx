import { type ReactNode, useId } from 'react'
import type { ZodForm } from '../lib/use-zod-form.ts'
import { Button } from './Button.tsx'
import { Modal } from './Modal.tsx'

export type FormModalProps = {
  title: string
  /** The form's state (`useZodForm`): submit, submitting, the form-level error. */
  form: Pick<ZodForm, 'formProps' | 'submitting' | 'errors'>
  onClose: () => void
  children: ReactNode
  submitLabel?: string
  size?: 'sm' | 'md' | 'lg'
  /** Extra footer buttons, left of Batal/Simpan. */
  extraActions?: ReactNode
}

/**
 * A modal holding one form: the fields, a form-level error, and Batal / Simpan. Render it only
 * while open (`{editing && <XForm />}`) so every opening starts with fresh state; radix focuses
 * the first field and traps focus.
 */
export function FormModal({
  title,
  form,
  onClose,
  children,
  submitLabel = 'Simpan',
  size,
  extraActions,
}: FormModalProps) {
  const formId = useId()
  return (
    <Modal
      open
      size={size}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          {extraActions}
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" form={formId} loading={form.submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} {...form.formProps}>
        {children}
        {form.errors._form && (
          <p className="form-error" role="alert">
            {form.errors._form}
          </p>
        )}
      </form>
    </Modal>
  )
}
