import { z } from 'zod'
import { MAX_LETTER_BYTES } from '../domain/jpeg.ts'
import { endpoint, listOf, ok } from './define.ts'
import { id, optionalText, pathId, queryId, queryKodeUnit, requiredText, tanggal } from './fields.ts'
import { HITUNG_CUTI } from './jenis-cuti.ts'
import { CUTI_MESSAGES, IJIN_MESSAGES, PRESENSI_MESSAGES } from './messages.ts'
import { jpegPicture } from './picture.ts'

/** SPEC.md §7 Leave requests: list, view, and the one-time verification of a pending request. */

/** 0 Menunggu Jawaban, 1 Disetujui, 9 Ditolak. */
export const disetujui = z
  .union([z.literal(0), z.literal(1), z.literal(9)])
  .meta({ description: '0 menunggu jawaban, 1 disetujui, 9 ditolak' })
/** 0 Sakit, 1 Ijin. */
export const kategoriIjin = z.union([z.literal(0), z.literal(1)])

/** How the recap counts a leave type (issue 31): the spec's sakit and ijin, cuti, or dinas. */
export const hitungCuti = z.enum(HITUNG_CUTI)

/**
 * Where a request stands (issue 31, docs/cuti.md): waiting for the unit admin (two levels, the
 * unit has one), waiting for the final decision, approved, rejected, or cancelled.
 */
export const TAHAP_PENGAJUAN = [
  'menunggu_unit',
  'menunggu_yayasan',
  'disetujui',
  'ditolak',
  'dibatalkan',
] as const
export const tahapPengajuan = z.enum(TAHAP_PENGAJUAN)
export type TahapPengajuan = z.infer<typeof tahapPengajuan>

/** 'YYYY-MM-DD HH:mm' on the foundation's clock, or null while the step is not taken. */
const langkahWaktu = z.string().nullable()

/** Issue 31: a request's type and each step's who and when, on the admin's and the app's rows (additive). */
export const langkahPengajuan = z.object({
  idjenis: z.number().int(),
  /** The type's name (Ijin, Sakit, Cuti Tahunan, ...). */
  jenis: z.string(),
  hitung: hitungCuti,
  tahap: tahapPengajuan,
  /** The unit admin's approval (level 1 of two); null: not given. */
  setuju_unit_oleh: z.string().nullable(),
  setuju_unit_waktu: langkahWaktu,
  /** The final decision (approval or rejection). */
  dijawab_oleh: z.string().nullable(),
  dijawab_waktu: langkahWaktu,
  dibatalkan_oleh: z.string().nullable(),
  dibatalkan_waktu: langkahWaktu,
  alasan_batal: z.string(),
  /** '' when the employee asked in the app; else the admin's username who entered it. */
  diajukan_oleh: z.string(),
  /** Days granted unpaid (beyond the balance or quota of a type that allows it). */
  hari_tanpa_upah: z.number().int(),
})

const ijinFields = z.object({
  idj: z.number().int(),
  idp: z.number().int(),
  /** Submission date. */
  tglx: tanggal,
  /** Employee's full name. */
  pegawai: z.string(),
  /** Employee's NIP (issue 20: the leave export names who asked by NIP too). */
  nip: z.string(),
  cabang: z.string(),
  tglawal: tanggal,
  tglakhir: tanggal,
  /** Number of days requested. */
  hari: z.number().int(),
  /** Cause. */
  alasan: z.string(),
  /** Explanation. */
  keterangan: z.string(),
  status: kategoriIjin,
  disetujui,
  /** Rejection note ('' unless rejected). */
  catatan: z.string(),
})

export const ijinRow = ijinFields.extend(langkahPengajuan.shape)
export type IjinRow = z.infer<typeof ijinRow>

/** The annual balance around a Cuti Tahunan request: now, and after its days (null for other types). */
export const saldoPengajuan = z.object({ sebelum: z.number().int(), sesudah: z.number().int() }).nullable()
export const ijinDetailRow = ijinRow.extend({
  saldo: saldoPengajuan,
  /** The employee's WhatsApp number as stored ('' = none): the decision's wa.me link. */
  wa: z.string(),
})
export type IjinDetailRow = z.infer<typeof ijinDetailRow>

export const ijinListQuery = z.object({
  /** '' = all; otherwise only requests with that approval state. */
  verifikasi: z
    .enum(['', '0', '1', '9'], { error: 'Filter status tidak valid' })
    .default('')
    .transform((value) => (value === '' ? null : (Number(value) as 0 | 1 | 9))),
  /** true keeps requests whose range has not ended before today. */
  filtertanggal: z
    .stringbool({ truthy: ['true', '1'], falsy: ['false', '0', ''], error: 'Filter tanggal tidak valid' })
    .default(false),
  /** Issue 20: one unit's requests ('' = every unit the caller may see; another unit: 403 for a unit admin). */
  kode: queryKodeUnit,
  /** Issue 20: one employee's requests (the verification view's earlier requests); '' = everyone. */
  idp: queryId,
})

const pilihPersetujuan = IJIN_MESSAGES.approvalRequired

export const ijinVerifyBody = z
  .object({
    idj: id,
    disetujui: z.union([z.literal(1), z.literal(9)], { error: pilihPersetujuan }),
    catatan: z
      .string({ error: 'Catatan tidak valid' })
      .trim()
      .max(500, { error: 'Maksimal 500 karakter' })
      .default(''),
  })
  .refine((body) => body.disetujui !== 9 || body.catatan.length > 0, {
    error: IJIN_MESSAGES.rejectionNoteRequired,
    path: ['catatan'],
  })

/** A leave type as a request form offers it (issue 31): what the form needs to ask for it. */
export const jenisCutiPilihan = z.object({
  idjenis: z.number().int(),
  nama: z.string(),
  hitung: hitungCuti,
  perlu_surat: z.boolean(),
  pakai_saldo: z.boolean(),
  /** The longest request in days (0: no limit of its own). */
  maks_hari: z.number().int(),
  hari_kalender: z.boolean(),
})

/** An admin enters a request on the employee's behalf (issue 31): pending, like the app's. */
export const ijinCreateBody = z
  .object({
    idp: id,
    idjenis: id,
    tglawal: tanggal,
    tglakhir: tanggal,
    alasan: requiredText(PRESENSI_MESSAGES.sebabRequired, 200),
    keterangan: optionalText(500),
    surat: jpegPicture(
      {
        required: PRESENSI_MESSAGES.letterNotJpeg,
        notJpeg: PRESENSI_MESSAGES.letterNotJpeg,
        tooBig: PRESENSI_MESSAGES.letterTooBig,
      },
      MAX_LETTER_BYTES,
    )
      .nullable()
      .optional(),
  })
  .refine((body) => body.tglakhir >= body.tglawal, {
    error: PRESENSI_MESSAGES.endBeforeStart,
    path: ['tglakhir'],
  })

/** A cancellation says why (issue 31): the audit trail and the employee see it. */
export const ijinBatalBody = z.object({
  alasan: requiredText(CUTI_MESSAGES.cancelReasonRequired, 500),
})

export const ijinEndpoints = {
  ijinList: endpoint({
    method: 'GET',
    path: 'api/pengajuanijin',
    access: 'user',
    summary:
      'Daftar pengajuan ijin/sakit, terbaru dahulu; Admin Unit: unitnya saja; kode: satu unit, idp: satu pegawai',
    query: ijinListQuery,
    response: listOf(ijinRow),
    refusals: [403],
  }),
  ijinDetail: endpoint({
    method: 'GET',
    path: 'api/pengajuanijin/{idj}',
    access: 'user',
    summary:
      'Satu pengajuan ijin/sakit (dengan saldo cuti tahunan sebelum dan sesudah bila jenisnya memakai saldo)',
    params: z.object({ idj: pathId }),
    response: ijinDetailRow,
    refusals: [404],
  }),
  ijinVerify: endpoint({
    method: 'PUT',
    path: 'api/pengajuanijin',
    access: 'user',
    summary:
      'Setujui (1) atau tolak (9, dengan catatan) pengajuan yang masih menunggu; 409 bila sudah dijawab',
    body: ijinVerifyBody,
    response: ok,
    refusals: [404, 409],
  }),
  ijinCreate: endpoint({
    method: 'POST',
    path: 'api/pengajuanijin',
    access: 'user',
    summary:
      'Ajukan cuti/ijin atas nama pegawai (menunggu persetujuan); Admin Unit: pegawai unitnya saja (403); 409 bila bertabrakan',
    body: ijinCreateBody,
    response: ok.extend({ idj: z.number().int() }),
    refusals: [403, 404, 409],
    extension: true,
  }),
  ijinBatal: endpoint({
    method: 'POST',
    path: 'api/pengajuanijin/{idj}/batal',
    access: 'user',
    summary:
      'Batalkan pengajuan yang menunggu atau disetujui (dengan alasan): catatan absensi yang ditulisnya dihapus, saldo cuti kembali',
    params: z.object({ idj: pathId }),
    body: ijinBatalBody,
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
}
