import type { ApiArgs } from '../../lib/api-client.ts'
import type { Position } from './position.ts'

type AbsenBody = ApiArgs<'POST presensi/datang'>['body']

/** The contract's own schema, loaded on first use (zod is not in the app's first download). */
const absenSchema = () => import('../../../contract/presensi.ts').then((m) => m.presensiAbsenBody)

/**
 * The check-in/out body, checked by the contract's schema before it is sent: a missing photo or
 * position is said at once, in the server's words, without a round trip.
 */
export async function absenBody(
  position: Position | null,
  foto: string | null,
): Promise<{ body: AbsenBody } | { problem: string }> {
  const body = { lat: position?.lat, lng: position?.lng, akurasi: position?.akurasi, foto: foto ?? '' }
  const parsed = (await absenSchema()).safeParse(body)
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Data absen tidak lengkap.' }
  return { body: body as AbsenBody }
}

/**
 * The id of one check-in's sending (`id_kirim`): a UUID, also where crypto.randomUUID is missing
 * (a page not served over HTTPS).
 */
export function newSendingId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
