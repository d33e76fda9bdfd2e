import type { Kysely } from 'kysely'
import type { BukuCuti } from '../contract/cuti-ledger.ts'
import { calendarEntriesBetween } from '../db/calendar.ts'
import type { Database } from '../db/schema.ts'
import { weekday } from '../domain/calendar.ts'
import {
  balanceOn,
  buildLedger,
  type CutiBersamaDay,
  entitledFrom,
  type LeaveRules,
  leaveYears,
} from '../domain/leave-ledger.ts'
import { entryDates } from '../domain/unit-calendar.ts'
import { readPengaturan } from './pengaturan.ts'

/**
 * The annual-leave ledgers as the rules read them (src/domain/leave-ledger.ts, docs/cuti.md), for one
 * employee or a whole report's: four queries whatever the number of employees.
 */

interface LedgerEmployee {
  idp: number
  kode: string
  idshift: number | null
  tglmasuk: string | null
  tglkeluar: string | null
}

async function leaveRules(db: Kysely<Database>) {
  const settings = await readPengaturan(db)
  const rules: LeaveRules = {
    dasar: settings.cuti_dasar,
    jatah: settings.cuti_jatah,
    bawaMaks: settings.cuti_bawa_maks,
    bawaBulan: settings.cuti_bawa_bulan,
  }
  // Cuti Bersama days come out of annual leave only when they are days off and the foundation says so.
  const deductsCutiBersama = settings.cuti_bersama_potong && settings.cuti_bersama === 'libur'
  return { rules, deductsCutiBersama }
}

/**
 * Each employee's deducted Cuti Bersama days: a Cuti Bersama entry of the employee's unit on a working
 * weekday of its schedule, from the day it is entitled.
 */
async function cutiBersamaDays(
  db: Kysely<Database>,
  employees: readonly LedgerEmployee[],
  range: { from: string; to: string },
): Promise<Map<number, CutiBersamaDay[]>> {
  const shifts = [...new Set(employees.flatMap((e) => (e.idshift === null ? [] : [e.idshift])))]
  const [entries, days] = await Promise.all([
    calendarEntriesBetween(db, range),
    shifts.length
      ? db
          .selectFrom('shift_hari')
          .select(['idshift', 'hari', 'libur'])
          .where('idshift', 'in', shifts)
          .execute()
      : Promise.resolve([]),
  ])
  const working = new Set(days.filter((day) => day.libur === 0).map((day) => `${day.idshift}:${day.hari}`))
  const cutiBersama = entries.filter((entry) => entry.jenis === 'cuti_bersama')
  const byEmployee = new Map<number, CutiBersamaDay[]>()
  for (const employee of employees) {
    const from = entitledFrom(employee)
    if (!from || employee.idshift === null) continue
    const own = cutiBersama.filter((entry) => entry.semua_unit === 1 || entry.unit.includes(employee.kode))
    const list = own.flatMap((entry) =>
      entryDates(entry, range)
        .filter((tgl) => tgl >= from && working.has(`${employee.idshift}:${weekday(tgl)}`))
        .map((tgl) => ({ tgl, keterangan: entry.keterangan })),
    )
    byEmployee.set(employee.idp, list)
  }
  return byEmployee
}

/** The ledgers of the given employees, each up to the leave year containing `until` (default today). */
export async function loadLedgers(
  db: Kysely<Database>,
  idps: readonly number[],
  today: string,
  until: string = today,
): Promise<Map<number, BukuCuti>> {
  const ledgers = new Map<number, BukuCuti>()
  if (!idps.length) return ledgers
  const [employees, stored, { rules, deductsCutiBersama }] = await Promise.all([
    db
      .selectFrom('pegawai')
      .select(['idp', 'kode', 'idshift', 'tglmasuk', 'tglkeluar'])
      .where('idp', 'in', idps)
      .execute(),
    db
      .selectFrom('cuti_mutasi')
      .select(['idmutasi', 'idp', 'tgl', 'jenis', 'hari', 'idj', 'keterangan', 'oleh', 'waktu'])
      .where('idp', 'in', idps)
      .orderBy('idmutasi')
      .execute(),
    leaveRules(db),
  ])
  const horizon = [today, until, ...stored.map((row) => row.tgl)].sort().at(-1) ?? today
  const spans = employees.flatMap((e) => leaveYears(e, rules.dasar, horizon))
  const range = {
    from: spans.map((year) => year.mulai).sort()[0] ?? today,
    to:
      spans
        .map((year) => year.akhir)
        .sort()
        .at(-1) ?? today,
  }
  const cutiBersama = deductsCutiBersama ? await cutiBersamaDays(db, employees, range) : new Map()
  const storedOf = new Map<number, typeof stored>()
  for (const row of stored) storedOf.set(row.idp, [...(storedOf.get(row.idp) ?? []), row])
  for (const employee of employees)
    ledgers.set(
      employee.idp,
      buildLedger({
        employee,
        rules,
        stored: storedOf.get(employee.idp) ?? [],
        cutiBersama: cutiBersama.get(employee.idp) ?? [],
        today,
        until,
      }),
    )
  return ledgers
}

/** One employee's ledger (an unknown employee has none: an empty ledger). */
export async function loadLedger(
  db: Kysely<Database>,
  idp: number,
  today: string,
  until: string = today,
): Promise<BukuCuti> {
  return (await loadLedgers(db, [idp], today, until)).get(idp) ?? { berhak_mulai: null, periode: [], sisa: 0 }
}

/** The annual-leave balance of the leave year containing `tgl`, as known today. */
export async function annualBalance(
  db: Kysely<Database>,
  idp: number,
  tgl: string,
  today: string,
): Promise<number> {
  return balanceOn(await loadLedger(db, idp, today, tgl), tgl)
}
