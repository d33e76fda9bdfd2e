import { type Kysely, sql } from 'kysely'
import { type EngineStatements, engineOf } from '../dialect.ts'

/**
 * Sessions of the employee app (issue 17, docs/presensi-pegawai.md), kept apart from the admins'
 * `sesi`: a token is looked up only in the table of the calls it is sent to, so an employee token
 * never opens an admin call and an admin token never opens an employee call. Like `sesi`, only the
 * SHA-256 of the token is stored; an employee's sessions go with the employee.
 */
const sqlite = [
  `CREATE TABLE sesi_pegawai (
    token_hash TEXT PRIMARY KEY,
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    dibuat TEXT NOT NULL,
    kedaluwarsa TEXT NOT NULL
  ) WITHOUT ROWID`,
  'CREATE INDEX sesi_pegawai_idp ON sesi_pegawai (idp)',
]

const postgres = [
  `CREATE TABLE sesi_pegawai (
    token_hash text COLLATE "C" PRIMARY KEY,
    idp integer NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    dibuat text COLLATE "C" NOT NULL,
    kedaluwarsa text COLLATE "C" NOT NULL
  )`,
  'CREATE INDEX sesi_pegawai_idp ON sesi_pegawai (idp)',
]

const statements: EngineStatements = { sqlite, postgres }

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements[engineOf(db)]) await sql.raw(statement).execute(db)
}
