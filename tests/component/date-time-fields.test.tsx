import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DatePicker } from '../../src/ui/components/DatePicker.tsx'
import { TimeField } from '../../src/ui/components/TimeField.tsx'

/** The kit's typed fields: what the form holds while and after typing (the e2e has the browser part). */

/** The texts aria-describedby points at, as a screen reader reads them after the name. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

/** A filter page's date: '' falls back on a default (Rekap Harian's address does so). */
function FallbackDate(props: { fallback: string; seen: string[] }) {
  const [tgl, setTgl] = useState(props.fallback)
  return (
    <DatePicker
      label="Tanggal"
      value={tgl}
      onChange={(next) => {
        props.seen.push(next)
        setTgl(next || props.fallback)
      }}
    />
  )
}

function Waktu(props: { seen: string[] }) {
  const [waktu, setWaktu] = useState('07:00')
  return (
    <TimeField
      label="Waktu"
      value={waktu}
      onValueChange={(next) => {
        props.seen.push(next)
        setWaktu(next)
      }}
    />
  )
}

describe('DatePicker', () => {
  it('keeps half-typed text on a page that falls back on a default, and emits the ISO date once complete', async () => {
    const seen: string[] = []
    render(<FallbackDate fallback="2026-11-18" seen={seen} />)
    const user = userEvent.setup()
    const field = screen.getByLabelText<HTMLInputElement>('Tanggal')
    expect(field.value).toBe('18/11/2026')
    await user.clear(field)
    await user.type(field, '1/2/202')
    expect(field.value).toBe('1/2/202')
    await user.type(field, '6')
    expect(seen).toEqual(['2026-02-01'])
    await user.tab()
    expect(field.value).toBe('01/02/2026')
  })

  it('text that is no date is flagged when left, and the form then holds no date', async () => {
    const seen: string[] = []
    render(<FallbackDate fallback="" seen={seen} />)
    const user = userEvent.setup()
    const field = screen.getByLabelText<HTMLInputElement>('Tanggal')
    await user.type(field, '31/02/2026')
    expect(seen).toEqual([])
    await user.tab()
    expect(description(field)).toMatch(/Format tanggal harus HH\/BB\/TTTT/)
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('TimeField', () => {
  it('reads loose times, steps with the arrows and flags what is no time', async () => {
    const seen: string[] = []
    render(<Waktu seen={seen} />)
    const user = userEvent.setup()
    const field = screen.getByLabelText<HTMLInputElement>('Waktu')
    await user.clear(field)
    await user.type(field, '7.3')
    await user.tab()
    expect(field.value).toBe('07:03')
    await user.click(field)
    await user.keyboard('{ArrowUp}{Shift>}{ArrowUp}{/Shift}')
    expect(field.value).toBe('08:04')
    await user.clear(field)
    await user.type(field, '24:00')
    // The raw text reaches the form, whose contract check refuses it.
    expect(seen.at(-1)).toBe('24:00')
    await user.tab()
    expect(description(field)).toMatch(/Format waktu harus JJ:MM/)
  })
})
