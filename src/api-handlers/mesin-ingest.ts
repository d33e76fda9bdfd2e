import type { Insertable, Kysely, Selectable } from 'kysely'
import type { MesinImporBody, PratinjauImpor } from '../contract/mesin.ts'
import { insertMany } from '../db/insert-many.ts'
import type { ArahMesin, Database, MesinTable, ScanLogTable, SumberScan } from '../db/schema.ts'
import { type Punch, parseAttlog } from '../domain/attlog.ts'
import { addDays, weekday } from '../domain/calendar.ts'
import {
  type DayPlan,
  dateOf,
  directionOf,
  LEMBUR,
  type Mark,
  minuteOf,
  planDay,
} from '../domain/punch-days.ts'
import { type ChangeAuthor, recordChange } from './audit-trail.ts'
import type { FoundationClock } from './clock.ts'
import {
  type DayInputs,
  type DayWork,
  dayKey,
  type Employee,
  inChunks,
  loadDayInputs,
  loadPinIndex,
  type NewPunch,
  RECORD,
  type Source,
} from './mesin-ingest-inputs.ts'
import { recordWrite, type Writes, writeRecords } from './mesin-ingest-records.ts'
import { dayOffText } from './presensi/today.ts'

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

// ————————————————————————————————————————— deriving the days

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
