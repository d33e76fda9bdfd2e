import type { Kysely, Selectable } from 'kysely'
import type { MesinImporBody } from '../contract/mesin.ts'
import type { AbsensiTable, ArahMesin, Database } from '../db/schema.ts'
import type { Employment, ShiftDay } from '../domain/attendance.ts'
import type { Punch } from '../domain/attlog.ts'
import { addDays } from '../domain/calendar.ts'
import { dateOf, type ExistingDay } from '../domain/punch-days.ts'
import type { UnitCalendar } from '../domain/unit-calendar.ts'
import { jedaPulang } from './pengaturan.ts'
import { loadUnitCalendar } from './unit-calendar.ts'

/**
 * What `ingestAttlog` (mesin-ingest.ts) reads before it derives a day: who a PIN is, and each
 * touched day's stored punches, record, shift, calendar and the departure gap, in a few set
 * queries kept in maps (no query per line or per day).
 */

/** Ids per `IN (…)` list. */
const IDS_PER_QUERY = 500

// ————————————————————————————————————————— employees

export interface Employee extends Employment {
  idp: number
  nip: string
  nama: string
  kode: string
}

/** PIN → employee: pin_mesin, else the NIP (or the NIP only for `kunci` 'nip'). */
export interface PinIndex {
  find(pin: string): Employee | undefined
}

/**
 * Any employee of the foundation is matched, whatever the machine's unit: the PIN space is the
 * foundation's and an employee may punch at another school's gate. An explicit pin_mesin beats
 * another employee's NIP; a PIN the machine zero-pads ('00123') matches '123' too.
 */
export async function loadPinIndex(db: Kysely<Database>, kunci: MesinImporBody['kunci']): Promise<PinIndex> {
  const rows = await db
    .selectFrom('pegawai')
    .select(['idp', 'nip', 'nama', 'kode', 'pin_mesin', 'idshift', 'tglmasuk', 'tglkeluar', 'status'])
    .orderBy('idp')
    .execute()
  const exact = new Map<string, Employee>()
  const explicit = new Set<string>()
  const put = (key: string, employee: Employee, isExplicit: boolean) => {
    if (exact.has(key) && (explicit.has(key) || !isExplicit)) return
    exact.set(key, employee)
    if (isExplicit) explicit.add(key)
  }
  for (const { pin_mesin, status, ...employee } of rows) {
    if (kunci === 'pin' && pin_mesin !== null) put(pin_mesin, employee, true)
    // A NIP written with spaces ('19800101 200501 1 001') is keyed without them.
    else put(employee.nip.replace(/\s+/g, ''), employee, false)
  }
  const unpadded = new Map<string, Employee>()
  for (const [key, employee] of exact) unpadded.set(stripZeros(key), employee)
  return { find: (pin) => exact.get(pin) ?? unpadded.get(stripZeros(pin)) }
}

const stripZeros = (pin: string) => pin.replace(/^0+(?=.)/, '')

// ————————————————————————————————————————— what the days depend on

export interface MachineInfo {
  arah: ArahMesin
  idar: number | null
  lokasi: string
}

interface StoredPunch {
  idmesin: number
  waktu: string
  status: number
  idp: number
}

type ExistingRecord = ExistingDay & Pick<Selectable<AbsensiTable>, 'id' | 'device'>

export interface DayInputs {
  machines: Map<number, MachineInfo>
  shifts: Map<number, (ShiftDay | undefined)[]>
  calendar: UnitCalendar
  gap: number
  /** idp|tgl → stored punches of the day (every machine), and the record. */
  stored: Map<string, StoredPunch[]>
  records: Map<string, ExistingRecord>
}

export const dayKey = (idp: number, tgl: string) => `${idp}|${tgl}`

export async function inChunks<T>(ids: readonly T[], work: (chunk: T[]) => Promise<void>) {
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY)
    await work(ids.slice(start, start + IDS_PER_QUERY))
}

/** Every machine: its direction rule and the place a record from it names (area name, else its name). */
async function loadMachines(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('mesin')
    .leftJoin('area_absensi', 'area_absensi.idar', 'mesin.idar')
    .select(['mesin.idmesin', 'mesin.nama', 'mesin.arah', 'mesin.idar', 'area_absensi.lokasi'])
    .execute()
  return new Map(
    rows.map((row) => [row.idmesin, { arah: row.arah, idar: row.idar, lokasi: row.lokasi ?? row.nama }]),
  )
}

async function loadShifts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('shift_hari')
    .select(['idshift', 'hari', 'waktu_masuk', 'waktu_pulang', 'libur'])
    .execute()
  const shifts = new Map<number, (ShiftDay | undefined)[]>()
  for (const row of rows) {
    const week = shifts.get(row.idshift) ?? []
    week[row.hari] = { waktu_masuk: row.waktu_masuk, waktu_pulang: row.waktu_pulang, libur: row.libur === 1 }
    shifts.set(row.idshift, week)
  }
  return shifts
}

/** The stored punches and records of the employees' days, in a few range queries. */
export async function loadDayInputs(
  db: Kysely<Database>,
  idps: readonly number[],
  range: { from: string; to: string },
): Promise<DayInputs> {
  const [machines, shifts, calendar, gap] = await Promise.all([
    loadMachines(db),
    loadShifts(db),
    loadUnitCalendar(db, range),
    jedaPulang(db),
  ])
  const stored = new Map<string, StoredPunch[]>()
  const records = new Map<string, ExistingRecord>()
  await inChunks(idps, async (chunk) => {
    const [punches, rows] = await Promise.all([
      db
        .selectFrom('scan_log')
        .select(['idmesin', 'waktu', 'status', 'idp'])
        .where('idp', 'in', chunk)
        .where('waktu', '>=', range.from)
        .where('waktu', '<', addDays(range.to, 1))
        .execute(),
      db
        .selectFrom('absensi')
        .select(['id', 'idp', 'tgl', 'status', 'kategori', 'waktu_masuk', 'waktu_pulang', 'device'])
        .where('idp', 'in', chunk)
        .where('tgl', '>=', range.from)
        .where('tgl', '<=', range.to)
        .execute(),
    ])
    for (const punch of punches) {
      if (punch.idp === null) continue
      const key = dayKey(punch.idp, dateOf(punch.waktu))
      const list = stored.get(key) ?? []
      list.push({ ...punch, idp: punch.idp })
      stored.set(key, list)
    }
    for (const row of rows) records.set(dayKey(row.idp, row.tgl), row)
  })
  return { machines, shifts, calendar, gap, stored, records }
}

// ————————————————————————————————————————— a day's work

/** A mark's source: a punch (its machine and time), or a half of the record already there. */
export type Source = { kind: 'punch'; idmesin: number; waktu: string } | { kind: 'record' }
export const RECORD: Source = { kind: 'record' }

/** A punch of the current text, once resolved. */
export interface NewPunch extends Punch {
  idp: number | null
  hasil: string
}

export interface DayWork {
  employee: Employee
  tgl: string
  punches: NewPunch[]
}
