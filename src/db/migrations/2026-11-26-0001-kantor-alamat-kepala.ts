import { type Kysely, sql } from 'kysely'
import { type EngineStatements, engineOf } from '../dialect.ts'

/**
 * Units as master data (issue 20, docs/master-data.md): each unit's address and the name of its
 * head, signed under 'Mengetahui, Kepala …' on a print of that unit. Empty for units that existed
 * before: the print keeps its dotted line until someone fills the head in.
 */
const sqlite = [
  "ALTER TABLE kantor ADD COLUMN alamat TEXT NOT NULL DEFAULT ''",
  "ALTER TABLE kantor ADD COLUMN kepala TEXT NOT NULL DEFAULT ''",
]

const postgres = [
  `ALTER TABLE kantor ADD COLUMN alamat text COLLATE "C" NOT NULL DEFAULT ''`,
  `ALTER TABLE kantor ADD COLUMN kepala text COLLATE "C" NOT NULL DEFAULT ''`,
]

const statements: EngineStatements = { sqlite, postgres }

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements[engineOf(db)]) await sql.raw(statement).execute(db)
}
