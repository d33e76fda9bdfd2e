import { formatTanggal, foundationTime, foundationToday } from '../../lib/format.ts'

/** A backup older than this many days is a reminder (the "older than 7 days"). */
export const BACKUP_MAX_AGE_DAYS = 7
const DAY_MS = 86_400_000

/** Whole days since the last export, or null when there has never been one. */
export function daysSinceExport(lastExport: string | null, now: Date = new Date()): number | null {
  if (!lastExport) return null
  const at = new Date(lastExport)
  if (Number.isNaN(at.getTime())) return null
  return Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS))
}

/** Never exported, or longer ago than BACKUP_MAX_AGE_DAYS. */
export function needsBackup(lastExport: string | null, now: Date = new Date()): boolean {
  const days = daysSinceExport(lastExport, now)
  return days === null || days > BACKUP_MAX_AGE_DAYS
}

/** An instant on the foundation's clock: 'Senin, 23 November 2026 pukul 14:05' (HH:mm everywhere, docs/words.md). */
export function formatInstant(iso: string): string {
  const at = new Date(iso)
  return `${formatTanggal(foundationToday(at))} pukul ${foundationTime(at)}`
}

/** The export's file name on the foundation's clock: presensi-YYYYMMDD-HHmm.sqlite. */
export function exportFileName(now: Date = new Date()): string {
  const stamp = `${foundationToday(now).replaceAll('-', '')}-${foundationTime(now).replace(':', '')}`
  return `presensi-${stamp}.sqlite`
}

/** '101,3 MB' (1 MB = 1024 × 1024 bytes here, as file managers show it). */
export function formatUkuran(bytes: number): string {
  const units = ['byte', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 ? 0 : 1
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`
}
