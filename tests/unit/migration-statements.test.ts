import { createHash } from 'node:crypto'
import {
  type Dialect,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely'
import { SqlJsDialect } from 'kysely-wasm'
import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import type { Engine } from '../../src/db/dialect.ts'
import { migrations } from '../../src/db/migrate.ts'
import { normaliseSql } from '../../src/worker/import-schema.ts'

/**
 * What each shipped migration sends to each engine, normalised as the backup import compares
 * sqlite_master (src/worker/import-schema.ts), pinned as SHA-256. A migration's source may be
 * rewritten (issue 28 wrote the DDL both engines share once, src/db/ddl.ts), never what it runs:
 * an older backup is checked against the SQLite schema its migrations created, and a database that
 * already ran a migration never runs it again. Pinned from the migrations as they shipped; a new
 * migration adds its two lines (the failure prints them).
 */
const RUNS: Record<string, Record<Engine, string>> = {
  '2026-11-22-0001-initial': {
    sqlite: '1fcb0cb9ff717b0074d76ce30c9190f8c6d11dd655bc2e57ef454004e3b03d18',
    postgres: 'a71e24f08e15c866cb6b49df3be55161e7906a642bde4099a3ef6ffd316cfd72',
  },
  '2026-11-23-0001-pengaturan-yayasan': {
    sqlite: 'bc961acf8fea3db6718deda8976104505a6270b5d831fbfb3bfa9460571b0647',
    postgres: 'd7d92fad1839dd934d240bafeab0334c0027b41e8e171c22a3efc781194eb77b',
  },
  '2026-11-24-0001-radius-real-kode-not-null': {
    sqlite: 'd5f51ea17260b6cd223de28d28f628c2cf271eac446fdcd90216d4a89d759e71',
    postgres: '4e5e92549114f57a1965d734e99e23a176d6a551b92a789fd307538ae186ad80',
  },
  '2026-11-25-0001-jejak-perubahan': {
    sqlite: '540089a4aa04c59125dd2e43476f7189cb058d16aa983b885b3007eeff841db3',
    postgres: '8f44d944465d8c9148d1ff5eda1c1cbb24a69f0e3f566f1c081a7edc5cb5a113',
  },
  '2026-11-26-0001-kantor-alamat-kepala': {
    sqlite: 'ac79d94100ea7f6c18d372cb68355211fa6b0a99cb58be9eb00bead0ecb00291',
    postgres: '8e54e1d728bff6adbd27ef09b47dccaf2ac8cb248e45d6245b341945837edf20',
  },
  '2026-11-27-0001-sesi-pegawai': {
    sqlite: '14951a1e16ef84ef577e48bc7801e8990da9226ee06da0f7f464355916c1c3c1',
    postgres: '862fcd83006bc117ae7361bc6baed7fa82a7c9855ca2698751c7b3ab3404140f',
  },
  '2026-11-28-0001-pegawai-laporan': {
    sqlite: 'd445ab4d2bd4e3cae72132fd16fdce494c9fd75ad798d7a1946c3f611549742c',
    postgres: 'd445ab4d2bd4e3cae72132fd16fdce494c9fd75ad798d7a1946c3f611549742c',
  },
  '2026-11-28-0002-kalender': {
    sqlite: '860e6fa59e207e821e3195c323081c23c703ef1da7345fbccbb8d5d6f9915553',
    postgres: '789b165671ae52763054e5248eb2e03310d6090967a3f3992c312da3c1a8b2b9',
  },
  '2026-11-28-0003-cuti': {
    sqlite: '892789329ea227928ef2ad965df7e0e76928f41a51c304573e3560f3c0110f3a',
    postgres: 'b9f8e06d4635b60d59b24369bfce4c8eea27045561ee75ba6152caa15659d4c3',
  },
  '2026-11-28-0004-absen-tertunda': {
    sqlite: 'e5ef91af71c33d4a19f23f2eec945948e47220453366166400da1cdeed8ec66d',
    postgres: 'ef52cabf3714cbc4cbc25c2f19c9fff883d39e6c31c27400c9b2a6500ba79bdd',
  },
  '2026-11-28-0005-absensi-kategori-cover': {
    sqlite: '1159d70eee02a5cdcb4b3de5d002e808239a41387ef956bea6453b800ff83bb0',
    postgres: '1159d70eee02a5cdcb4b3de5d002e808239a41387ef956bea6453b800ff83bb0',
  },
  '2026-11-28-0006-mesin': {
    sqlite: '021238f74927e84545cbcc96de590d90609968f7f90d006012b788aaac8c4121',
    postgres: 'aa1522c06e5ac01bd245f917bfda5a4b85eccc6146b927871b303cdf0b28a7c1',
  },
  '2026-11-28-0007-jam-mengajar': {
    sqlite: '1bda3514c5206f6a51e59577aa88bb6ecb123f897ef5aac22bc405a7cf5243a6',
    postgres: '02b9107f0baa0fdca95220c210eef97464886b430d3f580cbe8532fe2c7a4085',
  },
}

/** Each migration's statements on one engine, in name order, run one after another on a fresh database. */
async function statementsByMigration(dialect: Dialect): Promise<Map<string, string>> {
  let current: string[] = []
  const db = new Kysely<unknown>({
    dialect,
    log: (event) => {
      if (event.level === 'query') current.push(normaliseSql(event.query.sql))
    },
  })
  const byMigration = new Map<string, string>()
  try {
    for (const name of Object.keys(migrations).sort()) {
      current = []
      await migrations[name]?.up(db)
      byMigration.set(name, current.join(';\n'))
    }
  } finally {
    await db.destroy()
  }
  return byMigration
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function sqliteDialect(): Promise<Dialect> {
  const database = new (await initSqlJs()).Database()
  database.run('PRAGMA foreign_keys = ON') // as every connection of the app (src/db/connection.ts)
  return new SqlJsDialect({ database })
}

/**
 * PostgreSQL's statements are only recorded: no migration reads an answer there, and the schema
 * guard runs them on PGlite and a real server (tests/unit/schema-guard.test.ts).
 */
const recordOnlyPostgres = async (): Promise<Dialect> => ({
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new DummyDriver(),
  createIntrospector: (db) => new PostgresIntrospector(db),
  createQueryCompiler: () => new PostgresQueryCompiler(),
})

const dialects: Record<Engine, () => Promise<Dialect>> = {
  sqlite: sqliteDialect,
  postgres: recordOnlyPostgres,
}

describe('what each migration runs, per engine', () => {
  it.each(['sqlite', 'postgres'] as const)('on %s is what it ran when it shipped', async (engine) => {
    const runs = await statementsByMigration(await dialects[engine]())
    const changed = [...runs]
      .filter(([name, statements]) => RUNS[name]?.[engine] !== sha256(statements))
      .map(([name, statements]) => `${name} ${engine}: ${sha256(statements)}`)
    expect(changed, 'a new migration pins these; a shipped one must not change what it runs').toEqual([])
  })
})
