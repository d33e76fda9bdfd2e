import { type Kysely, sql } from 'kysely'
import { type EngineStatements, engineOf } from '../dialect.ts'

/**
 * The reports' employee list (issue 18, src/db/reports.ts `employeesForReport`) in name order from a
 * narrow index instead of the wide `pegawai` rows (pictures, addresses): in sql.js every page read
 * crosses its JS file system, so scanning the table cost 16–23 ms of a month recap's 60 ms budget
 * for 2,000 employees, the index 5–9 ms (docs/performance.md).
 */
const index = 'CREATE INDEX pegawai_laporan ON pegawai (nama, idp, nip, kode, idshift, tglmasuk, tglkeluar)'

const statements: EngineStatements = { sqlite: [index], postgres: [index] }

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements[engineOf(db)]) await sql.raw(statement).execute(db)
}
