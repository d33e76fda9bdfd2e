import { runStatements } from '../ddl.ts'

/**
 * The reports' employee list (issue 18, src/db/reports.ts `employeesForReport`) in name order from a
 * narrow index instead of the wide `pegawai` rows (pictures, addresses): in sql.js every page read
 * crosses its JS file system, so scanning the table cost 16–23 ms of a month recap's 60 ms budget
 * for 2,000 employees, the index 5–9 ms (docs/performance.md).
 */
export const up = runStatements([
  'CREATE INDEX pegawai_laporan ON pegawai (nama, idp, nip, kode, idshift, tglmasuk, tglkeluar)',
])
