import type { Kysely } from 'kysely'
import { JAM_AJAR_MESSAGES as M } from '../contract/messages.ts'
import type { Database, Semester } from '../db/schema.ts'
import { semesterOf } from '../domain/semester.ts'
import type { FoundationClock } from './clock.ts'
import type { AuthSession } from './context.ts'
import { badRequest } from './errors.ts'
import { assertOwnUnit, unitOf } from './scope.ts'

/** Which timetable a call is about: a unit, an academic year, a semester. */
export interface TimetableScope {
  kode: string
  idta: number
  semester: Semester
}

export interface TimetableQuery {
  kode?: string | undefined
  idta?: number | undefined
  semester?: Semester | undefined
}

const YEAR_NOT_FOUND = 'Tahun ajaran tidak ditemukan!'

/**
 * Resolves a query's `{kode, idta, semester}` (docs/jam-mengajar.md): a unit admin's unit when
 * none is named (another unit: 403), the active academic year when no `idta`, and the semester of
 * the foundation's today within that year when no `semester`.
 */
export async function resolveTimetableScope(
  context: {
    db: Kysely<Database>
    session: Pick<AuthSession, 'levelx' | 'ids'> | null
    clock: FoundationClock
  },
  query: TimetableQuery,
): Promise<TimetableScope> {
  const { db, session, clock } = context
  const kode = query.kode ?? unitOf(session)
  if (!kode) throw badRequest(M.kodeRequired)
  assertOwnUnit(session, kode)
  const year = await findYear(db, query.idta)
  return { kode, idta: year.id, semester: query.semester ?? semesterOf(clock.today, year) }
}

/** The named academic year, or the active one when none is named. */
export async function findYear(db: Kysely<Database>, idta: number | undefined) {
  let select = db.selectFrom('tahunajaran').select(['id', 'nama', 'tglawal', 'tglakhir'])
  select = idta === undefined ? select.where('aktif', '=', 1) : select.where('id', '=', idta)
  const year = await select.executeTakeFirst()
  if (!year) throw badRequest(idta === undefined ? M.idtaRequired : YEAR_NOT_FOUND)
  return year
}

/**
 * A write's `{kode, idta, semester}` from its body: the unit must be the caller's (403); an unknown
 * unit or year is refused input (400).
 */
export async function writableScope(
  context: { db: Kysely<Database>; session: Pick<AuthSession, 'levelx' | 'ids'> | null },
  scope: TimetableScope,
): Promise<TimetableScope> {
  const { db, session } = context
  assertOwnUnit(session, scope.kode)
  const unit = await db.selectFrom('kantor').select('kode').where('kode', '=', scope.kode).executeTakeFirst()
  if (!unit) throw badRequest('Unit tidak ditemukan!')
  await findYear(db, scope.idta)
  return { kode: scope.kode, idta: scope.idta, semester: scope.semester }
}

/** The audit trail's key of one unit's timetable of a semester ('SMP01/3/1'). */
export const scopeKey = (scope: TimetableScope) => `${scope.kode}/${scope.idta}/${scope.semester}`
