import { type Pengaturan, pengaturanBody } from '../../../contract/pengaturan.ts'

/** What the form holds: texts as typed (the minutes too, so an empty box stays empty). */
export interface PengaturanInput {
  nama_yayasan: string
  alamat_yayasan: string
  toleransi_terlambat_menit: string
}

export type PengaturanField = keyof PengaturanInput
export const FIELD_ORDER: PengaturanField[] = ['nama_yayasan', 'alamat_yayasan', 'toleransi_terlambat_menit']

export const toInput = (settings: Pengaturan): PengaturanInput => ({
  ...settings,
  toleransi_terlambat_menit: String(settings.toleransi_terlambat_menit),
})

/**
 * Checks the input with the contract's own schema (the server's rules and messages): the body to
 * send, or one message per bad field.
 */
export function validatePengaturan(input: PengaturanInput) {
  const minutes = input.toleransi_terlambat_menit.trim()
  const parsed = pengaturanBody.safeParse({
    ...input,
    toleransi_terlambat_menit: minutes === '' ? undefined : Number(minutes),
  })
  if (parsed.success) return { body: parsed.data, errors: {} }
  const errors: Partial<Record<PengaturanField, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PengaturanField
    errors[field] ??= issue.message
  }
  return { body: null, errors }
}
