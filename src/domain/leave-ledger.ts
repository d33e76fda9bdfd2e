import type { BukuCuti, JenisMutasi, MutasiCuti, PeriodeCuti } from '../contract/cuti-ledger.ts'
import type { CutiDasar } from '../contract/pengaturan-rules.ts'
import { addDays, addMonths } from './calendar.ts'

/**
 * The annual-leave ledger (issue 31, docs/cuti.md), I/O-free. UU 13/2003 Pasal 79 (as amended by UU
 * 6/2023): 12 working days a year after 12 months of continuous service. The ledger's rows come from
 * two places: what people did (stored in `cuti_mutasi`: days taken, given back, adjusted) and what
 * the rules give (computed here, so a changed setting or calendar applies at once and is audited
 * where it was changed): the allocation, the days carried over and their expiry, Cuti Bersama.
 */

export interface LeaveRules {
  dasar: CutiDasar
  /** Days allocated a year. */
  jatah: number
  /** Unused days carried into the next leave year at most (0: none). */
  bawaMaks: number
  /** Months after the next year's start when the carried days still unused expire. */
  bawaBulan: number
}

export interface LeaveEmployee {
  tglmasuk: string | null
  tglkeluar: string | null
}

/** A stored ledger row (cuti_mutasi). */
export interface StoredEntry {
  idmutasi: number
  tgl: string
  jenis: 'ambil' | 'kembali' | 'penyesuaian'
  hari: number
  idj: number | null
  keterangan: string
  oleh: string
  waktu: string
}

/** A Cuti Bersama day that is a working day of the employee's schedule and deducted (setting on). */
export interface CutiBersamaDay {
  tgl: string
  keterangan: string
}

export const MONTHS_OF_SERVICE = 12

/** The day the employee has served 12 months (null without a start date). */
export const entitledFrom = (employee: LeaveEmployee): string | null =>
  employee.tglmasuk ? addMonths(employee.tglmasuk, MONTHS_OF_SERVICE) : null

/** The first day of the leave year after the one starting on `start` (the `index`-th). */
function nextStart(employee: { tglmasuk: string }, dasar: CutiDasar, start: string, index: number) {
  return dasar === 'januari'
    ? `${Number(start.slice(0, 4)) + 1}-01-01`
    : addMonths(employee.tglmasuk, MONTHS_OF_SERVICE * (index + 2))
}

/**
 * The leave years up to the one containing `until`: the first from the day 12 months are served,
 * then from each 1 January after it ('januari') or each later service anniversary ('ulang_tahun'),
 * each to the day before the next. None starts after the employee left.
 */
export function leaveYears(
  employee: LeaveEmployee,
  dasar: CutiDasar,
  until: string,
): { mulai: string; akhir: string }[] {
  const first = entitledFrom(employee)
  const { tglmasuk } = employee
  if (!first || !tglmasuk) return []
  const last = employee.tglkeluar && employee.tglkeluar < until ? employee.tglkeluar : until
  const years: { mulai: string; akhir: string }[] = []
  for (let index = 0, mulai = first; mulai <= last; index++) {
    const next = nextStart({ tglmasuk }, dasar, mulai, index)
    years.push({ mulai, akhir: addDays(next, -1) })
    mulai = next
  }
  return years
}

const computed = (tgl: string, jenis: JenisMutasi, hari: number, keterangan: string) => ({
  tgl,
  jenis,
  hari,
  keterangan,
  idj: null,
  idmutasi: null,
  oleh: null,
  waktu: null,
})

/** Allocation and carry-over first on a date, then in date order; stored rows by id. */
const ORDER: Record<JenisMutasi, number> = {
  alokasi: 0,
  bawa: 1,
  cuti_bersama: 2,
  hangus: 3,
  ambil: 4,
  kembali: 5,
  penyesuaian: 6,
}
const byDate = (a: Omit<MutasiCuti, 'saldo'>, b: Omit<MutasiCuti, 'saldo'>) =>
  a.tgl.localeCompare(b.tgl) || ORDER[a.jenis] - ORDER[b.jenis] || (a.idmutasi ?? 0) - (b.idmutasi ?? 0)

/**
 * The carried days that expire: those still unused when the carry-over's months are over. Leave
 * taken in the new year uses the carried days first (they are the ones that would be lost).
 */
function expiredCarry(carried: number, entries: readonly Omit<MutasiCuti, 'saldo'>[], expiry: string) {
  const used = -entries
    .filter((entry) => entry.tgl < expiry && entry.jenis !== 'alokasi' && entry.jenis !== 'bawa')
    .reduce((sum, entry) => sum + entry.hari, 0)
  return Math.max(0, carried - Math.max(0, used))
}

function summarise(mulai: string, akhir: string, rows: Omit<MutasiCuti, 'saldo'>[]): PeriodeCuti {
  let saldo = 0
  const mutasi = rows.sort(byDate).map((row) => {
    saldo += row.hari
    return { ...row, saldo }
  })
  const total = (jenis: JenisMutasi) =>
    mutasi.filter((row) => row.jenis === jenis).reduce((sum, row) => sum + row.hari, 0)
  return {
    mulai,
    akhir,
    mutasi,
    alokasi: total('alokasi'),
    dibawa: total('bawa'),
    cuti_bersama: -total('cuti_bersama'),
    diambil: -total('ambil'),
    dikembalikan: total('kembali'),
    penyesuaian: total('penyesuaian'),
    hangus: -total('hangus'),
    sisa: saldo,
  }
}

export interface LedgerInput {
  employee: LeaveEmployee
  rules: LeaveRules
  stored: readonly StoredEntry[]
  /** The deducted Cuti Bersama days (empty when the setting is off). */
  cutiBersama: readonly CutiBersamaDay[]
  today: string
  /** The ledger runs to the leave year containing this date (default today). */
  until?: string
}

/**
 * Each leave year's entries and running balance. Stored rows dated before the first leave year
 * count in the first one; a carried amount's expiry is entered once its date has come (until then
 * the carried days are part of the balance). Cuti Bersama days of a year are deducted from its
 * start, as HR sets them aside when the decree is out.
 */
export function buildLedger(input: LedgerInput): BukuCuti {
  const { employee, rules, today } = input
  const until = [today, input.until ?? today, ...input.stored.map((row) => row.tgl)].sort().at(-1) ?? today
  const years = leaveYears(employee, rules.dasar, until)
  const periode: PeriodeCuti[] = []
  for (const [index, { mulai, akhir }] of years.entries()) {
    const isLast = index === years.length - 1
    const inYear = (tgl: string) => (index === 0 || tgl >= mulai) && (isLast || tgl <= akhir)
    const rows: Omit<MutasiCuti, 'saldo'>[] = [
      computed(mulai, 'alokasi', rules.jatah, `Jatah cuti tahunan ${mulai.slice(0, 4)}`),
      ...input.cutiBersama
        .filter((day) => day.tgl >= mulai && day.tgl <= akhir)
        .map((day) => computed(day.tgl, 'cuti_bersama', -1, day.keterangan)),
      // Only the entry's own fields: a loaded row may carry more (its idp), which no answer shows.
      ...input.stored
        .filter((row) => inYear(row.tgl))
        .map(({ idmutasi, tgl, jenis, hari, idj, keterangan, oleh, waktu }) => ({
          ...{ idmutasi, tgl, jenis, hari, idj, keterangan, oleh, waktu },
        })),
    ]
    const carried = Math.min(rules.bawaMaks, Math.max(0, periode.at(-1)?.sisa ?? 0))
    if (carried > 0) {
      rows.push(computed(mulai, 'bawa', carried, 'Sisa cuti tahun sebelumnya'))
      const expiry = addMonths(mulai, rules.bawaBulan)
      const expired = expiry <= today && expiry <= akhir ? expiredCarry(carried, rows, expiry) : 0
      if (expired > 0) rows.push(computed(expiry, 'hangus', -expired, 'Sisa cuti tahun sebelumnya hangus'))
    }
    periode.push(summarise(mulai, akhir, rows))
  }
  const current = periode.find((year) => year.mulai <= today && today <= year.akhir)
  return { berhak_mulai: entitledFrom(employee), periode, sisa: current?.sisa ?? 0 }
}

/** The balance of the leave year containing `tgl` (0 before the employee is entitled). */
export const balanceOn = (ledger: BukuCuti, tgl: string): number =>
  ledger.periode.find((year) => year.mulai <= tgl && tgl <= year.akhir)?.sisa ?? 0
