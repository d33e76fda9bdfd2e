import './locale.ts'
import { z } from 'zod'
import { isRealDate, TANGGAL_PATTERN, WAKTU_PATTERN } from '../domain/calendar.ts'
import { documentAs } from './documented.ts'
import { FORMAT_MESSAGES, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './messages.ts'

/** Shared field schemas with the Indonesian messages users see when input is wrong. */

/** What the OpenAPI document says of a date: the pattern, `format: date` (a real calendar day). */
export const TANGGAL_JSON = {
  type: 'string',
  format: 'date',
  pattern: TANGGAL_PATTERN.source,
  description:
    'Tanggal kalender TTTT-BB-HH (tanggal dinding zona yayasan, bukan instan); harus tanggal yang ada',
}

/**
 * A calendar date as 'YYYY-MM-DD' (local wall-clock date, never an instant): the one date helper of
 * requests, answers (`tanggal.nullable()` where a date may be absent) and the UI's forms. A wrong
 * pattern stops the checks (one issue, not two); `params.expected` is what contract:check says.
 */
export const tanggal = documentAs(
  z
    .string({ error: 'Tanggal wajib diisi' })
    .regex(TANGGAL_PATTERN, { error: 'Format tanggal harus TTTT-BB-HH', abort: true })
    .refine(isRealDate, {
      error: 'Tanggal tidak valid',
      params: { expected: 'a real calendar date YYYY-MM-DD' },
    }),
  { input: TANGGAL_JSON, output: TANGGAL_JSON },
)

/** A wall-clock time as 'HH:mm': the one time helper of requests, answers and forms. */
export const waktu = z
  .string({ error: 'Waktu wajib diisi' })
  .regex(WAKTU_PATTERN, { error: FORMAT_MESSAGES.waktu })
  .meta({ description: 'Jam dinding JJ:MM (00:00–23:59)' })

/** A foundation wall-clock date and time, 'YYYY-MM-DD HH:mm' (an answer's field, never an instant). */
export const tanggalWaktu = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/)
  .meta({ description: 'Tanggal dan jam dinding zona yayasan, TTTT-BB-HH JJ:MM' })

/** How a record (or one half of it) was taken: 0 the employee app, 1 manual entry, 2 a fingerprint machine (issue 32). */
export const device = z
  .union([z.literal(0), z.literal(1), z.literal(2)])
  .meta({ description: '0 aplikasi, 1 manual, 2 mesin absensi' })

/**
 * A record merged from several sources (issue 32): where its arrival and departure came from when
 * not from the record's `device`, and the machine's name of a half taken by a machine. Absent
 * otherwise, so a SPEC-only record reads as before.
 */
export const recordSources = {
  sumber_masuk: device.optional(),
  sumber_pulang: device.optional(),
  mesin_masuk: z.string().optional(),
  mesin_pulang: z.string().optional(),
}

const ID_ERROR = { error: 'ID tidak valid' }

/** A positive integer id in a request body: a JSON integer, nothing else ('5', 5.0e0 as text, [5], true are refused). */
export const id = z.number(ID_ERROR).int(ID_ERROR).positive(ID_ERROR).max(Number.MAX_SAFE_INTEGER, ID_ERROR)

/**
 * A positive integer id in a path or query: decimal digits only (no '0x4', '6e0', ' 5', '05'). The
 * client may give a number; the server always receives text.
 */
export const pathId = z.union(
  [
    id,
    z
      .string(ID_ERROR)
      .regex(/^[1-9]\d{0,14}$/, ID_ERROR)
      .transform(Number),
  ],
  ID_ERROR,
)

/** The SPEC's client sends every query parameter, empty ones included: '' means "not given". */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  documentAs(
    z.preprocess((value) => (value === '' ? undefined : value), schema),
    { blankAllowed: true },
  )

/** An optional id in a query string: empty means not given. */
export const queryId = blankAsMissing(pathId.optional())

/**
 * The unit (`kantor.kode`) a list or report is narrowed to, an extension beyond SPEC.md §7
 * (issue 20): empty or absent means every unit the caller may see.
 */
export const queryKodeUnit = blankAsMissing(z.string().trim().min(1).max(50).optional())

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
export const levelx = z
  .union([z.literal(0), z.literal(1)], { error: 'Level tidak valid' })
  .meta({ description: '0 Admin Yayasan (semua unit), 1 Admin Unit (HRD satu unit)' })

/** A new password (required): `required` when empty, then the one minimum of admins and employees. */
export const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
    .max(200, { error: PASSWORD_MESSAGES.tooLong })

/** A password on an edit form: '' or omitted keeps the old one, anything else follows the minimum. */
export const keptOrNewPassword = (invalid?: string) =>
  z
    .string(invalid ? { error: invalid } : undefined)
    .max(200, { error: PASSWORD_MESSAGES.tooLong })
    .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, {
      error: PASSWORD_MESSAGES.tooShort,
    })
    .default('')
