import type { Page } from '@playwright/test'
import { warmStart } from './browser.ts'

/**
 * Rekap Harian click-to-screen on the large dataset (issue 20, budget ≤ 300 ms): from the click on
 * the sidebar's 'Rekap Harian' to the first page of rows on screen, and from a change of unit or of
 * date to the new rows. Each run uses dates and units not asked before, so no answer comes from the
 * screen's cache. Times are taken in the page (performance.now), ending one frame after the DOM
 * holds the new rows.
 */

export interface HarianSamples {
  first: number[]
  unit: number[]
  date: number[]
  /** Rows the first screen said it holds, e.g. 'Menampilkan 1–100 dari 1.855 catatan'. */
  shown: string
}

type Action = { kind: 'link'; href: string } | { kind: 'unit'; kode: string } | { kind: 'date'; tgl: string }

/** In the page: act, then wait until the count line changed and the table is not busy. */
function actAndWait(action: Action): Promise<number> {
  const count = () => document.querySelector('[data-testid="harian-count"]')?.textContent ?? ''
  const busy = () => document.querySelector('table[aria-busy]') !== null
  const labelled = (text: string) => {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text)
    return document.getElementById(label?.htmlFor ?? '') as HTMLInputElement | HTMLSelectElement | null
  }
  const setValue = (element: HTMLInputElement | HTMLSelectElement | null, value: string, event: string) => {
    if (!element) throw new Error('control not found')
    const proto =
      element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value)
    element.dispatchEvent(new Event(event, { bubbles: true }))
  }
  const before = count()
  const started = performance.now()
  if (action.kind === 'link') {
    const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === action.href)
    if (!link) throw new Error(`no link to ${action.href}`)
    link.click()
  } else if (action.kind === 'unit') setValue(labelled('Unit'), action.kode, 'change')
  else {
    // The screen's own date field (DD/MM/YYYY text, src/ui/components/DatePicker.tsx): typed, then Enter.
    const field = document.querySelector<HTMLInputElement>('input.input-date')
    const [y, m, d] = action.tgl.split('-')
    setValue(field, `${d}/${m}/${y}`, 'input')
    field?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  }
  return new Promise((resolve, reject) => {
    const check = () => {
      const now = count()
      if (now && now !== before && !busy()) requestAnimationFrame(() => resolve(performance.now() - started))
      else if (performance.now() - started > 10_000) reject(new Error(`no new rows after 10 s: ${now}`))
      else requestAnimationFrame(check)
    }
    check()
  })
}

const act = (page: Page, action: Action) => page.evaluate(actAndWait, action)

const daysBefore = (tgl: string, days: number) =>
  new Date(Date.parse(`${tgl}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

/** The Wednesday `weeks` weeks before the last one before today: a full working day of records. */
function wednesday(today: string, weeks: number): string {
  const back = (new Date(`${today}T00:00:00Z`).getUTCDay() - 3 + 7) % 7 || 7
  return daysBefore(today, back + 7 * weeks)
}

/** `runs` rounds of: warm start, click 'Rekap Harian', choose a date, choose a unit. */
export async function timeHarianScreen(
  page: Page,
  url: string,
  today: string,
  units: readonly string[],
  runs: number,
): Promise<HarianSamples> {
  const samples: HarianSamples = { first: [], unit: [], date: [], shown: '' }
  for (let run = 0; run < runs; run++) {
    await warmStart(page, url) // a fresh screen cache: the first screen's answer is not cached
    // The click comes on a settled dashboard: its 30-day summary, asked last, has answered.
    await page.getByTestId('hari-ini-hadir').waitFor({ timeout: 30_000 })
    samples.first.push(await act(page, { kind: 'link', href: '/absensiharian' }))
    samples.shown ||= (await page.getByTestId('harian-count').textContent()) ?? ''
    const tgl = wednesday(today, run)
    samples.date.push(await act(page, { kind: 'date', tgl }))
    const kode = units[run % units.length] as string
    samples.unit.push(await act(page, { kind: 'unit', kode }))
  }
  return samples
}
