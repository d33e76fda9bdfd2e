import { sql } from 'kysely'
import type { Migration } from 'kysely/migration'
import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import { hashPassword, PBKDF2_MIN_ITERATIONS } from '../../src/api-handlers/auth/password.ts'
import { DATA_MESSAGES as M } from '../../src/contract/messages.ts'
import { openConnection } from '../../src/db/connection.ts'
import { migrations } from '../../src/db/migrate.ts'
import { normaliseSql } from '../../src/worker/import-schema.ts'
import { checkValueKinds } from '../../src/worker/import-values.ts'
import type { IntegrityCheck } from '../../src/worker/integrity-check.ts'
import { LEDGER_TABLE_SQL } from '../../src/worker/request-ledger.ts'
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

/** The app's file with `sql` run on it (foreign keys off, as another tool could). */
async function editedFile(sql: string): Promise<Uint8Array> {
  const db = new sqlJs.Database(await appFile())
  db.run(sql)
  const bytes = db.export()
  db.close()
  return bytes
}

/** The 400 message openImport refuses `bytes` with. */
async function refusal(bytes: Uint8Array, available = migrations): Promise<string> {
  const error = await openImport(sqlJs, bytes, available).then(
    (db) => {
      db.close()
      return new Error('accepted')
    },
    (thrown: unknown) => thrown,
  )
  expect(error).toMatchObject({ status: 400 })
  return (error as Error).message
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
    const hash = await hashPassword('rahasia', PBKDF2_MIN_ITERATIONS)
    db.run(
      `INSERT INTO pengguna (usernama, namalengkap, pass_hash, levelx) VALUES ('a', 'A', '${hash}', 0);` +
        "INSERT INTO sesi (token_hash, iduser, dibuat, kedaluwarsa) VALUES ('h', 1, '2026-01-01', '2099-01-01')",
    )
    const imported = await openImport(sqlJs, db.export())
    expect(imported.exec('SELECT COUNT(*) FROM sesi')[0]?.values).toEqual([[0]])
    imported.close()
  })

  it('compares with the schema at the file’s own version, before migrating it', async () => {
    // The next version creates catatan_uji; a file that claims to predate it must not hold it yet.
    const later: Migration = {
      up: async (db) => {
        await sql`CREATE TABLE catatan_uji (id INTEGER PRIMARY KEY)`.execute(db)
      },
    }
    const newer = { ...migrations, '2099-01-01-0001-catatan-uji': later }
    const early = await editedFile('CREATE TABLE catatan_uji (id INTEGER PRIMARY KEY)')
    expect(await refusal(early, newer)).toBe(M.unknownObject('table', 'catatan_uji'))
  })

  it('accepts a table rebuilt by a tool with the same definition (quoting, spacing, case)', async () => {
    const rebuilt = await editedFile(
      `CREATE TABLE "HARI_KHUSUS_BARU" ( "idx" integer primary key , [tglkhusus] TEXT NOT NULL UNIQUE,
         keterangan TEXT NOT NULL /* ditulis ulang */ );
       INSERT INTO "HARI_KHUSUS_BARU" SELECT * FROM hari_khusus; DROP TABLE hari_khusus;
       ALTER TABLE "HARI_KHUSUS_BARU" RENAME TO hari_khusus`,
    )
    const imported = await openImport(sqlJs, rebuilt)
    expect(tableNames(imported)).toContain('hari_khusus')
    imported.close()
  })

  it('normalises SQL: whitespace, comments, keyword case and identifier quoting; never string literals', () => {
    expect(normaliseSql('CREATE  TABLE "t" (\n  x  TEXT -- why\n, [Y] int CHECK (x IN (\'L\')))')).toBe(
      normaliseSql("create table t(x text,y INT check(x in('L')))"),
    )
    expect(normaliseSql("CHECK (jk IN ('L', 'P'))")).not.toBe(normaliseSql("CHECK (jk IN ('l', 'p'))"))
  })

  it('accepts the request ledger with its exact definition and drops it (its rows are the other database’s)', async () => {
    const withLedger = await editedFile(
      `${LEDGER_TABLE_SQL}; INSERT INTO _jawaban_permintaan VALUES ('r1', 200, '{}', 0)`,
    )
    const imported = await openImport(sqlJs, withLedger)
    expect(tableNames(imported)).not.toContain('_jawaban_permintaan')
    imported.close()
    const altered = await editedFile(
      'CREATE TABLE _jawaban_permintaan (id TEXT PRIMARY KEY, status INTEGER, isi TEXT, waktu INTEGER NOT NULL)',
    )
    expect(await refusal(altered)).toBe(M.changedObject('table', '_jawaban_permintaan'))
  })

  it('accepts planner statistics from ANALYZE (data only) and drops them', async () => {
    const analysed = await editedFile('ANALYZE')
    expect(
      new sqlJs.Database(analysed).exec("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'"),
    ).not.toEqual([])
    const imported = await openImport(sqlJs, analysed)
    expect(tableNames(imported).filter((name) => String(name).startsWith('sqlite_stat'))).toEqual([])
    imported.close()
  })

  it('accepting statistics lets no other object in (a trigger beside them)', async () => {
    const planted = await editedFile(
      'ANALYZE; CREATE TRIGGER statistik AFTER INSERT ON pengaturan BEGIN DELETE FROM pegawai; END',
    )
    expect(await refusal(planted)).toBe(M.unknownObject('trigger', 'statistik'))
  })

  it.each([
    ['a blob in a TEXT column whose CHECK it passes', "x'01'", 'blob'],
    ['a number in a TEXT column (written under another declared type)', '5', 'integer'],
  ])('checkValueKinds refuses %s, in a column a rule reads', (_label, value, kind) => {
    const db = new sqlJs.Database()
    db.run(`CREATE TABLE t (id INTEGER PRIMARY KEY, kode BLOB CHECK (length(kode) > 0), bebas TEXT)`)
    db.run(`INSERT INTO t (kode, bebas) VALUES (${value}, 7)`)
    // The declared type becomes TEXT afterwards, as a hand-edited schema could make it.
    db.run(
      "PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = replace(sql, 'kode BLOB', 'kode TEXT') WHERE name = 't'",
    )
    const reopened = new sqlJs.Database(db.export())
    expect(() => checkValueKinds(reopened, ['t'])).toThrow(M.wrongKind('t', 'kode', kind, 'text'))
    reopened.run('UPDATE t SET kode = CAST(kode AS TEXT)')
    expect(() => checkValueKinds(reopened, ['t'])).not.toThrow() // bebas holds 7 as text: no rule reads it
  })
})

describe('openImport: the integrity check beside the other checks', () => {
  /** An integrity check that records what it was given and answers `lines` (or fails). */
  function fakeCheck(answer: string[] | Error) {
    const given: Uint8Array[] = []
    const check: IntegrityCheck = async (bytes) => {
      given.push(bytes)
      if (answer instanceof Error) throw answer
      return answer
    }
    return { check, given }
  }

  const refusedWith = (bytes: Uint8Array, check: IntegrityCheck) =>
    openImport(sqlJs, bytes, migrations, check).then(
      (db) => {
        db.close()
        throw new Error('accepted')
      },
      (error: Error) => error,
    )

  it('gets its own copy of the file’s bytes: the same content, another buffer', async () => {
    const file = await appFile()
    const original = file.slice()
    const { check, given } = fakeCheck(['ok'])
    ;(await openImport(sqlJs, file, migrations, check)).close()
    expect(given).toHaveLength(1)
    expect(given[0]).toEqual(original)
    expect(given[0]?.buffer).not.toBe(file.buffer)
  })

  it('is not started for a file whose schema is not the app’s (it evaluates CHECK expressions)', async () => {
    const { check, given } = fakeCheck(['ok'])
    const planted = await editedFile(
      'CREATE TRIGGER naik AFTER INSERT ON sesi BEGIN DELETE FROM pegawai; END',
    )
    expect((await refusedWith(planted, check)).message).toBe(M.unknownObject('trigger', 'naik'))
    expect(given).toHaveLength(0)
  })

  it('refuses the file when it finds problems, naming them', async () => {
    const { check } = fakeCheck(['row 3 missing from index absensi_tgl_idp'])
    const error = await refusedWith(await appFile(), check)
    expect(error).toMatchObject({ status: 400 })
    expect(error.message).toBe(
      M.corrupt('pemeriksaan integritas gagal (row 3 missing from index absensi_tgl_idp).'),
    )
  })

  it('names the damage even when a later check tripped over it first', async () => {
    // Foreign keys off, as another tool writes: a request for an employee that does not exist.
    const dangling = await editedFile(
      "INSERT INTO pengajuan_ijin (idp, tglx, tglawal, tglakhir, hari, alasan, status) VALUES (999, '2026-01-05', '2026-01-05', '2026-01-05', 1, 'x', 1)",
    )
    expect((await refusedWith(dangling, fakeCheck(['ok']).check)).message).toBe(
      M.inconsistent('pengajuan_ijin'),
    )
    const damaged = fakeCheck(['wrong # of entries in index pengajuan_ijin_idp'])
    expect((await refusedWith(dangling, damaged.check)).message).toBe(
      M.corrupt('pemeriksaan integritas gagal (wrong # of entries in index pengajuan_ijin_idp).'),
    )
  })

  it('accepts nothing when the check cannot answer (its worker died)', async () => {
    const error = await refusedWith(await appFile(), fakeCheck(new Error('integrity worker failed')).check)
    expect(error.message).toBe('integrity worker failed')
  })
})
