/**
 * Rekap Harian's choices (issue 20), one rule for the server (which filters and pages the day) and
 * the screen (which names them): what each 'Tampilkan' choice keeps of a day's records, and the
 * search over name, NIP and unit. 'belumdatang' is no filter of records: it reads its own list.
 */

export const TAMPIL_HARIAN = ['semua', 'hadir', 'terlambat', 'ijinsakit', 'belumdatang'] as const
export type TampilHarian = (typeof TAMPIL_HARIAN)[number]
export type TampilRecords = Exclude<TampilHarian, 'belumdatang'>
export const TAMPIL_RECORDS = TAMPIL_HARIAN.filter((t): t is TampilRecords => t !== 'belumdatang')

/** What the record filters read (status 0 masuk, 1 ijin, 2 sakit; lateness after the grace period). */
type Judged = { status: number; keterlambatan: number }

export const KEEP_RECORD: Record<TampilRecords, (row: Judged) => boolean> = {
  semua: () => true,
  hadir: (row) => row.status === 0,
  terlambat: (row) => row.status === 0 && row.keterlambatan > 0,
  ijinsakit: (row) => row.status !== 0,
}

/** Every word of `cari` in the name, NIP or unit, case-insensitively ('' keeps everyone). */
export function matchesCari(cari: string): (row: { nama: string; nip: string; cabang: string }) => boolean {
  const words = cari.trim().toLowerCase().split(/\s+/).filter(Boolean)
  return (row) => {
    const text = `${row.nama} ${row.nip} ${row.cabang}`.toLowerCase()
    return words.every((word) => text.includes(word))
  }
}
