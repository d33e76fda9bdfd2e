// A text input of our own and not <input type="time">: the native one shows '07:00 AM' in an
// English browser, and the app's times are 24-hour 'HH:mm' whatever the browser's language.
import type { ComponentProps, KeyboardEvent } from 'react'
import { FORMAT_MESSAGES } from '../../contract/messages.ts'
import { parseWaktuInput, shiftWaktu } from '../lib/date-input.ts'
import { errorId, FieldChrome, hintId, type LabelledFieldProps } from './FieldChrome.tsx'
import { useTypedValue } from './typed-value.ts'
import './kit.css'

export type TimeFieldProps = Omit<
  ComponentProps<'input'>,
  'className' | 'onChange' | 'type' | 'value' | 'defaultValue'
> &
  Omit<LabelledFieldProps<HTMLInputElement>, 'onChange' | 'hint'> & {
    /** 'HH:mm' (24 h) or '' when empty. */
    value: string
  }

const HINT = 'Format 24 jam JJ:MM; panah atas/bawah mengubah menit (dengan Shift: jam)'

/** Labelled 24-hour time input: 'HH:mm' wall-clock values (never an instant). */
export function TimeField(props: TimeFieldProps) {
  const { label, hideLabel, error, onValueChange, className, id, value, onBlur, onKeyDown, ...native } = props
  // While the text is no time yet it is what the form gets: the contract's 'JJ:MM' check refuses it.
  const typed = useTypedValue({
    id,
    value,
    parse: parseWaktuInput,
    show: (v) => v,
    unparsed: 'raw',
    onValueChange,
  })
  const shownError = error ?? (typed.wrong ? FORMAT_MESSAGES.waktu : undefined)
  // Arrow keys step the time, like the native control did.
  function step(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event)
    if (event.key === 'Enter') typed.settle()
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    const minutes = (event.shiftKey ? 60 : 1) * (event.key === 'ArrowUp' ? 1 : -1)
    typed.set(shiftWaktu(parseWaktuInput(typed.text) || value, minutes))
  }
  return (
    <FieldChrome
      id={typed.id}
      label={label}
      hideLabel={hideLabel}
      required={props.required}
      error={shownError}
      className={className}
    >
      <input
        {...native}
        id={typed.id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="JJ:MM"
        maxLength={5}
        pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
        className="input input-time"
        value={typed.text}
        onChange={(event) => typed.type(event.target.value)}
        onBlur={(event) => {
          typed.settle()
          onBlur?.(event)
        }}
        onKeyDown={step}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[hintId(typed.id), shownError ? errorId(typed.id) : ''].filter(Boolean).join(' ')}
      />
      <span id={hintId(typed.id)} className="sr-only">
        {HINT}
      </span>
    </FieldChrome>
  )
}
