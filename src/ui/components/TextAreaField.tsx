import type { ComponentProps, ReactNode } from 'react'
import { FieldChrome, useFieldControl } from './FieldChrome.tsx'
import './kit.css'

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & {
  label: ReactNode
  hideLabel?: boolean
  hint?: ReactNode
  error?: ReactNode
  onValueChange?: (value: string) => void
  /** Class of the wrapper element. */
  className?: string
}

/** Labelled multi-line text (reasons, notes, descriptions). */
export function TextAreaField({
  label,
  hideLabel,
  hint,
  error,
  onValueChange,
  onChange,
  className,
  id,
  rows = 3,
  ...textareaProps
}: TextAreaFieldProps) {
  const control = useFieldControl<HTMLTextAreaElement>({ id, hint, error, onChange, onValueChange })
  return (
    <FieldChrome
      id={control.id}
      label={label}
      hideLabel={hideLabel}
      required={textareaProps.required}
      hint={hint}
      error={error}
      className={className}
    >
      <textarea rows={rows} {...textareaProps} {...control} className="input textarea" />
    </FieldChrome>
  )
}
