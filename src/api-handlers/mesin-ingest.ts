import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { MesinImporBody, PratinjauImpor } from '../contract/mesin.ts'
import { insertMany } from '../db/insert-many.ts'
import type { AbsensiTable, ArahMesin, Database, MesinTable, ScanLogTable, SumberScan } from '../db/schema.ts'
import type { Employment, ShiftDay } from '../domain/attendance.ts'
import { type Punch, parseAttlog } from '../domain/attlog.ts'
import { addDays, weekday } from '../domain/calendar.ts'
import {
  type DayPlan,
  dateOf,
  directionOf,
  type ExistingDay,
  LEMBUR,
  type Mark,
  minuteOf,
  planDay,
} from '../domain/punch-days.ts'
import type { UnitCalendar } from '../domain/unit-calendar.ts'
import { type ChangeAuthor, recordChange } from './audit-trail.ts'
import type { FoundationClock } from './clock.ts'
import { jedaPulang } from './pengaturan.ts'
import { dayOffText } from './presensi/today.ts'
import { loadUnitCalendar } from './unit-calendar.ts'

/**
 * The one place where machine punches become attendance (issue 32, docs/mesin.md "Rules"): the
 * file import (preview and write), the machine's push, and linking a PIN to an employee all call
 * `ingestAttlog` / `reprocessPins`. Punches are stored raw once per (machine, PIN, time); each day
 * they touch is derived again from every stored punch of that employee and day plus the record
 * already there, so a repeat changes nothing. Everything is read in a few set queries and kept in
 * maps: a 100,000-line file costs no query per line.
 */

export type IngestMode = 'pratinjau' | 'tulis'

/** The machine a text comes from. */
export type IngestMesin = Pick<Selectable<MesinTable>, 'idmesin' | 'nama' | 'kode' | 'idar' | 'arah'>

export interface IngestInput {
  mesin: IngestMesin
  /** attlog text (docs/mesin.md "Formats"). */
  isi: string
  /** Whether the first column is the machine's PIN (pin_mesin, else the NIP) or the NIP. */
  kunci: MesinImporBody['kunci']
  sumber: SumberScan
  /** The foundation's clock: `diterima` of the punches, the records' entry time, "today". */
  now: FoundationClock
  /** Who imports: one audit entry per import; null writes none (the machine's own push). */
  author: ChangeAuthor | null
}

export interface IngestResult {
  pratinjau: PratinjauImpor
  /** Punches stored, records written new and changed (0 in preview mode). */
  disimpan: number
  baru: number
  diubah: number
}

/** Ids per `IN (…)` list. */
const IDS_PER_QUERY = 500

// ————————————————————————————————————————— employees

interface Employee extends Employment {
  idp: number
  nip: string
  nama: string
  kode: string
}

/** PIN → employee: pin_mesin, else the NIP (or the NIP only for `kunci` 'nip'). */
interface PinIndex {
  find(pin: string): Employee | undefined
}

/**
 * Any employee of the foundation is matched, whatever the machine's unit: the PIN space is the
 * foundation's and an employee may punch at another school's gate. An explicit pin_mesin beats
 * another employee's NIP; a PIN the machine zero-pads ('00123') matches '123' too.
 */
async function loadPinIndex(db: Kysely<Database>, kunci: MesinImporBody['kunci']): Promise<PinIndex> {
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

interface MachineInfo {
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

interface DayInputs {
  machines: Map<number, MachineInfo>
  shifts: Map<number, (ShiftDay | undefined)[]>
  calendar: UnitCalendar
  gap: number
  /** idp|tgl → stored punches of the day (every machine), and the record. */
  stored: Map<string, StoredPunch[]>
  records: Map<string, ExistingRecord>
}

const dayKey = (idp: number, tgl: string) => `${idp}|${tgl}`

async function inChunks<T>(ids: readonly T[], work: (chunk: T[]) => Promise<void>) {
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
async function loadDayInputs(
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

// ————————————————————————————————————————— deriving the days

/** A mark's source: a punch (its machine and time), or a half of the record already there. */
type Source = { kind: 'punch'; idmesin: number; waktu: string } | { kind: 'record' }
const RECORD: Source = { kind: 'record' }

/** A punch of the current text, once resolved. */
interface NewPunch extends Punch {
  idp: number | null
  hasil: string
}

interface DayWork {
  employee: Employee
  tgl: string
  punches: NewPunch[]
}

/** The marks of a day: its stored punches (each read by its own machine's rule) and the new ones. */
function marksOf(day: DayWork, idmesin: number, inputs: DayInputs): Mark<Source>[] {
  const marks: Mark<Source>[] = []
  const add = (machine: number, punch: { waktu: string; status: number }) => {
    const direction = directionOf(punch.status, inputs.machines.get(machine)?.arah ?? 'urutan')
    if (direction === LEMBUR) return
    marks.push({
      time: minuteOf(punch.waktu),
      direction,
      source: { kind: 'punch', idmesin: machine, waktu: punch.waktu },
    })
  }
  for (const punch of inputs.stored.get(dayKey(day.employee.idp, day.tgl)) ?? []) add(punch.idmesin, punch)
  for (const punch of day.punches) add(idmesin, punch)
  return marks
}

function planOf(day: DayWork, idmesin: number, inputs: DayInputs, today: string): DayPlan<Source> {
  const { employee, tgl } = day
  const week = employee.idshift === null ? undefined : inputs.shifts.get(employee.idshift)
  return planDay(
    {
      tgl,
      today,
      employment: employee,
      day: week?.[weekday(tgl)],
      holiday: inputs.calendar.reasonOf(employee.kode, tgl),
      gap: inputs.gap,
      existing: inputs.records.get(dayKey(employee.idp, tgl)),
    },
    marksOf(day, idmesin, inputs),
    { masuk: RECORD, pulang: RECORD },
  )
}

const isPunchAt = (source: Source | undefined, idmesin: number, waktu: string) =>
  source?.kind === 'punch' && source.idmesin === idmesin && source.waktu === waktu

/** What each new punch of a day did: datang, pulang, not used, overtime, or why the day was not written. */
function markResults(day: DayWork, idmesin: number, plan: DayPlan<Source>, arah: ArahMesin) {
  for (const punch of day.punches) {
    if (directionOf(punch.status, arah) === LEMBUR) punch.hasil = HASIL.lembur
    else if (plan.kind === 'lewati') punch.hasil = plan.alasan
    else if (isPunchAt(plan.times.datang.source, idmesin, punch.waktu)) punch.hasil = HASIL.datang
    else if (isPunchAt(plan.times.pulang?.source, idmesin, punch.waktu)) punch.hasil = HASIL.pulang
    else punch.hasil = HASIL.diabaikan
  }
}

/** `scan_log.hasil` besides the reasons a day is not written (docs/mesin.md). */
export const HASIL = {
  datang: 'datang',
  pulang: 'pulang',
  diabaikan: 'diabaikan',
  lembur: 'lembur',
  tidakDikenal: 'pin_tidak_dikenal',
} as const

const KETERANGAN: Record<string, string> = {
  masa_depan: 'Tanggal sesudah hari ini (jam mesin salah?)',
  tanpa_datang: 'Hanya absen pulang, tanpa absen datang',
  ijin: 'Hari ini tercatat Ijin',
  sakit: 'Hari ini tercatat Sakit',
  cuti: 'Hari ini tercatat Cuti',
  dinas: 'Hari ini tercatat Dinas Luar',
}

// ————————————————————————————————————————— writing the records

interface Writes {
  inserts: Insertable<AbsensiTable>[]
  updates: { id: number; set: Updateable<AbsensiTable> }[]
}

function halfOf(source: Source, machines: Map<number, MachineInfo>) {
  if (source.kind !== 'punch') return null
  return { idmesin: source.idmesin, machine: machines.get(source.idmesin) }
}

/**
 * A new record is the machine's (device 2); an existing one keeps its device, and each half that
 * a punch now gives says so (sumber_*, idmesin_*). The arrival's machine names the place.
 */
function recordWrite(
  day: DayWork,
  plan: Extract<DayPlan<Source>, { kind: 'tulis' }>,
  inputs: DayInputs,
  context: { now: FoundationClock; opr: string },
  writes: Writes,
) {
  const masuk = halfOf(plan.times.datang.source, inputs.machines)
  const pulang = plan.times.pulang && halfOf(plan.times.pulang.source, inputs.machines)
  const times = { waktu_masuk: plan.waktu_masuk, waktu_pulang: plan.waktu_pulang, ...plan.measures }
  const existing = inputs.records.get(dayKey(day.employee.idp, day.tgl))
  if (!existing) {
    writes.inserts.push({
      idp: day.employee.idp,
      tgl: day.tgl,
      status: 0,
      ...times,
      idar: masuk?.machine?.idar ?? null,
      lokasi: masuk?.machine?.lokasi ?? '',
      device: 2,
      tglentri: context.now.today,
      waktuentri: context.now.time,
      opr: context.opr,
      catatan: '',
      sumber_masuk: 2,
      sumber_pulang: pulang ? 2 : null,
      idmesin_masuk: masuk?.idmesin ?? null,
      idmesin_pulang: pulang?.idmesin ?? null,
    })
    return
  }
  const set: Updateable<AbsensiTable> = { ...times }
  if (masuk)
    Object.assign(set, {
      sumber_masuk: 2,
      idmesin_masuk: masuk.idmesin,
      idar: masuk.machine?.idar ?? null,
      lokasi: masuk.machine?.lokasi ?? '',
    })
  if (pulang) Object.assign(set, { sumber_pulang: 2, idmesin_pulang: pulang.idmesin })
  writes.updates.push({ id: existing.id, set })
}

/** The columns a machine's new record sets, in one order (insertMany); coordinates and the app's sending fields stay NULL. */
const RECORD_COLUMNS = [
  'idp',
  'tgl',
  'status',
  'waktu_masuk',
  'waktu_pulang',
  'keterlambatan',
  'pulangawal',
  'waktukerja',
  'idar',
  'lokasi',
  'device',
  'tglentri',
  'waktuentri',
  'opr',
  'catatan',
  'sumber_masuk',
  'sumber_pulang',
  'idmesin_masuk',
  'idmesin_pulang',
] as const

async function writeRecords(db: Kysely<Database>, writes: Writes) {
  await insertMany(db, 'absensi', RECORD_COLUMNS, writes.inserts)
  for (const { id, set } of writes.updates)
    await db.updateTable('absensi').set(set).where('id', '=', id).execute()
}

// ————————————————————————————————————————— the shared core

type Pratinjau = PratinjauImpor

/** Groups resolved punches per employee and day; unknown PINs are summed per PIN. */
function groupDays(punches: NewPunch[], employees: Map<number, Employee>) {
  const days = new Map<string, DayWork>()
  const unknown = new Map<string, Pratinjau['pin_tidak_dikenal'][number]>()
  for (const punch of punches) {
    if (punch.idp === null) {
      punch.hasil = HASIL.tidakDikenal
      const seen = unknown.get(punch.pin)
      if (!seen)
        unknown.set(punch.pin, { pin: punch.pin, jumlah: 1, pertama: punch.waktu, terakhir: punch.waktu })
      else {
        seen.jumlah++
        if (punch.waktu < seen.pertama) seen.pertama = punch.waktu
        if (punch.waktu > seen.terakhir) seen.terakhir = punch.waktu
      }
      continue
    }
    const employee = employees.get(punch.idp)
    if (!employee) continue
    const tgl = dateOf(punch.waktu)
    const key = dayKey(punch.idp, tgl)
    const day = days.get(key) ?? { employee, tgl, punches: [] }
    day.punches.push(punch)
    days.set(key, day)
  }
  return { days: [...days.values()], unknown: [...unknown.values()] }
}

function rangeOf(punches: readonly { waktu: string }[]) {
  let from = '9999-12-31'
  let to = '0000-01-01'
  for (const { waktu } of punches) {
    const tgl = dateOf(waktu)
    if (tgl < from) from = tgl
    if (tgl > to) to = tgl
  }
  return { from, to }
}

/** By employee name (one collation per employee, not per comparison), then date. */
function sortDays(days: DayWork[]) {
  const employees = [...new Map(days.map((day) => [day.employee.idp, day.employee])).values()]
  employees.sort((a, b) => a.nama.localeCompare(b.nama, 'id') || a.idp - b.idp)
  const rank = new Map(employees.map((employee, i) => [employee.idp, i]))
  const rankOf = (day: DayWork) => rank.get(day.employee.idp) ?? 0
  days.sort((a, b) => rankOf(a) - rankOf(b) || (a.tgl < b.tgl ? -1 : a.tgl > b.tgl ? 1 : 0))
}

interface Derived {
  hari: Pratinjau['hari']
  tidak_ditulis: Pratinjau['tidak_ditulis']
  writes: Writes
}

/** Every touched day planned: what the preview lists and what the import writes are one computation. */
async function deriveDays(
  db: Kysely<Database>,
  days: DayWork[],
  mesin: IngestMesin,
  context: { now: FoundationClock; opr: string },
): Promise<Derived> {
  const derived: Derived = { hari: [], tidak_ditulis: [], writes: { inserts: [], updates: [] } }
  if (!days.length) return derived
  const idps = [...new Set(days.map((day) => day.employee.idp))]
  const inputs = await loadDayInputs(db, idps, rangeOf(days.flatMap((day) => day.punches)))
  sortDays(days)
  for (const day of days) {
    const plan = planOf(day, mesin.idmesin, inputs, context.now.today)
    markResults(day, mesin.idmesin, plan, mesin.arah)
    const who = { idp: day.employee.idp, nip: day.employee.nip, nama: day.employee.nama, tgl: day.tgl }
    if (plan.kind === 'lewati') {
      derived.tidak_ditulis.push({
        ...who,
        waktu: day.punches.map((punch) => minuteOf(punch.waktu)).sort(),
        alasan: plan.alasan,
        keterangan: plan.dayOff ? dayOffText(plan.dayOff) : (KETERANGAN[plan.alasan] ?? ''),
      })
      continue
    }
    const existing = inputs.records.get(dayKey(day.employee.idp, day.tgl))
    derived.hari.push({
      ...who,
      datang: plan.waktu_masuk,
      pulang: plan.waktu_pulang,
      keterlambatan: plan.measures.keterlambatan,
      pulangawal: plan.measures.pulangawal,
      tindakan: plan.tindakan,
      sebelum: existing
        ? { waktu_masuk: existing.waktu_masuk, waktu_pulang: existing.waktu_pulang, device: existing.device }
        : null,
    })
    if (plan.tindakan !== 'sama') recordWrite(day, plan, inputs, context, derived.writes)
  }
  return derived
}

function scanRows(
  punches: readonly NewPunch[],
  input: { idmesin: number; sumber: SumberScan; diterima: string },
): Insertable<ScanLogTable>[] {
  return punches.map((punch) => ({
    idmesin: input.idmesin,
    pin: punch.pin,
    waktu: punch.waktu,
    status: punch.status,
    verifikasi: punch.verifikasi,
    kode_kerja: punch.kode_kerja,
    baris: punch.baris,
    sumber: input.sumber,
    diterima: input.diterima,
    idp: punch.idp,
    hasil: punch.hasil,
  }))
}

const SCAN_COLUMNS = [
  'idmesin',
  'pin',
  'waktu',
  'status',
  'verifikasi',
  'kode_kerja',
  'baris',
  'sumber',
  'diterima',
  'idp',
  'hasil',
] as const

/** The punches of this text not stored yet: repeated lines and stored ones are duplicates. */
async function newPunchesOf(db: Kysely<Database>, idmesin: number, punches: Punch[]) {
  if (!punches.length) return { fresh: [], duplikat: 0 }
  const { from, to } = rangeOf(punches)
  const stored = await db
    .selectFrom('scan_log')
    .select(['pin', 'waktu'])
    .where('idmesin', '=', idmesin)
    .where('waktu', '>=', from)
    .where('waktu', '<', addDays(to, 1))
    .execute()
  const seen = new Set(stored.map((row) => `${row.pin}|${row.waktu}`))
  const fresh: Punch[] = []
  for (const punch of punches) {
    const key = `${punch.pin}|${punch.waktu}`
    if (seen.has(key)) continue
    seen.add(key)
    fresh.push(punch)
  }
  return { fresh, duplikat: punches.length - fresh.length }
}

/**
 * Reads an attlog text for a machine: in 'pratinjau' mode answers what would happen; in 'tulis'
 * mode stores the new punches and writes the days, in the caller's transaction. The preview and
 * the import run the same code, so the preview is exactly what the import writes.
 */
export async function ingestAttlog(
  db: Kysely<Database>,
  input: IngestInput,
  mode: IngestMode,
): Promise<IngestResult> {
  const { mesin, now } = input
  const parsed = parseAttlog(input.isi)
  const { fresh, duplikat } = await newPunchesOf(db, mesin.idmesin, parsed.punches)
  const index = await loadPinIndex(db, input.kunci)
  const employees = new Map<number, Employee>()
  const resolved: NewPunch[] = fresh.map((punch) => {
    const employee = index.find(punch.pin)
    if (employee) employees.set(employee.idp, employee)
    return { ...punch, idp: employee?.idp ?? null, hasil: '' }
  })
  const { days, unknown } = groupDays(resolved, employees)
  const opr = input.author?.session.usernama ?? ''
  const derived = await deriveDays(db, days, mesin, { now, opr })
  const pratinjau: Pratinjau = {
    baris: parsed.lines,
    baru: fresh.length,
    duplikat,
    tidak_terbaca: parsed.unreadable,
    hari: derived.hari,
    tidak_ditulis: derived.tidak_ditulis,
    pin_tidak_dikenal: unknown,
  }
  const result = {
    pratinjau,
    disimpan: 0,
    baru: derived.writes.inserts.length,
    diubah: derived.writes.updates.length,
  }
  if (mode === 'pratinjau') return result
  await insertMany(
    db,
    'scan_log',
    SCAN_COLUMNS,
    scanRows(resolved, { idmesin: mesin.idmesin, sumber: input.sumber, diterima: stampOf(now) }),
  )
  await writeRecords(db, derived.writes)
  if (input.author && resolved.length)
    await recordChange(db, input.author, {
      tabel: 'scan_log',
      idrekaman: mesin.idmesin,
      sebelum: null,
      sesudah: { idmesin: mesin.idmesin, mesin: mesin.nama, sumber: input.sumber, ...counts(result) },
      keterangan: importNote(mesin.nama, result),
    })
  return { ...result, disimpan: resolved.length }
}

const stampOf = (now: FoundationClock) => `${now.today} ${now.time}:00`

function counts(result: IngestResult) {
  const { pratinjau } = result
  return {
    baris: pratinjau.baris,
    absen_baru: pratinjau.baru,
    duplikat: pratinjau.duplikat,
    tidak_terbaca: pratinjau.tidak_terbaca.length,
    pin_tidak_dikenal: pratinjau.pin_tidak_dikenal.length,
    catatan_baru: result.baru,
    catatan_diubah: result.diubah,
  }
}

/** The audit entry's note: the file's counts (one entry per import, not one per punch). */
function importNote(nama: string, result: IngestResult): string {
  const c = counts(result)
  return (
    `Impor absen mesin ${nama}: ${c.baris} baris, ${c.absen_baru} absen baru, ${c.duplikat} duplikat, ` +
    `${c.tidak_terbaca} tidak terbaca, ${c.catatan_baru} catatan baru, ${c.catatan_diubah} catatan diubah`
  )
}

/**
 * After PINs were linked to employees (scanlog/hubungkan): their stored unknown punches, on every
 * machine, get the employee and go through the same derivation as an import. Returns the punches
 * processed (in all and per PIN) and the records written new and changed.
 */
export async function reprocessPins(
  db: Kysely<Database>,
  links: readonly { pin: string; idp: number }[],
  context: { now: FoundationClock; opr: string },
) {
  const total = { disimpan: 0, baru: 0, diubah: 0, perPin: new Map<string, number>() }
  if (!links.length) return total
  const employees = await db
    .selectFrom('pegawai')
    .select(['idp', 'nip', 'nama', 'kode', 'idshift', 'tglmasuk', 'tglkeluar'])
    .where(
      'idp',
      'in',
      links.map((link) => link.idp),
    )
    .execute()
  const byIdp = new Map(employees.map((employee) => [employee.idp, employee]))
  const machines = await db.selectFrom('mesin').select(['idmesin', 'nama', 'kode', 'idar', 'arah']).execute()
  for (const link of links) {
    const employee = byIdp.get(link.idp)
    if (!employee) continue
    for (const mesin of machines) {
      const done = await relinkPin(db, mesin, link.pin, employee, context)
      total.disimpan += done.disimpan
      total.baru += done.baru
      total.diubah += done.diubah
      total.perPin.set(link.pin, (total.perPin.get(link.pin) ?? 0) + done.disimpan)
    }
  }
  return total
}

/** One machine's unknown punches of a PIN: linked, derived and written. */
async function relinkPin(
  db: Kysely<Database>,
  mesin: IngestMesin,
  pin: string,
  employee: Employee,
  context: { now: FoundationClock; opr: string },
) {
  const rows = await db
    .selectFrom('scan_log')
    .select(['id', 'pin', 'waktu', 'status', 'verifikasi', 'kode_kerja', 'baris'])
    .where('idmesin', '=', mesin.idmesin)
    .where('pin', '=', pin)
    .where('idp', 'is', null)
    .orderBy('waktu')
    .execute()
  if (!rows.length) return { disimpan: 0, baru: 0, diubah: 0 }
  const punches: NewPunch[] = rows.map((row) => ({ ...row, nomor: 0, idp: employee.idp, hasil: '' }))
  const { days } = groupDays(punches, new Map([[employee.idp, employee]]))
  const derived = await deriveDays(db, days, mesin, context)
  // One UPDATE per outcome, not per punch.
  const idsByHasil = new Map<string, number[]>()
  for (const [i, punch] of punches.entries()) {
    const ids = idsByHasil.get(punch.hasil) ?? []
    ids.push(rows[i]?.id ?? 0)
    idsByHasil.set(punch.hasil, ids)
  }
  for (const [hasil, ids] of idsByHasil)
    await inChunks(ids, async (chunk) => {
      await db.updateTable('scan_log').set({ idp: employee.idp, hasil }).where('id', 'in', chunk).execute()
    })
  await writeRecords(db, derived.writes)
  return { disimpan: rows.length, baru: derived.writes.inserts.length, diubah: derived.writes.updates.length }
}
