// Shared label/help/error markup for the labelled fields, so every field announces its error the
// same way (aria-invalid + aria-describedby pointing at the error text).
import { type ChangeEvent, type ReactNode, useId } from 'react'
import './kit.css'

export type FieldChromeProps = {
  id: string
  label: ReactNode
  /** Keeps the label for assistive technology but hides it visually (compact filters). */
  hideLabel?: boolean
  required?: boolean
  hint?: ReactNode
  error?: ReactNode
  className?: string
  children: ReactNode
}

export function hintId(id: string) {
  return `${id}-hint`
}

export function errorId(id: string) {
  return `${id}-error`
}

/** ids for aria-describedby: the hint and the error, when present. */
export function describedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * The props every labelled control gets: its id (generated unless given), a change handler that
 * feeds both the native onChange and onValueChange, and the aria links to hint and error.
 */
export function useFieldControl<E extends FieldElement>(field: {
  id?: string
  hint?: ReactNode
  error?: ReactNode
  onChange?: (event: ChangeEvent<E>) => void
  onValueChange?: (value: string) => void
}) {
  const generatedId = useId()
  const id = field.id ?? generatedId
  return {
    id,
    onChange: (event: ChangeEvent<E>) => {
      field.onChange?.(event)
      field.onValueChange?.(event.target.value)
    },
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy(id, field.hint, field.error),
  }
}

export function FieldChrome({
  id,
  label,
  hideLabel,
  required,
  hint,
  error,
  className,
  children,
}: FieldChromeProps) {
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className={hideLabel ? 'sr-only' : 'field-label-row'}>
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {/* Outside the label so the accessible name (and getByLabel) is exactly the label text. */}
        {required && (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={hintId(id)} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
