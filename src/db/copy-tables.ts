import { type Kysely, sql } from 'kysely'
import { engineOf } from './dialect.ts'
import type { Database } from './schema.ts'

/**
 * Copies a foundation's data from one database to another, on any engines (sql.js, node:sqlite,
 * PostgreSQL): how PostgreSQL gets the demo data (seeded in sql.js) and how a browser export moves
 * onto a server and back. Both databases must be at the same schema version (the same migrations).
 */

/** Every app table, parents before children (the order inserts keep foreign keys satisfied). */
export const TABLES_IN_FOREIGN_KEY_ORDER = [
  'kantor',
  'jabatan',
  'pendidikan',
  'shift',
  'shift_hari',
  'pegawai',
  'area_absensi',
  'mesin',
  'absensi',
  'absensi_foto',
  'tahunajaran',
  'jam_pelajaran',
  'kelas',
  'jadwal_ajar',
  'absensi_ajar',
  'kalender',
  'kalender_unit',
  'hari_libur',
  'hari_khusus',
  'jenis_cuti',
  'pengajuan_ijin',
  'surat_ijin',
  'cuti_mutasi',
  'pengguna',
  'sesi',
  'sesi_pegawai',
  'login_gagal',
  'pengaturan',
  'jejak_perubahan',
  'scan_log',
  'mesin_tak_dikenal',
] as const satisfies readonly (keyof Database)[]

// Compile-time: the list names every table of `Database` (a new table must be placed in it).
type Missing = Exclude<keyof Database, (typeof TABLES_IN_FOREIGN_KEY_ORDER)[number]>
const everyTableListed: [Missing] extends [never] ? true : Missing = true
void everyTableListed

export type AppTable = (typeof TABLES_IN_FOREIGN_KEY_ORDER)[number]

/** Each table's primary key, in key order: rows are read in that order, a page at a time. */
export const PRIMARY_KEYS: { [T in AppTable]: readonly (keyof Database[T] & string)[] } = {
  kantor: ['kode'],
  jabatan: ['id'],
  pendidikan: ['id'],
  shift: ['idshift'],
  shift_hari: ['idshift', 'hari'],
  pegawai: ['idp'],
  area_absensi: ['idar'],
  absensi: ['id'],
  absensi_foto: ['absensi_id', 'jenis'],
  absensi_ajar: ['id'],
  jam_pelajaran: ['idjam'],
  kelas: ['idkelas'],
  jadwal_ajar: ['idjadwal'],
  kalender: ['idkalender'],
  kalender_unit: ['idkalender', 'kode'],
  hari_libur: ['idx'],
  hari_khusus: ['idx'],
  jenis_cuti: ['idjenis'],
  pengajuan_ijin: ['idj'],
  surat_ijin: ['idj'],
  cuti_mutasi: ['idmutasi'],
  pengguna: ['iduser'],
  sesi: ['token_hash'],
  sesi_pegawai: ['token_hash'],
  login_gagal: ['usernama'],
  tahunajaran: ['id'],
  pengaturan: ['kunci'],
  jejak_perubahan: ['id'],
  mesin: ['idmesin'],
  scan_log: ['id'],
  mesin_tak_dikenal: ['sn'],
}

/** Bound parameters per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000
/** Rows read per page: bounds the memory a copy of the 100 MiB database holds at once. */
const PAGE_ROWS = 5_000

type Row = Record<string, unknown>

/**
 * Reads one table a page at a time, in primary-key order, each page after the last key of the one
 * before (no OFFSET: every page costs the same).
 */
async function* pagesOf(from: Kysely<Database>, table: AppTable): AsyncGenerator<Row[]> {
  const key = PRIMARY_KEYS[table]
  const keyList = sql.join(key.map((column) => sql.ref(column)))
  let after: unknown[] | null = null
  for (;;) {
    const last = after
    const past = last ? sql`WHERE (${keyList}) > (${sql.join(last)})` : sql``
    const { rows } = await sql<Row>`
      SELECT * FROM ${sql.table(table)} ${past} ORDER BY ${keyList} LIMIT ${PAGE_ROWS}`.execute(from)
    if (rows.length) yield rows
    if (rows.length < PAGE_ROWS) return
    const final = rows[rows.length - 1] as Row
    after = key.map((column) => final[column])
  }
}

/** BLOBs come back as Buffer from pg and Uint8Array from SQLite; both engines take a Uint8Array. */
const plain = (row: Row): Row => {
  const copy: Row = {}
  for (const [column, value] of Object.entries(row))
    copy[column] = value instanceof Uint8Array ? new Uint8Array(value) : value
  return copy
}

/** Multi-row INSERTs of at most MAX_PARAMETERS values each. */
async function insertRows(to: Kysely<Database>, table: AppTable, page: Row[]): Promise<void> {
  const columns = Object.keys(page[0] ?? {}).length || 1
  const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / columns))
  for (let start = 0; start < page.length; start += perInsert) {
    // Rows of any table, as read from the same schema: Kysely cannot type a table chosen at run time.
    const chunk = page.slice(start, start + perInsert).map(plain) as never[]
    await to.insertInto(table).values(chunk).execute()
  }
}

/** bytea as PostgreSQL's hex text, the form json_populate_recordset reads. */
function asJsonValue(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key]
  return raw instanceof Uint8Array ? `\\x${Buffer.from(raw).toString('hex')}` : value
}

/**
 * PostgreSQL: one statement and one parameter per page (the rows as JSON, spread back into the
 * table's own column types): far faster than binding every value, on PGlite and on a server.
 */
async function insertRowsAsJson(to: Kysely<Database>, table: AppTable, page: Row[]): Promise<void> {
  const rows = JSON.stringify(page, asJsonValue)
  await sql`INSERT INTO ${sql.table(table)}
    SELECT * FROM json_populate_recordset(NULL::${sql.table(table)}, ${rows}::json)`.execute(to)
}

async function copyTable(from: Kysely<Database>, to: Kysely<Database>, table: AppTable): Promise<number> {
  const insert = engineOf(to) === 'postgres' ? insertRowsAsJson : insertRows
  let copied = 0
  for await (const page of pagesOf(from, table)) {
    await insert(to, table, page)
    copied += page.length
  }
  return copied
}

/**
 * PostgreSQL's identity columns keep their own counter, which explicit ids do not move: after a
 * copy each one continues after the largest id (so the next insert gets a new id, like SQLite's).
 */
export async function resetIdentitySequences(db: Kysely<Database>): Promise<void> {
  if (engineOf(db) !== 'postgres') return
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db)
  for (const { table_name, column_name } of rows) {
    const [table, column] = [sql.table(table_name), sql.ref(column_name)]
    await sql`SELECT setval(pg_get_serial_sequence(${table_name}, ${column_name}),
      COALESCE((SELECT MAX(${column}) FROM ${table}), 0) + 1, false)`.execute(db)
  }
}

/** Deletes every app table's rows, children first. */
export async function emptyTables(db: Kysely<Database>): Promise<void> {
  for (const table of [...TABLES_IN_FOREIGN_KEY_ORDER].reverse()) await db.deleteFrom(table).execute()
}

/**
 * Makes `to` hold exactly `from`'s rows: empties every table of `to`, copies every table in
 * foreign-key order (pages of rows, multi-row inserts) and moves PostgreSQL's identity counters
 * past the copied ids. Run it in one transaction on `to` (the caller's), so a failure leaves `to`
 * as it was. Returns the rows copied per table.
 */
export async function copyTables(
  from: Kysely<Database>,
  to: Kysely<Database>,
): Promise<Record<AppTable, number>> {
  await emptyTables(to)
  const counts = {} as Record<AppTable, number>
  for (const table of TABLES_IN_FOREIGN_KEY_ORDER) counts[table] = await copyTable(from, to, table)
  await resetIdentitySequences(to)
  return counts
}
