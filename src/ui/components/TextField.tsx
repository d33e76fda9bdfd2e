import type { ComponentProps, ReactNode } from 'react'
import { FieldChrome, useFieldControl } from './FieldChrome.tsx'
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
  const control = useFieldControl<HTMLInputElement>({ id, hint, error, onChange, onValueChange })
  return (
    <FieldChrome
      id={control.id}
      label={label}
      hideLabel={hideLabel}
      required={inputProps.required}
      hint={hint}
      error={error}
      className={className}
    >
      <input type="text" {...inputProps} {...control} className="input" />
    </FieldChrome>
  )
}
