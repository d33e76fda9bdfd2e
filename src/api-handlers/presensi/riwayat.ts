import type { PresensiRiwayat } from '../../contract/presensi.ts'
import { employeesForReport } from '../../db/reports.ts'
import { addDays } from '../../domain/calendar.ts'
import type { HandlerMap } from '../context.ts'
import { gracePeriod } from '../pengaturan.ts'
import { computeRecap, computeRecapDetail, type Range } from '../recap.ts'

/**
 * GET presensi/riwayat?bulan=YYYY-MM (issue 17): the employee's own month through the period
 * recap's own code — the days as its per-employee detail lists them, the counts as its row — so
 * the app and Rekapitulasi Absensi always agree (tests/handlers/presensi-riwayat.test.ts).
 */

/** The first and last day of a 'YYYY-MM' month. */
export function monthRange(bulan: string): Range {
  const from = `${bulan}-01`
  const [year = 0, month = 1] = bulan.split('-').map(Number)
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  return { from, to: addDays(nextMonth, -1) }
}

const NO_COUNTS: PresensiRiwayat['jumlah'] = {
  masuk: 0,
  ijin: 0,
  sakit: 0,
  cuti: 0,
  dinas: 0,
  alpha: 0,
  terlambat: 0,
  menit_terlambat: 0,
  menit_pulangawal: 0,
}

export const riwayatHandlers = {
  async presensiRiwayat({ db, employee, clock, query }) {
    const range = monthRange(query.bulan)
    const grace = await gracePeriod(db)
    const [self] = await employeesForReport(db, range, employee.kode, employee.idp)
    if (!self) return { bulan: query.bulan, datae: [], jumlah: NO_COUNTS }
    const now = { today: clock.today, time: clock.time }
    const scope = { unit: employee.kode, grace, now, idp: employee.idp }
    const [[row], datae] = await Promise.all([
      computeRecap(db, range, scope),
      computeRecapDetail(db, self, range, scope),
    ])
    const jumlah = row
      ? {
          masuk: row.masuk,
          ijin: row.ijin,
          sakit: row.sakit,
          cuti: row.cuti ?? 0,
          dinas: row.dinas ?? 0,
          alpha: row.alpha,
          terlambat: row.jum_telat,
          menit_terlambat: row.keterlambatan,
          menit_pulangawal: row.pulangawal,
        }
      : NO_COUNTS
    return { bulan: query.bulan, datae, jumlah }
  },
} satisfies HandlerMap
