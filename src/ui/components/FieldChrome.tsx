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

export function labelId(id: string) {
  return `${id}-label`
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

/** What every labelled control adds to its native element's props. */
export type LabelledFieldProps<E extends FieldElement> = {
  label: ReactNode
  /** Keeps the label for assistive technology but hides it visually (compact filters). */
  hideLabel?: boolean
  hint?: ReactNode
  /** Error text under the control; also marks it aria-invalid. */
  error?: ReactNode
  /** Receives the new value (the native onChange still works). */
  onValueChange?: (value: string) => void
  onChange?: (event: ChangeEvent<E>) => void
  /** Class of the wrapper element (label + control + texts). */
  className?: string
  id?: string
  required?: boolean
}

/**
 * Splits a labelled field's props into the chrome's (label, hint, error), the control's (id, a
 * change handler feeding onChange and onValueChange, aria links) and the native rest.
 */
export function useLabelledField<E extends FieldElement, P extends LabelledFieldProps<E>>(props: P) {
  const { label, hideLabel, hint, error, onValueChange, onChange, className, id, ...native } = props
  const generatedId = useId()
  const controlId = id ?? generatedId
  return {
    chrome: { id: controlId, label, hideLabel, hint, error, className, required: props.required },
    control: {
      id: controlId,
      onChange: (event: ChangeEvent<E>) => {
        onChange?.(event)
        onValueChange?.(event.target.value)
      },
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(controlId, hint, error),
    },
    native,
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
        <label htmlFor={id} id={labelId(id)} className="field-label">
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
