import type { Kysely } from 'kysely'
import { JAM_AJAR_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { badRequest, notFound } from './errors.ts'
import type { PlannedCell } from './timetable-clash.ts'
import type { TimetableScope } from './timetable-scope.ts'

/** Reads of one unit's timetable of a semester, shared by the timetable's handlers. */

export async function readPeriods(db: Kysely<Database>, scope: TimetableScope) {
  return db
    .selectFrom('jam_pelajaran')
    .select(['idjam', 'hari', 'jamke', 'mulai', 'selesai', 'keterangan'])
    .where('kode', '=', scope.kode)
    .where('idta', '=', scope.idta)
    .where('semester', '=', scope.semester)
    .orderBy('hari')
    .orderBy('mulai')
    .execute()
}

/** The cells as the grid shows them, in day, period and class order. */
export async function readCells(db: Kysely<Database>, scope: TimetableScope) {
  return db
    .selectFrom('jadwal_ajar as j')
    .innerJoin('kelas as k', 'k.idkelas', 'j.idkelas')
    .innerJoin('pegawai as g', 'g.idp', 'j.idp')
    .select(['j.idjadwal', 'j.hari', 'j.jamke', 'j.idkelas', 'k.nama as kelas', 'j.mapel', 'j.idp', 'g.nama'])
    .where('j.kode', '=', scope.kode)
    .where('j.idta', '=', scope.idta)
    .where('j.semester', '=', scope.semester)
    .orderBy('j.hari')
    .orderBy('j.jamke')
    .orderBy('k.urut')
    .orderBy('k.nama')
    .execute()
}

export type Cell = Awaited<ReturnType<typeof readCells>>[number]

export const plannedOf = (cell: Cell): PlannedCell & { idjadwal: number } => ({ ...cell, guru: cell.nama })

export async function readClasses(db: Kysely<Database>, kode: string, idta: number) {
  return db
    .selectFrom('kelas')
    .select(['idkelas', 'nama', 'urut'])
    .where('kode', '=', kode)
    .where('idta', '=', idta)
    .orderBy('urut')
    .orderBy('nama')
    .execute()
}

/** A class of the scope's unit and year (404 otherwise). */
export async function findClassOf(db: Kysely<Database>, scope: TimetableScope, idkelas: number) {
  const kelas = await db
    .selectFrom('kelas')
    .select(['idkelas', 'nama'])
    .where('idkelas', '=', idkelas)
    .where('kode', '=', scope.kode)
    .where('idta', '=', scope.idta)
    .executeTakeFirst()
  if (!kelas) throw notFound(M.kelasNotFound)
  return kelas
}

/** The unit's teachers, by name. */
export async function readTeachers(db: Kysely<Database>, kode: string) {
  return db
    .selectFrom('pegawai')
    .select(['idp', 'nip', 'nama'])
    .where('kode', '=', kode)
    .where('tipe', '=', 'ajar')
    .orderBy('nama')
    .execute()
}

/** A teacher: an employee of type 'ajar' (any unit: a teacher may teach at several schools). */
export async function findTeacher(db: Kysely<Database>, idp: number) {
  const pegawai = await db
    .selectFrom('pegawai')
    .select(['idp', 'nama', 'tipe'])
    .where('idp', '=', idp)
    .executeTakeFirst()
  if (!pegawai) throw notFound('Pegawai tidak ditemukan!')
  if (pegawai.tipe !== 'ajar') throw badRequest(M.guruNotTeacher(pegawai.nama))
  return pegawai
}
