import type { Kysely } from 'kysely'
import { JAM_AJAR_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { NAMA_HARI } from '../domain/calendar.ts'
import { badRequest, conflict } from './errors.ts'
import type { TimetableScope } from './timetable-scope.ts'

/**
 * The clash rules of the timetable (docs/jam-mengajar.md "Clashes"), one function for every write
 * that places cells (a cell added or changed, an import, a copy, a new bell schedule).
 */

/** A cell as it will be after the write; `baris` is the sheet row of an imported cell. */
export interface PlannedCell {
  hari: number
  jamke: number
  idkelas: number
  kelas: string
  mapel: string
  idp: number
  guru: string
  baris?: number
}

/** A period of the unit's bell schedule (a break: jamke null). */
export interface Period {
  hari: number
  jamke: number | null
  mulai: string
  selesai: string
}

export const namaHari = (hari: number) => NAMA_HARI[hari] ?? String(hari)

/** An imported row's refusal names its sheet row. */
const inRow = (cell: PlannedCell, pesan: string) =>
  cell.baris === undefined ? pesan : M.importRowInvalid(cell.baris, pesan)

/**
 * Refuses the unit's planned cells (all of the semester, those already there first, so a message
 * names the cell that was there) when a cell has no period in the bell schedule (400), a class has
 * two subjects in one period, or a teacher is in two places at once: twice in a period of this
 * unit, or in another unit of the same year and semester at a time that overlaps (409).
 */
export async function assertNoClash(
  db: Kysely<Database>,
  scope: TimetableScope,
  planned: readonly PlannedCell[],
  periods: readonly Period[],
): Promise<void> {
  const times = new Map(periods.filter((p) => p.jamke !== null).map((p) => [`${p.hari}/${p.jamke}`, p]))
  const byClass = new Map<string, PlannedCell>()
  const byTeacher = new Map<string, PlannedCell>()
  for (const cell of planned) {
    const hari = namaHari(cell.hari)
    if (!times.has(`${cell.hari}/${cell.jamke}`))
      throw badRequest(inRow(cell, M.noSuchPeriod(hari, cell.jamke)))
    const classKey = `${cell.idkelas}/${cell.hari}/${cell.jamke}`
    const sameClass = byClass.get(classKey)
    if (sameClass) throw conflict(inRow(cell, M.kelasBentrok(cell.kelas, sameClass.mapel, hari, cell.jamke)))
    byClass.set(classKey, cell)
    const teacherKey = `${cell.idp}/${cell.hari}/${cell.jamke}`
    const sameTeacher = byTeacher.get(teacherKey)
    if (sameTeacher)
      throw conflict(inRow(cell, M.guruBentrok(cell.guru, sameTeacher.kelas, hari, `jam ke-${cell.jamke}`)))
    byTeacher.set(teacherKey, cell)
  }
  await assertNoClashElsewhere(db, scope, planned, times)
}

/** The teachers' cells in the other units of the same year and semester, with their times. */
async function cellsElsewhere(db: Kysely<Database>, scope: TimetableScope, teachers: readonly number[]) {
  if (teachers.length === 0) return []
  return db
    .selectFrom('jadwal_ajar as j')
    .innerJoin('jam_pelajaran as p', (join) =>
      join
        .onRef('p.kode', '=', 'j.kode')
        .onRef('p.idta', '=', 'j.idta')
        .onRef('p.semester', '=', 'j.semester')
        .onRef('p.hari', '=', 'j.hari')
        .onRef('p.jamke', '=', 'j.jamke'),
    )
    .innerJoin('kelas as k', 'k.idkelas', 'j.idkelas')
    .innerJoin('kantor as c', 'c.kode', 'j.kode')
    .select(['j.idp', 'j.hari', 'p.mulai', 'p.selesai', 'k.nama as kelas', 'c.cabang'])
    .where('j.idta', '=', scope.idta)
    .where('j.semester', '=', scope.semester)
    .where('j.kode', '!=', scope.kode)
    .where('j.idp', 'in', teachers)
    .execute()
}

async function assertNoClashElsewhere(
  db: Kysely<Database>,
  scope: TimetableScope,
  planned: readonly PlannedCell[],
  times: ReadonlyMap<string, Period>,
) {
  const elsewhere = await cellsElsewhere(db, scope, [...new Set(planned.map((cell) => cell.idp))])
  if (elsewhere.length === 0) return
  for (const cell of planned) {
    const time = times.get(`${cell.hari}/${cell.jamke}`)
    if (!time) continue
    // Two periods overlap when each starts before the other ends.
    const other = elsewhere.find(
      (o) => o.idp === cell.idp && o.hari === cell.hari && o.mulai < time.selesai && time.mulai < o.selesai,
    )
    if (other)
      throw conflict(
        inRow(
          cell,
          M.guruBentrok(
            cell.guru,
            `${other.kelas} ${other.cabang}`,
            namaHari(cell.hari),
            `${other.mulai}–${other.selesai}`,
          ),
        ),
      )
  }
}
