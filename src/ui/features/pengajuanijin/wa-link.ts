import type { IjinRow } from '../../../contract/ijin.ts'
import { normaliseWa } from '../../../contract/pegawai-schema.ts'
import { rentangTanggal, statusOf } from './ijin-columns.tsx'

/** The employee's number as wa.me wants it: international, digits only ('' when none is stored). */
export const waNumber = (wa: string) => normaliseWa(wa).replace(/\D/g, '')

/** What the admin sends the employee after a decision: the request and where it now stands. */
export function decisionText(row: IjinRow): string {
  const request = `Pengajuan ${row.jenis} Anda ${rentangTanggal(row)} (${row.hari} hari)`
  if (row.tahap === 'ditolak') return `${request} ditolak. Catatan: ${row.catatan}`
  if (row.tahap === 'dibatalkan') return `${request} dibatalkan. Alasan: ${row.alasan_batal}`
  if (row.tahap === 'disetujui') return `${request} disetujui.`
  return `${request}: ${statusOf(row).label}.`
}

/** https://wa.me/<number>?text=<the decision>, or null when the employee has no number. */
export function decisionLink(row: IjinRow, wa: string): string | null {
  const number = waNumber(wa)
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(decisionText(row))}` : null
}
