import type { MesinRow } from '../../../contract/mesin.ts'
import { addDays, formatTanggalPendek, foundationTime, foundationToday } from '../../lib/format.ts'

/**
 * A machine that pushed before and has been silent for more than a day (issue 32: shown on the
 * list and on Beranda). Times are the foundation's wall clock ('YYYY-MM-DD HH:mm:ss'), compared
 * as text: the same instant a day ago is the line.
 */
export function isSilent(row: Pick<MesinRow, 'push_terakhir' | 'aktif'>, now: Date = new Date()): boolean {
  if (!row.push_terakhir || row.aktif === 0) return false
  const dayAgo = `${addDays(foundationToday(now), -1)} ${foundationTime(now)}`
  return row.push_terakhir < dayAgo
}

/** '18 Nov 2026 08:15' from 'YYYY-MM-DD HH:mm:ss'; '-' when never. */
export function waktuText(value: string | null): string {
  if (!value) return '-'
  const [tanggal = '', jam = ''] = value.split(' ')
  return `${formatTanggalPendek(tanggal)} ${jam.slice(0, 5)}`
}

export const silentText = (row: Pick<MesinRow, 'push_terakhir'>) =>
  `tidak mengirim sejak ${waktuText(row.push_terakhir)}`
