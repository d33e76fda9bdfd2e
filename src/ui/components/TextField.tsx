import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react'
import { describedBy, FieldChrome } from './FieldChrome.tsx'
import './kit.css'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: ReactNode
  hideLabel?: boolean
  hint?: ReactNode
  /** Error text under the input; also marks the input aria-invalid. */
  error?: ReactNode
  /** Convenience: receives the new value (the native onChange still works). */
  onValueChange?: (value: string) => void
  /** Class of the wrapper element (label + input + texts). */
  className?: string
}

/**
 * Labelled input. `required` only shows an asterisk and sets the native attribute; forms should use
 * `noValidate` so the SPEC's own validation dialogs ('Lengkapi isian!') show, not browser bubbles.
 */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  onValueChange,
  onChange,
  className,
  id,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event)
    onValueChange?.(event.target.value)
  }
  return (
    <FieldChrome
      id={inputId}
      label={label}
      hideLabel={hideLabel}
      required={inputProps.required}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        type="text"
        {...inputProps}
        id={inputId}
        className="input"
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
      />
    </FieldChrome>
  )
}
