import type { JejakEntry } from '../../../contract/jejak-perubahan.ts'

/** What the Jejak Perubahan screen shows of an entry: names for tables and kinds, the fields listed. */

/** How the screen names the tables the trail records (the database's names otherwise). */
const TABEL_LABEL: Record<string, string> = {
  pegawai: 'Pegawai',
  absensi: 'Absensi',
  pengajuan_ijin: 'Pengajuan Ijin',
  shift: 'Jadwal',
  jabatan: 'Jabatan',
  pendidikan: 'Pendidikan',
  kantor: 'Unit',
  area_absensi: 'Area Absensi',
  hari_libur: 'Libur Khusus',
  hari_khusus: 'Hari Rapat',
  pengguna: 'Pengguna',
  tahunajaran: 'Tahun Ajaran',
  pengaturan: 'Pengaturan',
  'semua data': 'Semua data (impor/reset)',
}
export const tabelLabel = (tabel: string) => TABEL_LABEL[tabel] ?? tabel

export const JENIS_LABEL = { tambah: 'Tambah', ubah: 'Ubah', hapus: 'Hapus' } as const

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? '–'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/**
 * The fields an entry shows: for a change, those whose value moved (the rest are as they were);
 * for an addition or deletion, every field of the row.
 */
export function fieldRows(entry: JejakEntry): { kolom: string; sebelum: string; sesudah: string }[] {
  const columns = [...new Set([...Object.keys(entry.sebelum ?? {}), ...Object.keys(entry.sesudah ?? {})])]
  return columns
    .map((kolom) => ({
      kolom,
      sebelum: entry.sebelum ? shown(entry.sebelum[kolom]) : '',
      sesudah: entry.sesudah ? shown(entry.sesudah[kolom]) : '',
    }))
    .filter((row) => entry.jenis !== 'ubah' || row.sebelum !== row.sesudah)
}
