import { type RawBuilder, type SqlBool, sql } from 'kysely'

/** A LIKE pattern matching `text` anywhere, its own %, _ and \ taken literally (ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * `column` contains `text`, case-insensitively on every engine: lower() on both sides, since
 * PostgreSQL's LIKE is case-sensitive while SQLite's folds ASCII (as lower() does on both, the
 * PostgreSQL columns being COLLATE "C").
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) LIKE lower(${containsPattern(text)}) ESCAPE '\\'`
}

/**
 * `column` equals `text` ignoring ASCII case: the lookup of a `UNIQUE COLLATE NOCASE` column
 * (user names, positions, education levels). SQLite compares such a column case-insensitively by
 * itself; PostgreSQL's stand-in is a unique index on lower(column), which this matches.
 */
export function equalsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = lower(${text})`
}
