import { sql } from 'kysely'
import type { Migration } from 'kysely/migration'
import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import { openConnection } from '../../src/db/connection.ts'
import { migrations } from '../../src/db/migrate.ts'
import { openImport } from '../../src/worker/validate-import.ts'

const sqlJs = await initSqlJs()

/** A database of the app's schema as it ships today (no data needed for these checks). */
async function appFile(): Promise<Uint8Array> {
  const fresh = new sqlJs.Database()
  await openConnection(fresh)
  const bytes = fresh.export()
  fresh.close()
  return bytes
}

const tableNames = (db: InstanceType<typeof sqlJs.Database>) =>
  db.exec("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")[0]?.values.flat() ?? []

describe('openImport', () => {
  it('migrates a file of an older version forward to the running schema', async () => {
    const later: Migration = {
      up: async (db) => {
        await sql`CREATE TABLE catatan_uji (id INTEGER PRIMARY KEY)`.execute(db)
      },
    }
    const newer = { ...migrations, '2099-01-01-0001-catatan-uji': later }
    const imported = await openImport(sqlJs, await appFile(), newer)
    expect(tableNames(imported)).toContain('catatan_uji')
    expect(imported.exec('SELECT name FROM kysely_migration ORDER BY name')[0]?.values.flat()).toEqual(
      Object.keys(newer).sort(),
    )
    imported.close()
  })

  it('opens a file saved in WAL mode without its -wal file', async () => {
    const bytes = (await appFile()).slice()
    bytes[18] = 2
    bytes[19] = 2
    const imported = await openImport(sqlJs, bytes)
    expect(tableNames(imported)).toContain('pegawai')
    imported.close()
  })

  it('ends the sessions the file carries', async () => {
    const db = new sqlJs.Database(await appFile())
    db.run(
      "INSERT INTO pengguna (usernama, namalengkap, pass_hash, levelx) VALUES ('a', 'A', 'x', 0);" +
        "INSERT INTO sesi (token_hash, iduser, dibuat, kedaluwarsa) VALUES ('h', 1, '2026-01-01', '2099-01-01')",
    )
    const imported = await openImport(sqlJs, db.export())
    expect(imported.exec('SELECT COUNT(*) FROM sesi')[0]?.values).toEqual([[0]])
    imported.close()
  })
})
