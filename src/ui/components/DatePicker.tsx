// Native <input type="date">: the browser's own accessible calendar, 'YYYY-MM-DD' values with no
// time-zone conversion, min/max support, and Playwright can `fill('2026-11-22')` it directly.
import { type ComponentProps, type ReactNode, useId } from 'react'
import { formatTanggal, formatTanggalPendek, isDateInRange } from '../lib/format.ts'
import { describedBy, FieldChrome } from './FieldChrome.tsx'
import './kit.css'

type NativeDateProps = Omit<
  ComponentProps<'input'>,
  'className' | 'type' | 'value' | 'onChange' | 'min' | 'max'
>

// Unlike TextField/SelectField (native onChange + onValueChange), a date picker is a value
// component: onChange receives the 'YYYY-MM-DD' string ('' when cleared).
export type DatePickerProps = NativeDateProps & {
  label: ReactNode
  /** 'YYYY-MM-DD' or '' when empty. */
  value: string
  /** Receives the 'YYYY-MM-DD' value ('' when cleared); `onValueChange` is the same, for form hooks. */
  onChange?: (value: string) => void
  onValueChange?: (value: string) => void
  /** Inclusive bounds, 'YYYY-MM-DD'. */
  min?: string
  max?: string
  /** Shows 'Ahad, 22 November 2026' next to the input (default true). */
  showLongDate?: boolean
  hideLabel?: boolean
  /** Caller's error; when absent an out-of-range value gets a built-in one. */
  error?: ReactNode
  /** Class of the wrapper element. */
  className?: string
}

// Typing into a native date input can still produce a value outside min/max, so it is flagged
// here; the screen decides whether to block (see isDateInRange in lib/format.ts).
function rangeError(value: string, min?: string, max?: string): string | undefined {
  if (!value || isDateInRange(value, min, max)) return undefined
  if (min && max) return `Tanggal harus antara ${formatTanggalPendek(min)} dan ${formatTanggalPendek(max)}`
  if (min) return `Tanggal paling awal ${formatTanggalPendek(min)}`
  if (max) return `Tanggal paling akhir ${formatTanggalPendek(max)}`
  return 'Tanggal tidak valid'
}

/** Labelled date input with the Indonesian long date shown beside it. */
export function DatePicker({
  label,
  value,
  onChange,
  onValueChange,
  min,
  max,
  showLongDate = true,
  hideLabel,
  error,
  className,
  id,
  ...inputProps
}: DatePickerProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const longDateId = `${inputId}-long`
  const shownError = error ?? rangeError(value, min, max)
  const longDate = showLongDate ? formatTanggal(value) : ''
  const describedIds = [longDate ? longDateId : '', describedBy(inputId, undefined, shownError) ?? '']
  return (
    <FieldChrome
      id={inputId}
      label={label}
      hideLabel={hideLabel}
      required={inputProps.required}
      error={shownError}
      className={['field-date', className ?? ''].filter(Boolean).join(' ')}
    >
      <div className="date-row">
        <input
          {...inputProps}
          type="date"
          id={inputId}
          className="input"
          value={value}
          min={min}
          max={max}
          onChange={(event) => {
            onChange?.(event.target.value)
            onValueChange?.(event.target.value)
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedIds.filter(Boolean).join(' ') || undefined}
        />
        {longDate && (
          <span id={longDateId} className="date-long">
            {longDate}
          </span>
        )}
      </div>
    </FieldChrome>
  )
}
