// The DatePicker's month grid in a popover: a table of day buttons (the picked one aria-pressed);
// arrow keys move a roving focus (PageUp/PageDown: a month, Home/End: the week's ends), Enter
// picks, Escape closes and Radix returns focus to the calendar button.
import { Popover } from 'radix-ui'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { addDays, NAMA_BULAN, NAMA_HARI, NAMA_HARI_PENDEK } from '../../domain/calendar.ts'
import { monthWeeks, shiftBulan } from '../lib/date-input.ts'
import { formatTanggal, foundationToday, isDateInRange } from '../lib/format.ts'

/** Senin-first columns (weekday numbers), as the Kalender's default. */
const COLUMNS = [1, 2, 3, 4, 5, 6, 0] as const

const KEY_DAYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

type DateCalendarProps = {
  /** 'YYYY-MM-DD' or ''. */
  value: string
  min?: string
  max?: string
  /** The field's label element: it describes the calendar button (its name stays apart from the label's). */
  fieldLabelId: string
  disabled?: boolean
  onPick: (ymd: string) => void
}

function clampToRange(ymd: string, min?: string, max?: string): string {
  if (min && ymd < min) return min
  if (max && ymd > max) return max
  return ymd
}

export function DateCalendar({ value, min, max, fieldLabelId, disabled, onPick }: DateCalendarProps) {
  const [open, setOpen] = useState(false)
  const contentRef = useRef<HTMLDivElement>(null)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="date-calendar-button"
          aria-label="Pilih dari kalender"
          aria-describedby={fieldLabelId}
          disabled={disabled}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
            />
          </svg>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="date-calendar"
          align="start"
          sideOffset={4}
          aria-label="Pilih tanggal"
          // The shown day rather than the first button. Here and not in the grid's mount effect: only
          // now is a surrounding modal's focus trap paused.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            contentRef.current?.querySelector<HTMLElement>('[data-day][tabindex="0"]')?.focus()
          }}
          ref={contentRef}
        >
          <MonthGrid
            start={clampToRange(value || foundationToday(), min, max)}
            value={value}
            min={min}
            max={max}
            onPick={(ymd) => {
              onPick(ymd)
              setOpen(false)
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

function MonthGrid(props: {
  start: string
  value: string
  min?: string
  max?: string
  onPick: (ymd: string) => void
}) {
  const { value, min, max, onPick } = props
  const [focused, setFocused] = useState(props.start)
  const gridRef = useRef<HTMLTableElement>(null)
  // True after a key: the month buttons change the month but keep their focus.
  const focusDay = useRef(false)
  const [year, month] = focused.split('-').map(Number)
  const title = `${NAMA_BULAN[(month ?? 1) - 1]} ${year}`
  const today = foundationToday()

  useEffect(() => {
    if (!focusDay.current) return
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus()
  }, [focused])

  function showMonth(months: number) {
    focusDay.current = false
    setFocused(shiftBulan(focused, months))
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const mondayBased = (new Date(`${focused}T00:00:00Z`).getUTCDay() + 6) % 7
    const moves: Record<string, () => string> = {
      PageUp: () => shiftBulan(focused, -1),
      PageDown: () => shiftBulan(focused, 1),
      Home: () => addDays(focused, -mondayBased),
      End: () => addDays(focused, 6 - mondayBased),
    }
    const days = KEY_DAYS[event.key]
    const move = days !== undefined ? () => addDays(focused, days) : moves[event.key]
    if (!move) return
    event.preventDefault()
    focusDay.current = true
    setFocused(move())
  }

  return (
    <div className="date-calendar-month">
      <div className="date-calendar-head">
        <button type="button" className="date-calendar-nav" onClick={() => showMonth(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">Bulan sebelumnya</span>
        </button>
        <h2 className="date-calendar-title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="date-calendar-nav" onClick={() => showMonth(1)}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">Bulan berikutnya</span>
        </button>
      </div>
      <table ref={gridRef} className="date-calendar-grid" aria-label={title} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {COLUMNS.map((hari) => (
              <th key={hari} scope="col" abbr={NAMA_HARI[hari]}>
                {NAMA_HARI_PENDEK[hari]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day}>
                    <DayButton
                      day={day}
                      focused={day === focused}
                      today={day === today}
                      selected={day === value}
                      outOfRange={!isDateInRange(day, min, max)}
                      onPick={onPick}
                    />
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blank cells of one week have no other identity
                  <td key={index} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function DayButton(props: {
  day: string
  focused: boolean
  today: boolean
  selected: boolean
  outOfRange: boolean
  onPick: (ymd: string) => void
}) {
  const { day, outOfRange } = props
  const classes = ['date-calendar-day', props.selected ? 'is-selected' : '', props.today ? 'is-today' : '']
  return (
    <button
      type="button"
      data-day={day}
      className={classes.filter(Boolean).join(' ')}
      tabIndex={props.focused ? 0 : -1}
      aria-label={formatTanggal(day)}
      aria-current={props.today ? 'date' : undefined}
      aria-pressed={props.selected}
      // aria-disabled rather than disabled: the roving focus may rest on a day it cannot pick.
      aria-disabled={outOfRange || undefined}
      onClick={() => {
        if (!outOfRange) props.onPick(day)
      }}
    >
      {Number(day.slice(8))}
    </button>
  )
}
