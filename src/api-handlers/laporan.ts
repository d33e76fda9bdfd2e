import type { Kysely } from 'kysely'
import type { AbsensiRecord } from '../contract/laporan.ts'
import { type AbsensiReportRow, attendanceRecords, employeesForReport } from '../db/reports.ts'
import type { Database } from '../db/schema.ts'
import { localDate } from './clock.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { notFound } from './errors.ts'
import { computeRecap, computeRecapDetail } from './recap.ts'

/** SPEC.md §7 Reports. Admin Unit (level 1) sees its own unit only. */

const unitOf = (session: AuthSession) => (session.levelx === 1 ? session.ids : null)

/** The grace period in minutes (setting `toleransi_terlambat_menit`, default 0). */
export async function gracePeriod(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('pengaturan')
    .select('nilai')
    .where('kunci', '=', 'toleransi_terlambat_menit')
    .executeTakeFirst()
  const minutes = Number(row?.nilai ?? 0)
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0
}

const toRecord = ({
  kode: _kode,
  idshift: _idshift,
  idar: _idar,
  ...row
}: AbsensiReportRow): AbsensiRecord => ({
  ...row,
  status: row.status === 1 ? 1 : row.status === 2 ? 2 : 0,
  device: row.device === 1 ? 1 : 0,
})

export const laporanHandlers = {
  async laporanHarian({ db, session, params }) {
    const grace = await gracePeriod(db)
    const rows = await attendanceRecords(db, { from: params.tgl, to: params.tgl }, unitOf(session), grace)
    return { umum: rows.map(toRecord) }
  },

  /** The recap is computed when read (fast enough on the covering index); generate checks the range. */
  async laporanGenerate() {
    return { status: true }
  },

  async laporanRekap({ db, session, params, now }) {
    const range = { from: params.tglawal, to: params.tglakhir }
    const scope = { unit: unitOf(session), grace: await gracePeriod(db), today: localDate(now) }
    return { datae: await computeRecap(db, range, scope) }
  },

  async laporanRekapDetail({ db, session, params, now }) {
    const range = { from: params.tglawal, to: params.tglakhir }
    const [employee] = await employeesForReport(
      db,
      { from: '0000-01-01', to: '9999-12-31' },
      unitOf(session),
      params.idp,
    )
    if (!employee) throw notFound('Data Pegawai tidak ditemukan!')
    const data = await computeRecapDetail(db, employee, range, {
      grace: await gracePeriod(db),
      today: localDate(now),
    })
    return { nama: employee.nama, cabang: employee.cabang, data }
  },

  async laporanRiwayat({ db, session, params }) {
    const grace = await gracePeriod(db)
    const rows = await attendanceRecords(
      db,
      { from: params.tglawal, to: params.tglakhir },
      unitOf(session),
      grace,
    )
    return { datae: rows.map(toRecord) }
  },
} satisfies HandlerMap
