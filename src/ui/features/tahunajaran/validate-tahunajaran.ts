import { TAHUN_AJARAN_MESSAGES as M } from '../../../contract/messages.ts'

export interface TahunAjaranInput {
  nama: string
  tglawal: string
  tglakhir: string
}

/** The same rules the server applies, checked before sending so the user sees them at once. */
export function validateTahunAjaran({ nama, tglawal, tglakhir }: TahunAjaranInput): string | null {
  const trimmed = nama.trim()
  if (!trimmed) return M.namaRequired
  const match = /^(\d{4})\/(\d{4})$/.exec(trimmed)
  if (!match) return M.namaFormat
  if (Number(match[2]) !== Number(match[1]) + 1) return M.namaConsecutive
  if (!tglawal || !tglakhir) return M.datesRequired
  if (tglakhir <= tglawal) return M.endAfterStart
  return null
}
