import { Switch } from 'radix-ui'
import { type ReactNode, useId } from 'react'
import './kit.css'

export type SwitchFieldProps = {
  label: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  hint?: ReactNode
  disabled?: boolean
  name?: string
}

/** An on/off switch (role="switch", Space toggles) with its label beside it. */
export function SwitchField({ label, checked, onCheckedChange, hint, disabled, name }: SwitchFieldProps) {
  const id = useId()
  return (
    <div className="field field-switch">
      <div className="switch-row">
        <Switch.Root
          id={id}
          name={name}
          className="switch"
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
        >
          <Switch.Thumb className="switch-thumb" />
        </Switch.Root>
        <label htmlFor={id} className="field-label">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
