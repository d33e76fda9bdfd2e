import { type RawBuilder, sql } from 'kysely'
import type { ReportSql } from './reports.ts'

/** The report SQL that only SQLite speaks (reports.ts; plans in ../shared/NOTES.md). */
export const sqliteReportSql: ReportSql = {
  // SQLite never reorders a CROSS JOIN: `pegawai` stays the outer loop and each employee's records
  // come from the covering index (idp, tgl, …) without a sort. CROSS JOIN … ON is SQLite's own syntax.
  employeeRecords: (on) => sql`pegawai p CROSS JOIN absensi a ON ${on}`,
  weekday: (date: RawBuilder<unknown>) => sql<number>`CAST(strftime('%w', ${date}) AS INTEGER)`,
}
