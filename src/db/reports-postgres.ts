import { type RawBuilder, sql } from 'kysely'
import type { ReportSql } from './reports.ts'

/** The report SQL that PostgreSQL needs instead of SQLite's (reports.ts). */
export const postgresReportSql: ReportSql = {
  // PostgreSQL's planner picks the join order itself (a nested loop over the covering index for a
  // unit, a hash join for the whole foundation); CROSS JOIN takes no ON there.
  employeeRecords: (on) => sql`pegawai p JOIN absensi a ON ${on}`,
  weekday: (date: RawBuilder<unknown>) =>
    sql<number>`CAST(EXTRACT(DOW FROM CAST(${date} AS date)) AS INTEGER)`,
}
