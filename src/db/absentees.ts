import { type Kysely, sql } from 'kysely'
import type { UnitScope } from './reports.ts'
import type { Database } from './schema.ts'

/** The reads behind 'Belum datang' (issue 20); the rule itself is in api-handlers/belum-datang.ts. */

/** Employees (of the unit) whose approved leave request covers the date. */
export async function employeesOnApprovedLeave(
  db: Kysely<Database>,
  tgl: string,
  unit: UnitScope,
): Promise<Set<number>> {
  const { rows } = await sql<{ idp: number }>`
    SELECT j.idp FROM pengajuan_ijin j JOIN pegawai p ON p.idp = j.idp
    WHERE j.disetujui = 1 AND j.tglawal <= ${tgl} AND j.tglakhir >= ${tgl}
      ${unit === null ? sql`` : sql`AND p.kode = ${unit}`}`.execute(db)
  return new Set(rows.map((row) => row.idp))
}

/** Each schedule's start time on one weekday (0 = Ahad): idshift → 'HH:mm'. */
export async function shiftStartsOn(db: Kysely<Database>, hari: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('shift_hari')
    .select(['idshift', 'waktu_masuk'])
    .where('hari', '=', hari)
    .execute()
  return new Map(rows.map((row) => [row.idshift, row.waktu_masuk]))
}
