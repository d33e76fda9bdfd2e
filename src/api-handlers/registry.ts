import { absensiHandlers } from './absensi.ts'
import { absensiHapusHandlers } from './absensi-hapus.ts'
import { areaHandlers } from './area.ts'
import type { HandlerMap } from './context.ts'
import { dataHandlers } from './data.ts'
import { ijinHandlers } from './ijin.ts'
import { jadwalAjarHandlers } from './jadwal-ajar.ts'
import { jadwalAjarSalinHandlers } from './jadwal-ajar-salin.ts'
import { jejakPerubahanHandlers } from './jejak-perubahan.ts'
import { jenisCutiHandlers } from './jenis-cuti.ts'
import { jurnalAjarHandlers } from './jurnal-ajar.ts'
import { kalenderHandlers } from './kalender.ts'
import { kalenderNasionalHandlers } from './kalender-nasional.ts'
import { kantorHandlers } from './kantor.ts'
import { laporanHandlers } from './laporan.ts'
import { liburHandlers } from './libur.ts'
import { masterHandlers } from './master.ts'
import { mesinHandlers } from './mesin.ts'
import { mesinImporHandlers } from './mesin-impor.ts'
import { pegawaiHandlers } from './pegawai.ts'
import { pegawaiImporHandlers } from './pegawai-impor.ts'
import { pengaturanHandlers } from './pengaturan.ts'
import { penggunaHandlers } from './pengguna.ts'
import { absenHandlers } from './presensi/absen.ts'
import { hariIniHandlers } from './presensi/hari-ini.ts'
import { presensiIjinHandlers } from './presensi/ijin.ts'
import { mengajarHandlers } from './presensi/mengajar.ts'
import { riwayatHandlers } from './presensi/riwayat.ts'
import { sandiHandlers } from './presensi/sandi.ts'
import { presensiSessionHandlers } from './presensi/session.ts'
import { rekapJamMengajarHandlers } from './rekap-jam-mengajar.ts'
import { saldoCutiHandlers } from './saldo-cuti.ts'
import { scanLogHandlers } from './scan-log.ts'
import { sessionHandlers } from './session.ts'
import { shiftHandlers } from './shift.ts'
import { tahunAjaranHandlers } from './tahunajaran.ts'

/** Every implemented endpoint's handler; a contract call missing here answers 501. */
export const handlers = {
  ...sessionHandlers,
  ...tahunAjaranHandlers,
  ...laporanHandlers,
  ...absensiHapusHandlers,
  ...absensiHandlers,
  ...ijinHandlers,
  ...saldoCutiHandlers,
  ...jenisCutiHandlers,
  ...shiftHandlers,
  ...liburHandlers,
  ...kalenderHandlers,
  ...kalenderNasionalHandlers,
  ...areaHandlers,
  ...masterHandlers,
  ...kantorHandlers,
  ...pegawaiHandlers,
  ...pegawaiImporHandlers,
  ...penggunaHandlers,
  ...pengaturanHandlers,
  ...dataHandlers,
  ...jejakPerubahanHandlers,
  // Fingerprint machines (issue 32): the machines, the file import and the scan log.
  ...mesinHandlers,
  ...mesinImporHandlers,
  ...scanLogHandlers,
  // Teaching hours (issue 33): lessons and their recap, the timetable.
  ...jurnalAjarHandlers,
  ...rekapJamMengajarHandlers,
  ...jadwalAjarHandlers,
  ...jadwalAjarSalinHandlers,
  // The employee app (issue 17).
  ...presensiSessionHandlers,
  ...hariIniHandlers,
  ...absenHandlers,
  ...riwayatHandlers,
  ...presensiIjinHandlers,
  ...sandiHandlers,
  ...mengajarHandlers,
} satisfies HandlerMap
