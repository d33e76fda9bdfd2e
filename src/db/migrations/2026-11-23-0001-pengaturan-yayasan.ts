import { type Kysely, sql } from 'kysely'
import { type EngineStatements, engineOf } from '../dialect.ts'

/**
 * The foundation's name and address as settings (shown in the top bar and on print headers).
 * Empty by default: an existing database keeps its data and an administrator fills them in on
 * the Pengaturan screen; the demo seed writes the demo foundation's name and address.
 */
const sqlite = [
  `INSERT OR IGNORE INTO pengaturan (kunci, nilai) VALUES ('nama_yayasan', '')`,
  `INSERT OR IGNORE INTO pengaturan (kunci, nilai) VALUES ('alamat_yayasan', '')`,
]

const postgres = [
  `INSERT INTO pengaturan (kunci, nilai) VALUES ('nama_yayasan', '') ON CONFLICT DO NOTHING`,
  `INSERT INTO pengaturan (kunci, nilai) VALUES ('alamat_yayasan', '') ON CONFLICT DO NOTHING`,
]

const statements: EngineStatements = { sqlite, postgres }

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements[engineOf(db)]) await sql.raw(statement).execute(db)
}
