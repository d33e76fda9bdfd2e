import { z } from 'zod'
import { documentAs } from './documented.ts'
import {
  id,
  keptOrNewPassword,
  newPassword,
  optionalText,
  requiredText,
  TANGGAL_JSON,
  tanggal,
} from './fields.ts'
import { kategoriGuru, kategoriGuruIsian } from './jam-mengajar.ts'
import { pinMesinIsian } from './mesin.ts'
import { PEGAWAI_MESSAGES } from './messages.ts'

/** Employee rows and bodies (SPEC.md §3 Employee, §5 validation). No response ever carries a password. */

/** 0 Aktif, 1 Non Aktif, 2 Keluar/Pindah. */
export const statusPegawai = z
  .union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Pilih status pegawai!' })
  .meta({ description: '0 Aktif, 1 Non Aktif, 2 Keluar/Pindah' })
/** App access (status_aktif): 0 off, 1 on. */
export const statusAktif = z
  .union([z.literal(0), z.literal(1)], { error: 'Pilih status akses aplikasi!' })
  .meta({ description: 'Akses aplikasi pegawai: 0 mati, 1 hidup' })
export const jenisKelamin = z.enum(['L', 'P'], { error: 'Pilih jenis kelamin!' })

/** An optional date: '' or null both mean "not set" and parse to null. */
export const tanggalOpsional = documentAs(
  z
    .string({ error: 'Tanggal tidak valid' })
    .trim()
    .nullish()
    .refine((value) => !value || tanggal.safeParse(value).success, { error: 'Tanggal tidak valid' })
    .transform((value) => value || null),
  {
    input: {
      description: "Tanggal TTTT-BB-HH; kosong ('') atau null berarti tidak diisi",
      oneOf: [TANGGAL_JSON, { type: 'string', const: '' }, { type: 'null' }],
    },
    output: { ...TANGGAL_JSON, type: ['string', 'null'], description: 'Tanggal TTTT-BB-HH, atau null' },
  },
)

/** '08…' and '62…' as '+62…' (spaces, dashes, dots and brackets dropped). */
export const normaliseWa = (value: string) => {
  const digits = value.replace(/[\s\-.()]/g, '')
  if (digits.startsWith('08')) return `+62${digits.slice(1)}`
  if (digits.startsWith('62')) return `+${digits}`
  return digits
}

/** WhatsApp number in +62 format; '08…' and '62…' are normalised to '+62…'; '' = none. */
export const nomorWa = z
  .string({ error: 'Nomor WA tidak valid' })
  .trim()
  .max(30, { error: 'Nomor WA tidak valid' })
  .default('')
  .transform(normaliseWa)
  .pipe(
    z.string().refine((value) => value === '' || /^\+62\d{8,13}$/.test(value), {
      error: 'Nomor WA harus berformat +62, contoh +6281234567890',
    }),
  )

export const emailOpsional = z
  .string({ error: 'Format email tidak valid' })
  .trim()
  .max(100, { error: 'Maksimal 100 karakter' })
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: 'Format email tidak valid',
  })
  .default('')

const fotoPattern = /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/]+={0,2}$/

/**
 * Photo as a data URL (png/jpeg, already resized by the client). Omitted or '' = keep the stored
 * photo; null = remove it.
 */
export const foto = documentAs(
  z
    .string({ error: PEGAWAI_MESSAGES.photoFormat })
    .max(1_000_000, { error: 'Ukuran foto terlalu besar' })
    .refine((value) => value === '' || fotoPattern.test(value), { error: PEGAWAI_MESSAGES.photoFormat })
    .nullable()
    .optional(),
  {
    input: {
      description:
        "Foto: data URL PNG/JPEG (sudah diperkecil klien); tidak dikirim atau '' = foto tersimpan tetap; null = foto dihapus",
      oneOf: [
        {
          type: 'string',
          pattern: fotoPattern.source,
          maxLength: 1_000_000,
          contentEncoding: 'base64',
          description: 'Foto baru: data:image/(png|jpeg);base64,…',
        },
        { type: 'string', const: '', description: 'Foto tersimpan tetap' },
        { type: 'null', description: 'Foto dihapus' },
      ],
    },
  },
)

const nipNama = PEGAWAI_MESSAGES.nipNamaRequired
const jadwal = PEGAWAI_MESSAGES.shiftRequired

/** Checked first, in SPEC.md §5's order (NIP and name, then the password, then the schedule). */
const nipNamaFields = {
  nip: requiredText(nipNama, 30),
  nama: requiredText(nipNama, 100),
}
const jadwalField = {
  idshift: z.number({ error: jadwal }).int({ error: jadwal }).positive({ error: jadwal }),
}

const pegawaiFields = {
  kode: requiredText('Pilih unit pendidikan pegawai!', 50),
  jk: jenisKelamin,
  tempat: optionalText(100),
  tgllahir: tanggalOpsional,
  alamat: optionalText(500),
  jabatan: optionalText(100),
  pendidikan: optionalText(100),
  catatan: optionalText(500),
  wa: nomorWa,
  email: emailOpsional,
  status: statusPegawai.default(0),
  tglmasuk: tanggalOpsional,
  /** Only kept when status is not 0; parsed to null for an active employee. */
  tglkeluar: tanggalOpsional,
  image1: foto,
  /** The machines' PIN (issue 32): '' or left out on a create = the NIP; left out of an edit = kept. */
  pin_mesin: pinMesinIsian,
  /** A teacher's honorarium category (issue 33): null or '' = none; left out of an edit = kept. */
  kategori_guru: kategoriGuruIsian,
}

interface Tanggal {
  status: 0 | 1 | 2
  tglmasuk: string | null
  tglkeluar: string | null
}

const keluarSetelahMasuk = (body: Tanggal) =>
  body.status === 0 || !body.tglkeluar || !body.tglmasuk || body.tglkeluar >= body.tglmasuk
const keluarRule = { error: 'Tanggal keluar tidak boleh sebelum tanggal masuk', path: ['tglkeluar'] }
const tanpaKeluarBilaAktif = <T extends Tanggal>(body: T): T =>
  body.status === 0 ? { ...body, tglkeluar: null } : body

/** The app password: the same minimum as an admin's (issue 29). */
const passBaru = newPassword(PEGAWAI_MESSAGES.passwordRequired)

export const pegawaiCreateBody = z
  .object({
    ...nipNamaFields,
    pass: passBaru,
    ...jadwalField,
    ...pegawaiFields,
    status_aktif: statusAktif.default(1),
  })
  .refine(keluarSetelahMasuk, keluarRule)
  .transform(tanpaKeluarBilaAktif)
export type PegawaiCreateBody = z.infer<typeof pegawaiCreateBody>

/**
 * Edit: pass '' or omitted keeps the old password (any other follows the minimum); status_aktif
 * omitted keeps the flag.
 */
export const pegawaiUpdateBody = z
  .object({
    idp: id,
    ...nipNamaFields,
    pass: keptOrNewPassword(),
    ...jadwalField,
    ...pegawaiFields,
    status_aktif: statusAktif.optional(),
  })
  .refine(keluarSetelahMasuk, keluarRule)
  .transform(tanpaKeluarBilaAktif)
export type PegawaiUpdateBody = z.infer<typeof pegawaiUpdateBody>

export const appPegawaiBody = z.object({
  idp: id,
  pass: newPassword(PEGAWAI_MESSAGES.appPasswordRequired),
  status_aktif: statusAktif,
})

/** The full employee as the edit form shows it. umur = age in whole years (null without tgllahir). */
export const pegawaiDetail = z.object({
  idp: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  jk: jenisKelamin,
  tempat: z.string(),
  tgllahir: tanggal.nullable(),
  umur: z.number().int().nullable(),
  alamat: z.string(),
  jabatan: z.string(),
  pendidikan: z.string(),
  catatan: z.string(),
  wa: z.string(),
  email: z.string(),
  status: statusPegawai,
  tglmasuk: tanggal.nullable(),
  tglkeluar: tanggal.nullable(),
  kode: z.string(),
  cabang: z.string(),
  idshift: z.number().int().nullable(),
  status_aktif: statusAktif,
  image1: z.string().nullable(),
  /** The machines' PIN when it is not the NIP (issue 32); absent: the machines know the NIP. */
  pin_mesin: z.string().optional(),
  /** A teacher (issue 33): answered only for one, with the category when set (a SPEC client sees neither). */
  tipe: z.literal('ajar').optional(),
  kategori_guru: kategoriGuru.optional(),
})
export type PegawaiDetail = z.infer<typeof pegawaiDetail>

/** A list row: the detail without the photo, plus `no` (1-based position in the whole result). */
export const pegawaiRow = pegawaiDetail
  .omit({ image1: true, pin_mesin: true, tipe: true, kategori_guru: true })
  .extend({ no: z.number().int() })
export type PegawaiRow = z.infer<typeof pegawaiRow>

/** Employee picker result (manual attendance); image1 added so the screen can show the photo. */
export const pegawaiCariRow = z.object({
  idp: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  jk: jenisKelamin,
  umur: z.number().int().nullable(),
  tempat: z.string(),
  tgllahir: tanggal.nullable(),
  jabatan: z.string(),
  wa: z.string(),
  cabang: z.string(),
  image1: z.string().nullable(),
})
export type PegawaiCariRow = z.infer<typeof pegawaiCariRow>
