// A styled NATIVE <select>, not radix Select: it is keyboard- and screen-reader-accessible out of
// the box, works on mobile pickers, needs no portal, and Playwright drives it with `selectOption`
// and `getByLabel` without custom clicking through a listbox.
import type { ComponentProps, ReactNode } from 'react'
import { FieldChrome, useFieldControl } from './FieldChrome.tsx'
import './kit.css'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  label: ReactNode
  options: readonly SelectOption[]
  /** Adds a first option with value '' (e.g. '-- Pilih --'); it cannot be re-selected once left. */
  placeholder?: string
  hideLabel?: boolean
  hint?: ReactNode
  error?: ReactNode
  onValueChange?: (value: string) => void
  /** Class of the wrapper element. */
  className?: string
}

export function SelectField({
  label,
  options,
  placeholder,
  hideLabel,
  hint,
  error,
  onValueChange,
  onChange,
  className,
  id,
  ...selectProps
}: SelectFieldProps) {
  const control = useFieldControl<HTMLSelectElement>({ id, hint, error, onChange, onValueChange })
  return (
    <FieldChrome
      id={control.id}
      label={label}
      hideLabel={hideLabel}
      required={selectProps.required}
      hint={hint}
      error={error}
      className={className}
    >
      <select {...selectProps} {...control} className="input select">
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldChrome>
  )
}
