import type { KalenderTahun } from '../../../contract/kalender.ts'

/** Placeholder until the print and xlsx land (issue 30): the Cetak and Excel buttons of /kalender. */
export function KalenderCetak(_props: { data: KalenderTahun; kode: string; unitName: string }) {
  return null
}
