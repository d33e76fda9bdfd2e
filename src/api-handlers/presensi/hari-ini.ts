import type { HandlerMap } from '../context.ts'
import { areaDiizinkan, dayOffText, loadEmployeeDay, nextStep, toPresensiRecord } from './today.ts'

/** GET presensi/hari-ini (issue 17): the employee's today as the server sees it. */
export const hariIniHandlers = {
  async presensiHariIni({ db, employee, clock }) {
    const today = await loadEmployeeDay(db, employee, clock)
    const rules = today.shift ?? { lokasi_masuk: 0 as const, lokasi_pulang: 0 as const }
    const jadwal =
      today.shift && today.day && !today.day.libur
        ? {
            label: today.shift.label,
            waktu_masuk: today.day.waktu_masuk,
            waktu_pulang: today.day.waktu_pulang,
          }
        : null
    return {
      tanggal: clock.today,
      waktu: clock.time,
      zona_waktu: clock.zona,
      hari_kerja: today.dayOff === null,
      alasan_libur: today.dayOff && dayOffText(today.dayOff),
      jadwal,
      toleransi_terlambat_menit: today.grace,
      hari_rapat: today.rapat !== null,
      keterangan_rapat: today.rapat ?? '',
      area_datang: areaDiizinkan(today, rules.lokasi_masuk, employee.kode),
      area_pulang: areaDiizinkan(today, rules.lokasi_pulang, employee.kode),
      absensi: today.record ? toPresensiRecord(today.record, today.grace) : null,
      berikutnya: nextStep(today),
    }
  },
} satisfies HandlerMap
