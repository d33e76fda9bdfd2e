import { z } from 'zod'

/** Shared field schemas with the Indonesian messages users see when input is wrong. */

const isRealDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1))
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d
}

/** A calendar date as 'YYYY-MM-DD' (local wall-clock date, never an instant). */
export const tanggal = z
  .string({ error: 'Tanggal wajib diisi' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Format tanggal harus TTTT-BB-HH' })
  .refine(isRealDate, { error: 'Tanggal tidak valid' })

/** A wall-clock time as 'HH:mm'. */
export const waktu = z
  .string({ error: 'Waktu wajib diisi' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Format waktu harus JJ:MM' })

/** A positive integer id, given as a path segment or a number. */
export const id = z.coerce.number({ error: 'ID tidak valid' }).int({ error: 'ID tidak valid' }).positive({
  error: 'ID tidak valid',
})

export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Maksimal ${max} karakter` })

export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, { error: `Maksimal ${max} karakter` })
    .default('')

/** 0 Administrator (Admin Yayasan), 1 HRD/Admin Unit. */
export const levelx = z.union([z.literal(0), z.literal(1)], { error: 'Level tidak valid' })
