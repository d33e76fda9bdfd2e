import type { Insertable, Selectable } from 'kysely'
import type { Database as SqlJsDatabase, SqlValue } from 'sql.js'

/**
 * The database's shape as the migrations leave it, read back from SQLite itself, so it can be
 * compared with the committed snapshot (src/db/schema-snapshot.ts) and, at type level, with the
 * Kysely `Database` interface (docs/schema-guard.md).
 */

/** Not the app's data: Kysely's migration bookkeeping and the request ledger (src/worker/request-ledger.ts). */
export const NOT_APP_TABLES = ['kysely_migration', 'kysely_migration_lock', '_jawaban_permintaan']

export interface ColumnShape {
  /** Position in the table (SELECT * and exports follow it). */
  cid: number
  /** The declared type, upper case ('' when none). */
  type: string
  notNull: boolean
  /** Whether NULL can be stored: not NOT NULL, and not a primary key SQLite itself keeps non-null. */
  nullable: boolean
  /** The default as SQL text, or null. */
  default: string | null
  /** 1-based position in the primary key, 0 when not part of it. */
  pk: number
  /** PostgreSQL only: the column's collation ('C' for text, null otherwise). */
  collation?: string | null
}

export interface TableShape {
  withoutRowid: boolean
  columns: Record<string, ColumnShape>
}

export interface IndexShape {
  table: string
  /** Indexed column names in order (null for an expression). */
  columns: (string | null)[]
  unique: boolean
  /** 'c' CREATE INDEX, 'u' UNIQUE constraint, 'pk' PRIMARY KEY. */
  origin: string
  partial: boolean
  /** PostgreSQL only: the index as pg_get_indexdef writes it (expressions, WHERE), schema left out. */
  definition?: string
}

/** PostgreSQL only: a CHECK or FOREIGN KEY constraint as pg_get_constraintdef writes it. */
export interface ConstraintShape {
  table: string
  definition: string
}

export interface SchemaShape {
  tables: Record<string, TableShape>
  indexes: Record<string, IndexShape>
  /** PostgreSQL only (SQLite keeps them in the table's text, compared by src/worker/import-schema.ts). */
  constraints?: Record<string, ConstraintShape>
}

type Row = Record<string, SqlValue>

function rows(db: SqlJsDatabase, query: string, params: SqlValue[] = []): Row[] {
  const [result] = db.exec(query, params)
  if (!result) return []
  return result.values.map((values) =>
    Object.fromEntries(result.columns.map((c, i) => [c, values[i] ?? null])),
  )
}

/**
 * A rowid table's lone INTEGER PRIMARY KEY is the rowid (NULL becomes a new id); a WITHOUT ROWID
 * table refuses NULL in its key. Any other PRIMARY KEY column of a rowid table accepts NULL
 * (a long-standing SQLite quirk), so it needs an explicit NOT NULL.
 */
function keptNonNull(column: Row, table: { withoutRowid: boolean; pkColumns: number }): boolean {
  if (Number(column.pk) === 0) return false
  if (table.withoutRowid) return true
  return table.pkColumns === 1 && String(column.type).toUpperCase() === 'INTEGER'
}

function readTable(db: SqlJsDatabase, name: string, withoutRowid: boolean): TableShape {
  const found = rows(db, 'SELECT cid, name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)', [
    name,
  ])
  const pkColumns = found.filter((column) => Number(column.pk) > 0).length
  const columns: Record<string, ColumnShape> = {}
  for (const column of found) {
    const notNull = Number(column.notnull) === 1
    columns[String(column.name)] = {
      cid: Number(column.cid),
      type: String(column.type).toUpperCase(),
      notNull,
      nullable: !notNull && !keptNonNull(column, { withoutRowid, pkColumns }),
      default: column.dflt_value === null ? null : String(column.dflt_value),
      pk: Number(column.pk),
    }
  }
  return { withoutRowid, columns }
}

function readIndexes(db: SqlJsDatabase, table: string): Record<string, IndexShape> {
  const indexes: Record<string, IndexShape> = {}
  for (const index of rows(db, 'SELECT name, "unique", origin, partial FROM pragma_index_list(?)', [table])) {
    const name = String(index.name)
    const columns = rows(db, 'SELECT name FROM pragma_index_info(?) ORDER BY seqno', [name]).map((c) =>
      c.name === null ? null : String(c.name),
    )
    indexes[name] = {
      table,
      columns,
      unique: Number(index.unique) === 1,
      origin: String(index.origin),
      partial: Number(index.partial) === 1,
    }
  }
  return indexes
}

/** Every app table (columns) and index of the database, in name order. */
export function readSchemaShape(db: SqlJsDatabase): SchemaShape {
  const tables = rows(db, "SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type = 'table'")
    .map((table) => ({ name: String(table.name), withoutRowid: Number(table.wr) === 1 }))
    .filter(({ name }) => !name.startsWith('sqlite_') && !NOT_APP_TABLES.includes(name))
    .sort((a, b) => a.name.localeCompare(b.name))
  const shape: SchemaShape = { tables: {}, indexes: {} }
  for (const { name, withoutRowid } of tables) {
    shape.tables[name] = readTable(db, name, withoutRowid)
    Object.assign(shape.indexes, readIndexes(db, name))
  }
  shape.indexes = Object.fromEntries(Object.entries(shape.indexes).sort(([a], [b]) => a.localeCompare(b)))
  return shape
}

/** Each difference between two shapes as one readable line (none when equal), for the test's message. */
export function diffSchemaShapes(actual: SchemaShape, expected: SchemaShape): string[] {
  const lines: string[] = []
  const compare = (label: string, a: Record<string, unknown>, e: Record<string, unknown>) => {
    for (const name of new Set([...Object.keys(e), ...Object.keys(a)])) {
      const [was, is] = [JSON.stringify(e[name]), JSON.stringify(a[name])]
      if (!(name in a)) lines.push(`${label}${name}: in the snapshot, not in the migrated database`)
      else if (!(name in e)) lines.push(`${label}${name}: in the migrated database, not in the snapshot`)
      else if (was !== is) lines.push(`${label}${name}: snapshot ${was}, migrated ${is}`)
    }
  }
  const tables = new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])
  for (const table of tables) {
    const [a, e] = [actual.tables[table], expected.tables[table]]
    if (!a) lines.push(`table ${table}: in the snapshot, not in the migrated database`)
    else if (!e) lines.push(`table ${table}: in the migrated database, not in the snapshot`)
    else {
      if (a.withoutRowid !== e.withoutRowid) lines.push(`table ${table}: WITHOUT ROWID is ${a.withoutRowid}`)
      compare(`column ${table}.`, a.columns, e.columns)
    }
  }
  compare('index ', actual.indexes, expected.indexes)
  compare('constraint ', actual.constraints ?? {}, expected.constraints ?? {})
  return lines
}

/* ----- Type level: the snapshot against the Kysely `Database` interface ----- */

/**
 * The TypeScript type a column of this declared type and nullability must have: SQLite's declared
 * types and PostgreSQL's (as schema-shape-postgres.ts reads them, upper case).
 */
type TsTypeOf<C extends { type: string; nullable: boolean }> =
  | (C['type'] extends 'INTEGER' | 'REAL' | 'DOUBLE PRECISION'
      ? number
      : C['type'] extends 'TEXT'
        ? string
        : C['type'] extends 'BLOB' | 'BYTEA'
          ? Uint8Array
          : never)
  | (C['nullable'] extends true ? null : never)

/**
 * Why a Kysely column type does not fit its SQL column, or never: the selected type must be a
 * subtype of the SQL's (literal unions like 0 | 1 are fine) and hold null exactly when SQL can.
 */
type ColumnDrift<Name extends string, Ts, C extends { type: string; nullable: boolean }> = [Ts] extends [
  TsTypeOf<C>,
]
  ? [null extends Ts ? true : false] extends [C['nullable']]
    ? never
    : `${Name}: null ${C['nullable'] extends true ? 'allowed in SQL, missing' : 'not allowed in SQL, present'} in Database`
  : `${Name}: Database's type is not ${C['type']}${C['nullable'] extends true ? ' | NULL' : ''}`

/**
 * Whether the database fills the column when an insert leaves it out: a default (a PostgreSQL
 * identity column's is 'GENERATED BY DEFAULT AS IDENTITY'), NULL, or SQLite's rowid.
 */
type FilledBySqlite<C, WithoutRowid> = C extends { default: string }
  ? true
  : C extends { nullable: true }
    ? true
    : C extends { notNull: false }
      ? WithoutRowid extends true
        ? false
        : true
      : false

/** An insert Kysely lets leave out (Generated<>, optional) must be one SQLite can fill. */
type InsertDrift<Name extends string, Ins, K extends keyof Ins, C, WithoutRowid> =
  object extends Pick<Ins, K>
    ? FilledBySqlite<C, WithoutRowid> extends true
      ? never
      : `${Name}: optional on insert in Database, but SQL needs a value`
    : never

type TableDrift<T extends string, Row, Ins, Table extends { withoutRowid: boolean; columns: object }> =
  | `${T}.${Exclude<keyof Table['columns'], keyof Row> & string}: column in the migrations, not in Database`
  | `${T}.${Exclude<keyof Row, keyof Table['columns']> & string}: column in Database, not in the migrations`
  | {
      [K in keyof Row & keyof Ins & keyof Table['columns'] & string]: Table['columns'][K] extends {
        type: string
        nullable: boolean
      }
        ?
            | ColumnDrift<`${T}.${K}`, Row[K], Table['columns'][K]>
            | InsertDrift<`${T}.${K}`, Ins, K, Table['columns'][K], Table['withoutRowid']>
        : never
    }[keyof Row & keyof Ins & keyof Table['columns'] & string]

/**
 * Every difference between a Kysely database interface and a schema snapshot, as string literal
 * types (never when they agree). `AssertNoDrift<SchemaDrift<Database, typeof schemaSnapshot>>`
 * then fails to compile and names the difference.
 */
export type SchemaDrift<
  DB,
  S extends { tables: Record<string, { withoutRowid: boolean; columns: object }> },
> =
  | `${Exclude<keyof S['tables'], keyof DB> & string}: table in the migrations, not in Database`
  | `${Exclude<keyof DB, keyof S['tables']> & string}: table in Database, not in the migrations`
  | {
      [T in keyof DB & keyof S['tables'] & string]: TableDrift<
        T,
        Selectable<DB[T]>,
        Insertable<DB[T]>,
        S['tables'][T]
      >
    }[keyof DB & keyof S['tables'] & string]

/** Compiles only when `Drift` is never. */
export type AssertNoDrift<Drift extends never> = Drift
