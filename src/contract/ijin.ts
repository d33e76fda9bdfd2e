import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { id, pathId, queryId, queryKodeUnit, tanggal } from './fields.ts'
import { IJIN_MESSAGES } from './messages.ts'

/** SPEC.md §7 Leave requests: list, view, and the one-time verification of a pending request. */

/** 0 Menunggu Jawaban, 1 Disetujui, 9 Ditolak. */
export const disetujui = z
  .union([z.literal(0), z.literal(1), z.literal(9)])
  .meta({ description: '0 menunggu jawaban, 1 disetujui, 9 ditolak' })
/** 0 Sakit, 1 Ijin. */
export const kategoriIjin = z.union([z.literal(0), z.literal(1)])

export const ijinRow = z.object({
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
export type IjinRow = z.infer<typeof ijinRow>

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
    summary: 'Satu pengajuan ijin/sakit',
    params: z.object({ idj: pathId }),
    response: ijinRow,
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
}
