import { type Kysely, sql } from 'kysely'
import { engineOf } from '../dialect.ts'

/**
 * Two drifts the schema guard found (docs/schema-guard.md):
 * - area_absensi.radius was INTEGER, but the contract takes any positive number of metres (120.5):
 *   now REAL.
 * - kantor.kode was `TEXT PRIMARY KEY`, which SQLite lets hold NULL in a rowid table: now NOT NULL.
 *   A kantor row with a NULL kode cannot be referenced nor addressed, so it is not carried over.
 *
 * SQLite cannot change a column: each table is rebuilt (create new, copy, drop, rename) with foreign
 * keys off, since dropping a parent with them on would empty it first and fire ON DELETE SET NULL on
 * absensi.idar. Children keep referencing the name, which then names the new table. Neither table
 * has indexes of its own besides kantor's primary key, which CREATE TABLE makes again.
 *
 * PostgreSQL changes the column in place (in the migration's transaction); its primary keys are
 * never NULL, so kantor needs nothing.
 */
const postgres = ['ALTER TABLE area_absensi ALTER COLUMN radius TYPE double precision']

const rebuild = [
  `CREATE TABLE kantor_baru (
    kode TEXT NOT NULL PRIMARY KEY,
    cabang TEXT NOT NULL,
    pusat INTEGER NOT NULL DEFAULT 0 CHECK (pusat IN (0, 1))
  )`,
  'INSERT INTO kantor_baru (kode, cabang, pusat) SELECT kode, cabang, pusat FROM kantor WHERE kode IS NOT NULL',
  'DROP TABLE kantor',
  'ALTER TABLE kantor_baru RENAME TO kantor',
  `CREATE TABLE area_absensi_baru (
    idar INTEGER PRIMARY KEY,
    lokasi TEXT NOT NULL,
    lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
    lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
    radius REAL NOT NULL CHECK (radius > 0),
    keterangan TEXT NOT NULL DEFAULT '',
    kode TEXT NOT NULL REFERENCES kantor (kode)
  )`,
  `INSERT INTO area_absensi_baru (idar, lokasi, lat, lng, radius, keterangan, kode)
    SELECT idar, lokasi, lat, lng, radius, keterangan, kode FROM area_absensi`,
  'DROP TABLE area_absensi',
  'ALTER TABLE area_absensi_baru RENAME TO area_absensi',
]

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db)
  if (engineOf(db) === 'postgres') {
    for (const statement of postgres) await run(statement)
    return
  }
  const { rows } = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)
  // Only outside a transaction does this take effect; Kysely runs SQLite migrations outside one.
  await run('PRAGMA foreign_keys = OFF')
  try {
    await run('BEGIN')
    try {
      for (const statement of rebuild) await run(statement)
      // Every reference must still find its row in the rebuilt tables, or nothing changes.
      const broken = await sql<{ table: string }>`PRAGMA foreign_key_check`.execute(db)
      if (broken.rows.length) throw new Error(`foreign key broken in ${broken.rows[0]?.table}`)
      await run('COMMIT')
    } catch (error) {
      await run('ROLLBACK')
      throw error
    }
  } finally {
    await run(`PRAGMA foreign_keys = ${rows[0]?.foreign_keys ? 'ON' : 'OFF'}`)
  }
}
