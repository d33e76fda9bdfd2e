// A text input of our own and not <input type="date">, whose text follows the browser's language
// (mm/dd/yyyy in an English one): it shows 'DD/MM/YYYY', takes 'D/M/YYYY', 'DD-MM-YYYY' and ISO
// 'YYYY-MM-DD' (so Playwright can still `fill('2026-11-22')`), and gives the form 'YYYY-MM-DD'
// with no time-zone conversion. The calendar button opens a month grid (DateCalendar.tsx).
import type { ComponentProps, ReactNode } from 'react'
import { FORMAT_MESSAGES } from '../../contract/messages.ts'
import { formatTanggalInput, parseTanggalInput } from '../lib/date-input.ts'
import { formatTanggal, formatTanggalPendek, isDateInRange } from '../lib/format.ts'
import { DateCalendar } from './DateCalendar.tsx'
import { describedBy, FieldChrome, hintId, labelId } from './FieldChrome.tsx'
import { useTypedValue } from './typed-value.ts'
import './kit.css'

type NativeDateProps = Omit<
  ComponentProps<'input'>,
  'className' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'
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

// Typing can still produce a value outside min/max (the calendar cannot), so it is flagged
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
  const typed = useTypedValue({
    id,
    value,
    parse: parseTanggalInput,
    show: formatTanggalInput,
    unparsed: 'empty-when-left',
    onValueChange: (next) => {
      onChange?.(next)
      onValueChange?.(next)
    },
  })
  const inputId = typed.id
  const longDateId = `${inputId}-long`
  const shownError =
    (typed.wrong ? FORMAT_MESSAGES.tanggalKetik : undefined) ?? error ?? rangeError(value, min, max)
  const longDate = showLongDate ? formatTanggal(value) : ''
  const describedIds = [
    hintId(inputId),
    longDate ? longDateId : '',
    describedBy(inputId, undefined, shownError) ?? '',
  ]
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
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH/BB/TTTT"
          maxLength={10}
          id={inputId}
          className="input input-date"
          value={typed.text}
          onChange={(event) => typed.type(event.target.value)}
          onBlur={(event) => {
            typed.settle()
            inputProps.onBlur?.(event)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') typed.settle()
            inputProps.onKeyDown?.(event)
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedIds.filter(Boolean).join(' ')}
        />
        <span id={hintId(inputId)} className="sr-only">
          Format HH/BB/TTTT
        </span>
        <DateCalendar
          value={value}
          min={min}
          max={max}
          disabled={inputProps.disabled}
          fieldLabelId={labelId(inputId)}
          onPick={typed.set}
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
