import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react'
import { describedBy, FieldChrome } from './FieldChrome.tsx'
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
  const generatedId = useId()
  const textareaId = id ?? generatedId
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event)
    onValueChange?.(event.target.value)
  }
  return (
    <FieldChrome
      id={textareaId}
      label={label}
      hideLabel={hideLabel}
      required={textareaProps.required}
      hint={hint}
      error={error}
      className={className}
    >
      <textarea
        rows={rows}
        {...textareaProps}
        id={textareaId}
        className="input textarea"
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textareaId, hint, error)}
      />
    </FieldChrome>
  )
}
