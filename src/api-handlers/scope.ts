import {
  type DeleteQueryBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
  type UpdateQueryBuilder,
} from 'kysely'
import type { Database } from '../db/schema.ts'
import type { AuthSession } from './context.ts'
import { forbidden, notFound } from './errors.ts'

/**
 * Unit scope (DESIGN.md §3): an Admin Unit (levelx 1) sees and changes only the rows of its own
 * office, `session.ids` = `kantor.kode`. Admin Yayasan (levelx 0) sees everything.
 *
 * The rule, one for every endpoint:
 * - lists and reads of a unit admin are filtered to the unit (`scopeToUnit`);
 * - another unit's existing row is answered as if it did not exist: 404 (`assertInUnit`), so ids
 *   of other units cannot even be probed;
 * - input that names another unit (a `kode` in a body or query) is refused with 403 (`assertOwnUnit`).
 */

/** The office a session is limited to, or null for "every unit". A level 1 without an office matches nothing. */
export function unitOf(session: Pick<AuthSession, 'levelx' | 'ids'> | null): string | null {
  if (!session || session.levelx === 0) return null
  return session.ids ?? NO_UNIT
}

/** No `kantor.kode` is empty (the contract requires one), so this matches no row. */
const NO_UNIT = ''

type TablesOf<QB> =
  QB extends SelectQueryBuilder<Database, infer TB, infer _O>
    ? TB
    : QB extends UpdateQueryBuilder<Database, infer _UT, infer TB, infer _O>
      ? TB
      : QB extends DeleteQueryBuilder<Database, infer TB, infer _O>
        ? TB
        : never

/**
 * The columns a query can be scoped by: `<table>.kode` of a table that has one (direct), or
 * `<table>.idp` of a table that belongs to an employee (through `pegawai.kode`, as a sub-query, so
 * it works in UPDATE and DELETE too, where SQLite has no joins).
 */
export type UnitColumn<QB> = {
  [T in TablesOf<QB> & keyof Database]: 'kode' extends keyof Database[T]
    ? `${T}.kode`
    : 'idp' extends keyof Database[T]
      ? `${T}.idp`
      : never
}[TablesOf<QB> & keyof Database]

/**
 * Restricts a select, update or delete to the session's unit; level 0 queries pass unchanged.
 *
 *   scopeToUnit(db.selectFrom('pegawai').selectAll(), session, 'pegawai.kode')
 *   scopeToUnit(db.deleteFrom('absensi').where('id', '=', id), session, 'absensi.idp')
 */
export function scopeToUnit<QB extends { where(condition: RawBuilder<SqlBool>): unknown }>(
  query: QB,
  session: Pick<AuthSession, 'levelx' | 'ids'> | null,
  column: UnitColumn<QB>,
): QB {
  const unit = unitOf(session)
  return unit === null ? query : inUnit(query, column, unit)
}

/**
 * A list or report narrowed to the unit the caller chose (the `kode` query parameter, issue 20),
 * inside the caller's scope: no choice means the whole scope, and a unit admin naming another unit
 * is refused with 403 (`assertOwnUnit`), like any other input naming it.
 */
export function narrowToUnit<QB extends { where(condition: RawBuilder<SqlBool>): unknown }>(
  query: QB,
  session: Pick<AuthSession, 'levelx' | 'ids'> | null,
  column: UnitColumn<QB>,
  chosen: string | undefined,
): QB {
  const unit = chosenUnit(session, chosen)
  return unit === null ? query : inUnit(query, column, unit)
}

/**
 * `narrowToUnit` for the raw-SQL reports (src/db/reports.ts takes a `UnitScope`): the chosen unit
 * inside the caller's scope, the whole scope when none is chosen, 403 for a unit admin naming another.
 */
export function chosenUnit(
  session: Pick<AuthSession, 'levelx' | 'ids'> | null,
  chosen: string | undefined,
): string | null {
  if (chosen === undefined) return unitOf(session)
  assertOwnUnit(session, chosen)
  return chosen
}

function inUnit<QB extends { where(condition: RawBuilder<SqlBool>): unknown }>(
  query: QB,
  column: string,
  unit: string,
): QB {
  const ref = sql.ref(column)
  const condition = column.endsWith('.kode')
    ? sql<SqlBool>`${ref} = ${unit}`
    : sql<SqlBool>`${ref} in (select idp from pegawai where kode = ${unit})`
  // Every builder's where() returns a builder of its own type and tables.
  return query.where(condition) as QB
}

/**
 * The single-row guard: returns the row when it exists and belongs to the caller's unit; a missing
 * row and another unit's row both answer 404 with the same message.
 */
export function assertInUnit<Row extends { kode: string }>(
  session: Pick<AuthSession, 'levelx' | 'ids'> | null,
  row: Row | undefined,
  pesan?: string,
): Row {
  const unit = unitOf(session)
  if (!row || (unit !== null && row.kode !== unit)) throw notFound(pesan)
  return row
}

/** Input naming another unit (e.g. a new employee's `kode`) is refused with 403 for a unit admin. */
export function assertOwnUnit(session: Pick<AuthSession, 'levelx' | 'ids'> | null, kode: string): void {
  const unit = unitOf(session)
  if (unit !== null && kode !== unit) throw forbidden('Anda hanya dapat mengelola data unit Anda sendiri.')
}
