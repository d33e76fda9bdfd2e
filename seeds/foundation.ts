import type { Connection } from '../src/db/connection.ts'
import { addDays, dateRange, toMinutes } from '../src/domain/calendar.ts'
import { buildUnitCalendar } from '../src/domain/unit-calendar.ts'
import { type AttendanceOptions, writeAttendance } from './attendance.ts'
import { meetingDayRows, type SeededCalendar, seededCalendar, tahunAjaranRows } from './calendar.ts'
import { type LeaveCounts, planLeave } from './ijin.ts'
import { countRows, insertRows, type Table, transaction } from './insert.ts'
import { type LessonPlan, writeTeachingHours } from './lessons.ts'
import { writeMachines } from './machines.ts'
import { areaRows, HEAD_OFFICE, kantorDetails, kantorRows, NAMA_YAYASAN, type Office } from './offices.ts'
import { generateEmployees, pegawaiRows } from './pegawai.ts'
import { writePictures } from './pictures.ts'
import { hashSeed, mulberry32 } from './random.ts'
import { jabatanRows, pendidikanRows } from './roles.ts'
import { shiftHariRows, shiftRows } from './shifts.ts'
import { penggunaRows, type SeedHashes, seedHashes } from './users.ts'

/** What a seed creates; the demo and the large dataset differ only in these numbers. */
export interface FoundationPlan {
  /** Local date 'YYYY-MM-DD'; every generated date is relative to it. */
  today: string
  /** Wall-clock 'HH:mm' of the seeding: today's records only up to it (absent: today whole, no departures). */
  now?: string
  /** Days of attendance history, ending today. */
  days: number
  offices: readonly Office[]
  /** Employees per office, same order as `offices`. */
  sizes: readonly number[]
  /** Brand-new employees without a schedule (idshift null), to show the 'belum ditambahkan' case. */
  unassigned: number
  leave: LeaveCounts
  /** The retired random teaching hours' draws (kept so the attendance stays as it was: seeds/attendance.ts). */
  maxAjarPerDay: number
  ajarDays: number
  /** Check-in selfies only for the app records of the last N days (pictures are the bulk of the bytes). */
  photoDays: number
}

export type SeedSummary = Partial<Record<Table, number>>

const SUMMARY_TABLES: readonly Table[] = ['kantor', 'pegawai', 'area_absensi', 'absensi', 'absensi_ajar']
  .concat([
    'absensi_foto',
    'hari_libur',
    'hari_khusus',
    'pengajuan_ijin',
    'surat_ijin',
    'pengguna',
    'tahunajaran',
  ])
  .map((table) => table as Table)

/**
 * Fills an empty, migrated database. Deterministic: each step draws from its own seeded stream,
 * so the same plan always gives the same rows (password hashes aside: they are salted).
 * Written on the raw sql.js handle (conn.sqlite) in one transaction, not through Kysely: the write
 * log never sees these rows (works with or without writeLog.unlogged); the caller snapshots them.
 */
export async function seedFoundation(conn: Connection, plan: FoundationPlan): Promise<SeedSummary> {
  const { sqlite } = conn
  if (countRows(sqlite, 'kantor') > 0)
    throw new Error('Basis data sudah berisi data: seed hanya untuk basis data kosong')
  // Hashing is deliberately slow (PBKDF2, 100,000 iterations), so ONE hash of the employee password
  // is computed and shared by every employee; the two admin logins get their own.
  const hashes = await seedHashes()
  const data = buildFoundation(plan, hashes)
  transaction(sqlite, () => {
    insertRows(sqlite, 'kantor', kantorRows(plan.offices))
    writeUnitDetails(sqlite, plan.offices)
    insertRows(sqlite, 'jabatan', jabatanRows())
    insertRows(sqlite, 'pendidikan', pendidikanRows())
    insertRows(sqlite, 'shift', shiftRows())
    insertRows(sqlite, 'shift_hari', shiftHariRows())
    insertRows(sqlite, 'area_absensi', data.attendance.areas)
    writeMachines(sqlite, plan.offices)
    insertRows(sqlite, 'pegawai', pegawaiRows(data.employees))
    writeCalendar(sqlite, data.calendar)
    insertRows(sqlite, 'hari_khusus', data.khusus)
    insertRows(sqlite, 'tahunajaran', tahunAjaranRows())
    insertRows(sqlite, 'pengguna', penggunaRows(hashes))
    insertRows(sqlite, 'pengajuan_ijin', data.leave)
    writeAttendance(sqlite, data.employees, data.attendance)
    linkLeaveRecords(sqlite)
    writeTeachingHours(sqlite, data.employees, data.lessons)
    writeFoundationSettings(sqlite)
    writePictures(sqlite, { since: addDays(plan.today, -(plan.photoDays - 1)) })
  })
  return Object.fromEntries(SUMMARY_TABLES.map((table) => [table, countRows(sqlite, table)]))
}

/**
 * Each seeded request gets its type (Sakit or Ijin) and each leave record the approved request it
 * was written for, as an approval does (issue 31). A schema older than leave types has neither.
 */
function linkLeaveRecords(sqlite: Connection['sqlite']) {
  const columns = sqlite.exec("SELECT name FROM pragma_table_info('absensi') WHERE name = 'idj'")
  if (!columns[0]?.values.length) return
  sqlite.run('UPDATE pengajuan_ijin SET idjenis = CASE status WHEN 0 THEN 2 ELSE 1 END WHERE idjenis IS NULL')
  sqlite.run(`UPDATE absensi SET idj = (
    SELECT MIN(p.idj) FROM pengajuan_ijin p
    WHERE p.idp = absensi.idp AND p.disetujui = 1
      AND absensi.tgl >= p.tglawal AND absensi.tgl <= p.tglakhir
      AND absensi.status = CASE p.status WHEN 0 THEN 2 ELSE 1 END
  ) WHERE status IN (1, 2) AND waktu_masuk IS NULL`)
}

/**
 * The calendar's entries and their foundation-wide dates. A schema older than the calendar (tests
 * seed files of earlier versions) gets the foundation-wide dates alone, as Libur Khusus.
 */
function writeCalendar(sqlite: Connection['sqlite'], calendar: SeededCalendar) {
  const tables = sqlite.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kalender'")
  if (!tables[0]?.values.length) {
    insertRows(
      sqlite,
      'hari_libur',
      calendar.libur.map(({ idkalender: _, ...row }) => row),
    )
    return
  }
  insertRows(
    sqlite,
    'kalender',
    calendar.entries.map(({ unit: _, ...entry }) => entry),
  )
  insertRows(sqlite, 'kalender_unit', calendar.units)
  insertRows(sqlite, 'hari_libur', calendar.libur)
}

/**
 * The units' addresses and heads, on a schema that has them: tests seed databases of older
 * versions (the export of an earlier release), whose kantor has no such columns.
 */
function writeUnitDetails(sqlite: Connection['sqlite'], offices: readonly Office[]) {
  const columns = sqlite.exec("SELECT name FROM pragma_table_info('kantor') WHERE name = 'kepala'")
  if (!columns[0]?.values.length) return
  for (const { kode, alamat, kepala } of kantorDetails(offices))
    sqlite.run('UPDATE kantor SET alamat = ?, kepala = ? WHERE kode = ?', [alamat, kepala, kode])
}

/** The demo foundation's name and address (the migrations create the keys, empty). */
function writeFoundationSettings(sqlite: Connection['sqlite']) {
  const settings = { nama_yayasan: NAMA_YAYASAN, alamat_yayasan: HEAD_OFFICE.alamat }
  for (const [kunci, nilai] of Object.entries(settings))
    sqlite.run('UPDATE pengaturan SET nilai = ? WHERE kunci = ?', [nilai, kunci])
}

/** Everything but the fixed master lists, generated in memory (attendance is generated while written). */
function buildFoundation(plan: FoundationPlan, hashes: SeedHashes) {
  const { today } = plan
  const from = addDays(today, -(plan.days - 1))
  const employees = generateEmployees({
    rng: mulberry32(hashSeed('pegawai')),
    offices: plan.offices,
    sizes: plan.sizes,
    today,
    passHash: hashes.pegawai,
    unassigned: plan.unassigned,
  })
  // Whole calendar years from the first day of history: the demo holds each year's decree entire.
  const range = { from: `${from.slice(0, 4)}-01-01`, to: addDays(today, 365) }
  const schools = plan.offices.filter((office) => !office.pusat).map((office) => office.kode)
  const calendar = seededCalendar(range.from, range.to, schools)
  const unitCalendar = buildUnitCalendar(calendar.entries, range, 'libur')
  const holidaysOf = (kode: string) => unitCalendar.holidaysOf(kode)
  const khusus = meetingDayRows(from, addDays(today, 45), unitCalendar.foundationWide)
  const leave = planLeave(
    mulberry32(hashSeed(`ijin|${today}`)),
    employees,
    { from, today, holidaysOf },
    plan.leave,
  )
  const attendance: AttendanceOptions = {
    rng: mulberry32(hashSeed(`absensi|${today}`)),
    today,
    now: plan.now === undefined ? undefined : toMinutes(plan.now),
    days: dateRange(from, today),
    holidaysOf,
    meetingDays: new Set(khusus.map((row) => row.tglkhusus)),
    areas: areaRows(plan.offices),
    fixedDays: leave.fixedDays,
    maxAjarPerDay: plan.maxAjarPerDay,
    ajarFrom: addDays(today, -(plan.ajarDays - 1)),
  }
  const active = tahunAjaranRows().find((year) => year.aktif === 1)
  if (!active?.id) throw new Error('Seed tanpa tahun ajaran aktif')
  const lessons: LessonPlan = {
    today,
    now: attendance.now,
    tahunAjaran: { id: active.id, tglawal: active.tglawal, tglakhir: active.tglakhir },
    holidaysOf,
    areas: attendance.areas,
  }
  return { employees, calendar, khusus, leave: leave.rows, attendance, lessons }
}
