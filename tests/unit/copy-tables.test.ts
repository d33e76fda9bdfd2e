import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, sql } from 'kysely'
import initSqlJs, { type Database as SqlJsDatabase } from 'sql.js'
import { afterAll, describe, expect, it } from 'vitest'
import { openConnection } from '../../src/db/connection.ts'
import { copyTables, TABLES_IN_FOREIGN_KEY_ORDER } from '../../src/db/copy-tables.ts'
import { migrateToLatest } from '../../src/db/migrate.ts'
import type { Database } from '../../src/db/schema.ts'
import { demoDatabaseBytes } from '../../src/server/first-fill.ts'

/**
 * Moving a foundation between engines (src/db/copy-tables.ts): sql.js → PostgreSQL (PGlite) →
 * sql.js loses nothing and changes nothing, table by table, and PostgreSQL's identity counters
 * continue after the copied ids.
 */
const sqlJs = await initSqlJs()
const pglite = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: new PGlite() }) })
afterAll(() => pglite.destroy())

/** Every row of every app table, in primary-key order (rowid order for the tables that have one). */
function dump(db: SqlJsDatabase): Record<string, unknown[][]> {
  const tables: Record<string, unknown[][]> = {}
  for (const table of TABLES_IN_FOREIGN_KEY_ORDER) {
    const [result] = db.exec(`SELECT * FROM ${table} ORDER BY 1, 2`)
    tables[table] = result?.values ?? []
  }
  return tables
}

describe('copyTables', () => {
  it('sql.js → PGlite → sql.js: every table the same, row for row', async () => {
    const original = new sqlJs.Database(await demoDatabaseBytes(sqlJs, new Date('2026-11-16T09:00:00+07:00')))
    // A photo and a letter: the BLOB columns travel as bytea and back.
    original.run(
      "INSERT INTO absensi_foto (absensi_id, jenis, data) SELECT MIN(id), 'datang', x'00ff10' FROM absensi",
    )
    const source = await openConnection(original)
    await migrateToLatest(pglite)
    const there = await pglite.transaction().execute((tx) => copyTables(source.db, tx))

    const back = new sqlJs.Database()
    const target = await openConnection(back)
    const again = await target.writeLog.unlogged(() => copyTables(pglite, target.db))

    expect(again).toEqual(there)
    expect(there.absensi).toBeGreaterThan(5_000) // the demo's ~3 months: more than one page
    expect(there.absensi_foto).toBeGreaterThan(0)
    expect(dump(back)).toEqual(dump(original))
    original.close()
    back.close()
  })

  it('PostgreSQL gives the next insert a new id after the copied ones', async () => {
    const { max } = await pglite
      .selectFrom('jabatan')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow()
    const { id } = await pglite
      .insertInto('jabatan')
      .values({ jabatan: 'Jabatan Baru Setelah Salin' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(id).toBe(Number(max) + 1)
  })

  it('a failed copy leaves the target as it was (one transaction)', async () => {
    const count = async () =>
      Number(
        (await sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM pegawai`.execute(pglite)).rows[0]
          ?.n,
      )
    const before = await count()
    const broken = new sqlJs.Database(await demoDatabaseBytes(sqlJs, new Date('2026-11-16T09:00:00+07:00')))
    const source = await openConnection(broken)
    // A row PostgreSQL refuses (the CHECK on jk) that SQLite held: written with checks off.
    broken.run('PRAGMA ignore_check_constraints = ON')
    await source.writeLog.unlogged(() =>
      broken.run("UPDATE pegawai SET jk = 'X' WHERE idp = (SELECT MAX(idp) FROM pegawai)"),
    )
    await expect(pglite.transaction().execute((tx) => copyTables(source.db, tx))).rejects.toMatchObject({
      code: '23514',
    })
    expect(await count()).toBe(before)
    broken.close()
  })
})
