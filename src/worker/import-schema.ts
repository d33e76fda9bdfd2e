import type { Migration } from 'kysely/migration'
import type { Database as SqlJsDatabase, SqlJsStatic } from 'sql.js'
import { badRequest } from '../api-handlers/errors.ts'
import { DATA_MESSAGES as M } from '../contract/messages.ts'
import { openConnection } from '../db/connection.ts'
import { LEDGER_TABLE, LEDGER_TABLE_SQL } from './request-ledger.ts'

/**
 * An imported file must hold exactly the schema objects (tables, indexes, triggers, views) that the
 * app's migrations create, with the same SQL: a trigger, view or loosened constraint hidden in a
 * backup would otherwise run inside the app (docs/security/import-check.md).
 */

/** One `sqlite_master` entry: "type name" → its table and normalised SQL. */
export type SchemaObjects = Map<string, { type: string; name: string; definition: string }>

/** SQLite's planner statistics (ANALYZE): data only, accepted and dropped after the import. */
export const PLANNER_STATS = ['sqlite_stat1', 'sqlite_stat4']

const TOKENS =
  /\s+|--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|'(?:[^']|'')*'|"(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\]|[A-Za-z_][A-Za-z0-9_$]*|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|\S/g
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_$]*$/

/** A quoted identifier ("x", `x`, [x]) as SQLite reads it: its inner text, case-insensitive. */
function unquoted(token: string): string {
  const quote = token.charAt(0)
  const inner = quote === '[' ? token.slice(1, -1) : token.slice(1, -1).replaceAll(quote + quote, quote)
  return PLAIN_NAME.test(inner) ? inner.toLowerCase() : `"${inner.toLowerCase()}"`
}

/**
 * The SQL as canonical text: comments and whitespace dropped, keywords and identifiers in
 * lower case, identifier quoting removed; string literals are kept exactly ('L' ≠ 'l').
 */
export function normaliseSql(text: string): string {
  return sqlTokens(text).join(' ')
}

/** The SQL's tokens, normalised as normaliseSql describes. */
export function sqlTokens(text: string): string[] {
  const out: string[] = []
  for (const [token] of text.matchAll(TOKENS)) {
    const first = token[0]
    if (/\s/.test(first ?? '') || token.startsWith('--') || token.startsWith('/*')) continue
    if (first === "'") out.push(token)
    else if (first === '"' || first === '`' || first === '[') out.push(unquoted(token))
    else out.push(token.toLowerCase())
  }
  return out
}

/** Every object of the database's `sqlite_master`, keyed by type and (case-insensitive) name. */
export function schemaObjects(db: SqlJsDatabase): SchemaObjects {
  const objects: SchemaObjects = new Map()
  const found = db.exec('SELECT type, name, tbl_name, sql FROM sqlite_master')[0]?.values ?? []
  for (const [type, name, table, sql] of found) {
    const definition = `on ${String(table).toLowerCase()}: ${sql === null ? '' : normaliseSql(String(sql))}`
    objects.set(`${type} ${String(name).toLowerCase()}`, {
      type: String(type),
      name: String(name),
      definition,
    })
  }
  return objects
}

/** The objects a fresh database gets from `available`, plus the request ledger (the one allowed extra). */
async function buildReference(sqlJs: SqlJsStatic, available: Record<string, Migration>) {
  const fresh = new sqlJs.Database()
  try {
    await openConnection(fresh, available)
    const app = schemaObjects(fresh)
    fresh.run(LEDGER_TABLE_SQL)
    const withLedger = schemaObjects(fresh)
    const optional = new Map([...withLedger].filter(([key]) => !app.has(key)))
    return { app, optional }
  } finally {
    fresh.close()
  }
}

type Reference = Awaited<ReturnType<typeof buildReference>>
/** Built once per migration set (and per prefix of it: a file of an older version). */
const references = new WeakMap<Record<string, Migration>, Map<string, Promise<Reference>>>()

/** The reference schema after the migrations `names` (a prefix of `available`'s). */
export function referenceSchema(
  sqlJs: SqlJsStatic,
  available: Record<string, Migration>,
  names: string[] = Object.keys(available),
): Promise<Reference> {
  const bySet = references.get(available) ?? new Map<string, Promise<Reference>>()
  references.set(available, bySet)
  const key = [...names].sort().join('\n')
  let reference = bySet.get(key)
  if (!reference) {
    const subset = Object.fromEntries(names.map((name) => [name, available[name] as Migration]))
    reference = buildReference(sqlJs, subset)
    bySet.set(key, reference)
  }
  return reference
}

const isPlannerStats = (object: { type: string; name: string }) =>
  object.type === 'table' && PLANNER_STATS.includes(object.name.toLowerCase())

/** Most dangerous first: code that runs by itself, then what reads or shapes data. */
const TYPE_ORDER = ['trigger', 'view', 'table', 'index']
const byDanger = (a: { type: string; name: string }, b: { type: string; name: string }) =>
  TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.name.localeCompare(b.name)

/**
 * Refuses the first difference between the file's objects and the reference: an unknown object,
 * then a changed definition, then a missing object (a rebuilt table names the table, not the
 * constraint index it lost).
 */
export function checkSchemaObjects(actual: SchemaObjects, reference: Reference): void {
  const expectedOf = (key: string) => reference.app.get(key) ?? reference.optional.get(key)
  const unknown = [...actual]
    .filter(([key, object]) => !expectedOf(key) && !isPlannerStats(object))
    .map(([, object]) => object)
    .sort(byDanger)[0]
  if (unknown) throw badRequest(M.unknownObject(unknown.type, unknown.name))
  const changed = [...actual]
    .filter(([key, object]) => {
      const expected = expectedOf(key)
      return expected && expected.definition !== object.definition
    })
    .map(([, object]) => object)
    .sort(byDanger)[0]
  if (changed) throw badRequest(M.changedObject(changed.type, changed.name))
  const missing = [...reference.app].filter(([key]) => !actual.has(key)).map(([, object]) => object)
  const first = missing.sort(byDanger)[0]
  if (first) throw badRequest(M.missingObject(first.type, first.name))
}

/** Objects of the file that belong to no one after the import: the other database's request ledger, planner statistics. */
export function dropTransportObjects(db: SqlJsDatabase): void {
  for (const table of [LEDGER_TABLE, ...PLANNER_STATS]) db.run(`DROP TABLE IF EXISTS ${table}`)
}
