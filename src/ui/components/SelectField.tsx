// A styled NATIVE <select>, not radix Select: it is keyboard- and screen-reader-accessible out of
// the box, works on mobile pickers, needs no portal, and Playwright drives it with `selectOption`
// and `getByLabel` without custom clicking through a listbox.
import type { ComponentProps } from 'react'
import { FieldChrome, type LabelledFieldProps, useLabelledField } from './FieldChrome.tsx'
import './kit.css'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'className' | 'children' | 'onChange'> &
  LabelledFieldProps<HTMLSelectElement> & {
    options: readonly SelectOption[]
    /** Adds a first option with value '' (e.g. '-- Pilih --'); it cannot be re-selected once left. */
    placeholder?: string
  }

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { chrome, control, native } = useLabelledField<HTMLSelectElement, typeof props>(props)
  return (
    <FieldChrome {...chrome}>
      <select {...native} {...control} className="input select">
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
