/** How the scan log names a punch's status and verify type (attlog codes, docs/mesin.md). */
const NAMA_STATUS: Record<number, string> = { 0: 'Masuk', 1: 'Pulang', 4: 'Lembur masuk', 5: 'Lembur pulang' }

export const statusText = (status: number) => NAMA_STATUS[status] ?? 'Tanpa arah'

/** ZKTeco verify modes; other codes are shown as they are. */
const NAMA_VERIFIKASI: Record<number, string> = { 0: 'Sandi', 1: 'Sidik jari', 2: 'Kartu', 15: 'Wajah' }

export const verifikasiText = (kode: number) => NAMA_VERIFIKASI[kode] ?? `Kode ${kode}`

export const NAMA_SUMBER = { berkas: 'Berkas', push: 'Kiriman mesin' } as const

/**
 * What a punch did (`scan_log.hasil`) and why a day is not written (`alasan`), as the screens say
 * it (docs/mesin.md "The one place"); an unknown code is shown as it is.
 */
const NAMA_HASIL: Record<string, string> = {
  datang: 'Datang',
  pulang: 'Pulang',
  diabaikan: 'Diabaikan (berulang atau di antara)',
  lembur: 'Lembur',
  pin_tidak_dikenal: 'PIN tidak dikenal',
  libur: 'Hari libur',
  masa_depan: 'Tanggal di masa depan (jam mesin salah?)',
  tanpa_datang: 'Tanpa absen datang',
  ijin: 'Ijin',
  sakit: 'Sakit',
  cuti: 'Cuti',
  dinas: 'Dinas',
}

export const hasilScanText = (kode: string) => NAMA_HASIL[kode] ?? kode
