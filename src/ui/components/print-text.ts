import { SINGKATAN_ZONA, type ZonaWaktu } from '../../domain/calendar.ts'
import type { StoredSession } from '../lib/session.ts'

/**
 * The words of a printed report's letterhead and signature block (docs/printing.md). Pure, so the
 * rules are unit-tested: the head's title comes from the unit's or the foundation's name, the
 * head's name from the unit's master data (`kepala`, docs/master-data.md) and the place from the
 * foundation's address.
 */

export const ALL_UNITS = 'Semua unit'

type Printer = Pick<StoredSession, 'levelx' | 'sekolah'> | null

/** A unit admin (level 1) sees only its unit's data; the foundation's admins see every unit. */
export function printUnit(user: Printer): string {
  return user?.levelx === 1 && user.sekolah ? user.sekolah : ALL_UNITS
}

/** Who signs under 'Mengetahui,': the head of the unit printed, or of the foundation for every unit. */
export function headTitle(unit: string, foundationName: string): string {
  if (unit !== ALL_UNITS) return `Kepala ${unit}`
  return foundationName ? `Ketua ${foundationName}` : 'Ketua Yayasan'
}

/**
 * The name signed under 'Mengetahui, Kepala <unit>': the unit's head as its master data has it,
 * '' (a dotted line) for every unit together or a unit whose head is not filled in.
 */
export function headName(unit: string, units: readonly { cabang: string; kepala: string }[]): string {
  if (unit === ALL_UNITS) return ''
  return units.find((row) => row.cabang === unit)?.kepala.trim() ?? ''
}

/**
 * The place of the signature date: the town of the foundation's address, written in Indonesian
 * order 'street, town, province' — the part before the province, or the last part when only two.
 * A comma inside a number ('Km 6,5') has no space after it and does not split.
 */
export function signaturePlace(address: string): string {
  const parts = address
    .split(/,\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length >= 3) return parts[parts.length - 2] ?? ''
  if (parts.length === 2) return parts[1] ?? ''
  return ''
}

/** '09:05 WIB' in the foundation's zone. */
export const timeWithZone = (time: string, zone: ZonaWaktu) => `${time} ${SINGKATAN_ZONA[zone]}`

/** A CSS string literal for `content:` in an @page margin box (quotes and backslashes escaped). */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')}"`
}
