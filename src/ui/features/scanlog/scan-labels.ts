/** How the scan log names a punch's status and verify type (attlog codes, docs/mesin.md). */
const NAMA_STATUS: Record<number, string> = { 0: 'Masuk', 1: 'Pulang', 4: 'Lembur masuk', 5: 'Lembur pulang' }

export const statusText = (status: number) => NAMA_STATUS[status] ?? 'Tanpa arah'

/** ZKTeco verify modes; other codes are shown as they are. */
const NAMA_VERIFIKASI: Record<number, string> = { 0: 'Sandi', 1: 'Sidik jari', 2: 'Kartu', 15: 'Wajah' }

export const verifikasiText = (kode: number) => NAMA_VERIFIKASI[kode] ?? `Kode ${kode}`

export const NAMA_SUMBER = { berkas: 'Berkas', push: 'Kiriman mesin' } as const
