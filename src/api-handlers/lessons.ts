import type { Kysely } from 'kysely'
import type { JurnalRow } from '../contract/jam-mengajar.ts'
import type { Database } from '../db/schema.ts'
import { type LeaveDay, lessonsOf } from '../domain/lessons.ts'
import { loadUnitCalendar } from './unit-calendar.ts'

/**
 * The lessons of a unit, or of one teacher across units, over a date range, with what became of
 * them (src/domain/lessons.ts; docs/jam-mengajar.md): the Jurnal Mengajar, the Mengajar screen
 * and the Rekap Jam Mengajar read this one function. One query per table, joined in memory, so a
 * month of a whole school stays a handful of queries.
 */
export interface LessonScope {
  /** A unit's timetable… */
  kode?: string
  /** …or one teacher's cells in every unit… */
  idp?: number
  /** …or one cell. */
  idjadwal?: number
  from: string
  to: string
}

/** The cells of the scope with their period's times, in class order (the bell schedule's period). */
function cellsOf(db: Kysely<Database>, scope: LessonScope) {
  let query = db
    .selectFrom('jadwal_ajar as j')
    .innerJoin('kelas as k', 'k.idkelas', 'j.idkelas')
    .innerJoin('pegawai as p', 'p.idp', 'j.idp')
    .innerJoin('jam_pelajaran as b', (join) =>
      join
        .onRef('b.kode', '=', 'j.kode')
        .onRef('b.idta', '=', 'j.idta')
        .onRef('b.semester', '=', 'j.semester')
        .onRef('b.hari', '=', 'j.hari')
        .onRef('b.jamke', '=', 'j.jamke'),
    )
    .select([
      'j.idjadwal',
      'j.kode',
      'j.idta',
      'j.semester',
      'j.hari',
      'j.jamke',
      'b.mulai',
      'b.selesai',
      'j.idkelas',
      'k.nama as kelas',
      'j.mapel',
      'j.idp',
      'p.nama',
    ])
    .orderBy('k.urut')
    .orderBy('k.nama')
    .orderBy('j.idjadwal')
  if (scope.kode !== undefined) query = query.where('j.kode', '=', scope.kode)
  if (scope.idp !== undefined) query = query.where('j.idp', '=', scope.idp)
  if (scope.idjadwal !== undefined) query = query.where('j.idjadwal', '=', scope.idjadwal)
  return query.execute()
}

/** The academic years the range touches. */
const yearsOf = (db: Kysely<Database>, scope: LessonScope) =>
  db
    .selectFrom('tahunajaran')
    .select(['id', 'tglawal', 'tglakhir'])
    .where('tglawal', '<=', scope.to)
    .where('tglakhir', '>=', scope.from)
    .execute()

/** The records of the scope's cells in the range, with the name of who taught. */
function recordsOf(db: Kysely<Database>, scope: LessonScope) {
  let cells = db.selectFrom('jadwal_ajar').select('idjadwal')
  if (scope.kode !== undefined) cells = cells.where('kode', '=', scope.kode)
  if (scope.idp !== undefined) cells = cells.where('idp', '=', scope.idp)
  if (scope.idjadwal !== undefined) cells = cells.where('idjadwal', '=', scope.idjadwal)
  return db
    .selectFrom('absensi_ajar as a')
    .innerJoin('pegawai as p', 'p.idp', 'a.idp')
    .select([
      'a.id',
      'a.idjadwal',
      'a.tgl',
      'a.status',
      'a.idp',
      'p.nama',
      'a.materi',
      'a.alasan',
      'a.dicatat',
      'a.waktu_catat',
    ])
    .where('a.tgl', '>=', scope.from)
    .where('a.tgl', '<=', scope.to)
    .where('a.idjadwal', 'in', cells)
    .execute()
}

/** The leave records (Ijin, Sakit, Cuti, Dinas) of the scope's teachers in the range. */
export async function leavesOf(db: Kysely<Database>, scope: LessonScope): Promise<LeaveDay[]> {
  let teachers = db.selectFrom('jadwal_ajar').select('idp')
  if (scope.kode !== undefined) teachers = teachers.where('kode', '=', scope.kode)
  if (scope.idp !== undefined) teachers = teachers.where('idp', '=', scope.idp)
  if (scope.idjadwal !== undefined) teachers = teachers.where('idjadwal', '=', scope.idjadwal)
  const rows = await db
    .selectFrom('absensi')
    .select(['idp', 'tgl', 'status', 'kategori'])
    .where('status', 'in', [1, 2])
    .where('tgl', '>=', scope.from)
    .where('tgl', '<=', scope.to)
    .where('idp', 'in', teachers)
    .execute()
  return rows.map((row) => ({ ...row, status: row.status === 2 ? 2 : 1 }))
}

export async function loadLessons(db: Kysely<Database>, scope: LessonScope): Promise<JurnalRow[]> {
  const range = { from: scope.from, to: scope.to }
  const [cells, years, records, leaves, calendar] = await Promise.all([
    cellsOf(db, scope),
    yearsOf(db, scope),
    recordsOf(db, scope),
    leavesOf(db, scope),
    loadUnitCalendar(db, range),
  ])
  return lessonsOf({
    range,
    cells,
    years,
    dayOff: calendar.reasonOf,
    records: records.flatMap((record) =>
      record.idjadwal === null ? [] : [{ ...record, idjadwal: record.idjadwal }],
    ),
    leaves,
  })
}
