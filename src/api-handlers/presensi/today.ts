import type { Kysely } from 'kysely'
import { PRESENSI_MESSAGES } from '../../contract/messages.ts'
import type { AreaDiizinkan, PresensiArea, PresensiRecord } from '../../contract/presensi.ts'
import type { Database, LokasiRule } from '../../db/schema.ts'
import type { Employment, ShiftDay } from '../../domain/attendance.ts'
import { lateAfterGrace } from '../../domain/attendance.ts'
import { weekday } from '../../domain/calendar.ts'
import { type DayOff, dayOffReason } from '../../domain/check-in.ts'
import { allowedAreas } from '../../domain/geo.ts'
import type { FoundationClock } from '../clock.ts'
import type { EmployeeSession } from '../context.ts'
import { gracePeriod } from '../pengaturan.ts'
import { sourcesOf } from '../record-sources.ts'
import { loadUnitCalendar } from '../unit-calendar.ts'

/**
 * Everything one employee's "today" depends on, read in the caller's transaction (issue 17): the
 * schedule's day, the Libur Khusus or Hari Rapat of the date, the areas the schedule's location
 * rules allow, and the day's record. GET presensi/hari-ini shows it; the check-in and check-out
 * calls decide on it.
 */
export interface EmployeeDay {
  tgl: string
  employment: Employment
  shift: { label: string; lokasi_masuk: LokasiRule; lokasi_pulang: LokasiRule } | null
  day: ShiftDay | undefined
  dayOff: DayOff | null
  /** The Hari Rapat's uraian, or null when the date is none. */
  rapat: string | null
  grace: number
  areas: PresensiArea[]
  headOffice: string | null
  record: DayRecord | undefined
}

export const dayRecordOf = (db: Kysely<Database>, idp: number, tgl: string) =>
  db
    .selectFrom('absensi')
    // The machines that took a half (issue 32): a few rows, looked up by their key.
    .leftJoin('mesin as mm', 'mm.idmesin', 'absensi.idmesin_masuk')
    .leftJoin('mesin as mp', 'mp.idmesin', 'absensi.idmesin_pulang')
    .select([
      'absensi.id',
      'absensi.tgl',
      'absensi.status',
      'absensi.waktu_masuk',
      'absensi.waktu_pulang',
      'absensi.keterlambatan',
      'absensi.pulangawal',
      'absensi.waktukerja',
      'absensi.lokasi',
      'absensi.device',
      'absensi.catatan',
      'absensi.kirim_masuk',
      'absensi.kirim_pulang',
      'absensi.kategori',
      'absensi.sumber_masuk',
      'absensi.sumber_pulang',
      'mm.nama as mesin_masuk',
      'mp.nama as mesin_pulang',
    ])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('absensi_foto')
            .select('absensi_id')
            .whereRef('absensi_id', '=', 'absensi.id')
            .where('jenis', '=', 'datang'),
        )
        .as('foto_datang'),
      eb
        .exists(
          eb
            .selectFrom('absensi_foto')
            .select('absensi_id')
            .whereRef('absensi_id', '=', 'absensi.id')
            .where('jenis', '=', 'pulang'),
        )
        .as('foto_pulang'),
    ])
    .where('absensi.idp', '=', idp)
    .where('absensi.tgl', '=', tgl)
    .executeTakeFirst()

export type DayRecord = NonNullable<Awaited<ReturnType<typeof dayRecordOf>>>

async function shiftOf(db: Kysely<Database>, idshift: number | null, tgl: string) {
  if (idshift === null) return { shift: null, day: undefined }
  const [shift, day] = await Promise.all([
    db
      .selectFrom('shift')
      .select(['label', 'lokasi_masuk', 'lokasi_pulang'])
      .where('idshift', '=', idshift)
      .executeTakeFirst(),
    db
      .selectFrom('shift_hari')
      .select(['waktu_masuk', 'waktu_pulang', 'libur'])
      .where('idshift', '=', idshift)
      .where('hari', '=', weekday(tgl))
      .executeTakeFirst(),
  ])
  return { shift: shift ?? null, day: day && { ...day, libur: day.libur === 1 } }
}

export async function loadEmployeeDay(
  db: Kysely<Database>,
  employee: EmployeeSession,
  clock: FoundationClock,
): Promise<EmployeeDay> {
  const tgl = clock.today
  const row = await db
    .selectFrom('pegawai')
    .select(['idshift', 'tglmasuk', 'tglkeluar', 'kode'])
    .where('idp', '=', employee.idp)
    .executeTakeFirstOrThrow()
  const [{ shift, day }, calendar, rapat, areas, headOffice, record, grace] = await Promise.all([
    shiftOf(db, row.idshift, tgl),
    loadUnitCalendar(db, { from: tgl, to: tgl }),
    db.selectFrom('hari_khusus').select('keterangan').where('tglkhusus', '=', tgl).executeTakeFirst(),
    db
      .selectFrom('area_absensi')
      .select(['idar', 'lokasi', 'lat', 'lng', 'radius', 'kode'])
      .orderBy('idar')
      .execute(),
    db.selectFrom('kantor').select('kode').where('pusat', '=', 1).executeTakeFirst(),
    dayRecordOf(db, employee.idp, tgl),
    gracePeriod(db),
  ])
  return {
    tgl,
    employment: { idshift: row.idshift, tglmasuk: row.tglmasuk, tglkeluar: row.tglkeluar },
    shift,
    day,
    // The unit's calendar: national days, cuti bersama (by the setting), foundation and unit entries.
    dayOff: dayOffReason(row, tgl, day, calendar.reasonOf(row.kode, tgl)),
    rapat: rapat ? rapat.keterangan : null,
    grace,
    areas,
    headOffice: headOffice?.kode ?? null,
    record,
  }
}

/** The areas a rule allows today for this employee (null: anywhere). */
export function allowedToday(today: EmployeeDay, rule: LokasiRule, kode: string): PresensiArea[] | null {
  const allowed = allowedAreas(rule, today.areas, kode, today.headOffice, today.rapat !== null)
  return allowed === null ? null : (allowed as PresensiArea[])
}

export function areaDiizinkan(today: EmployeeDay, rule: LokasiRule, kode: string): AreaDiizinkan {
  const allowed = allowedToday(today, rule, kode)
  return { aturan: rule, bebas: allowed === null, daftar: allowed ?? today.areas }
}

/** A record as the app shows it: lateness beyond the grace period, as every report counts it. */
export function toPresensiRecord(record: DayRecord, grace: number): PresensiRecord {
  return {
    id: record.id,
    tgl: record.tgl,
    status: record.status,
    waktu_masuk: record.waktu_masuk,
    waktu_pulang: record.waktu_pulang,
    terlambat: lateAfterGrace(record.keterlambatan, grace),
    pulangawal: record.pulangawal,
    waktukerja: record.waktukerja,
    lokasi: record.lokasi,
    device: record.device,
    foto_datang: Boolean(record.foto_datang),
    foto_pulang: Boolean(record.foto_pulang),
    // Sent late (issue 34): said only when it was.
    ...(record.kirim_masuk !== null && { kirim_masuk: record.kirim_masuk }),
    ...(record.kirim_pulang !== null && { kirim_pulang: record.kirim_pulang }),
    // A cuti or dinas leave record (issue 31): said only when it is one, so Ijin and Sakit answer as before.
    ...(record.kategori !== null && { kategori: record.kategori }),
    // A half taken by a fingerprint machine, or merged from another source (issue 32): said only then.
    ...sourcesOf(record),
  }
}

/** Why today is no working day, in the app's words ('Libur', the Libur Khusus's uraian, …). */
export function dayOffText(dayOff: DayOff): string {
  switch (dayOff.kind) {
    case 'liburKhusus':
      return dayOff.uraian
    case 'noSchedule':
      return PRESENSI_MESSAGES.noSchedule
    case 'beforeEmployment':
      return PRESENSI_MESSAGES.beforeEmployment
    case 'afterEmployment':
      return PRESENSI_MESSAGES.afterEmployment
    default:
      return PRESENSI_MESSAGES.dayOff
  }
}

/** What the big button does now (null: the day is done, recorded as Ijin/Sakit, or no working day). */
export function nextStep(today: EmployeeDay): 'datang' | 'pulang' | null {
  if (today.dayOff) return null
  if (!today.record) return 'datang'
  return today.record.status === 0 && today.record.waktu_pulang === null ? 'pulang' : null
}
