import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { id, keptOrNewPassword, newPassword, pathId, queryId, requiredText } from './fields.ts'
import { COMMON_MESSAGES } from './messages.ts'

/**
 * SPEC.md §7 Users (access rights). Level 0 = Admin Yayasan (ids null), level 1 = Admin Unit of the
 * office `ids`. Unit admins may only manage level-1 users of their own unit (enforced in handlers).
 */

const lengkapi = COMMON_MESSAGES.incomplete

export const penggunaRow = z.object({
  iduser: z.number().int(),
  usernama: z.string(),
  namalengkap: z.string(),
  levelx: z.union([z.literal(0), z.literal(1)]),
  ids: z.string().nullable(),
  /** Office name of `ids`; '' for level 0. */
  sekolah: z.string(),
})
export type PenggunaRow = z.infer<typeof penggunaRow>

export const usernama = z
  .string({ error: lengkapi })
  .trim()
  .min(1, { error: lengkapi })
  .regex(/^[A-Za-z0-9._-]{3,50}$/, {
    error: 'Nama pengguna 3-50 karakter: huruf, angka, titik, garis bawah atau tanda hubung',
  })

const namalengkap = z
  .string({ error: lengkapi })
  .trim()
  .min(1, { error: lengkapi })
  .max(100, { error: 'Maksimal 100 karakter' })

const levelPengguna = z
  .union([z.literal(0), z.literal(1)], { error: lengkapi })
  .meta({ description: '0 Admin Yayasan (semua unit), 1 Admin Unit (HRD satu unit)' })

const passBaru = newPassword(lengkapi)

/** '' or omitted keeps the old password. */
const passUbah = keptOrNewPassword('Kata sandi tidak valid')

/** The unit (kantor.kode) of a level-1 user; '' / null allowed only for level 0. */
const ids = z.string({ error: 'Unit tidak valid' }).trim().max(50).nullish()

interface Level {
  levelx: 0 | 1
  ids?: string | null | undefined
}
const unitWajib = (body: Level) => body.levelx === 0 || Boolean(body.ids)
const unitRule = { error: 'Pilih unit untuk Admin Unit!', path: ['ids'] }
/** Level 0 is never tied to a unit. */
const normaliseIds = <T extends Level>(body: T) => ({
  ...body,
  ids: body.levelx === 0 ? null : (body.ids ?? null),
})

export const penggunaCreateBody = z
  .object({ usernama, namalengkap, levelx: levelPengguna, pass: passBaru, ids })
  .refine(unitWajib, unitRule)
  .transform(normaliseIds)

export const penggunaUpdateBody = z
  .object({ iduser: id, usernama, namalengkap, levelx: levelPengguna, pass: passUbah, ids })
  .refine(unitWajib, unitRule)
  .transform(normaliseIds)

export const penggunaEndpoints = {
  penggunaList: endpoint({
    method: 'GET',
    path: 'api/masterpengguna',
    access: 'user',
    summary: 'Daftar pengguna; Admin Unit melihat pengguna unitnya',
    response: listOf(penggunaRow),
  }),
  penggunaDetail: endpoint({
    method: 'GET',
    path: 'api/masterpengguna/{iduser}',
    access: 'user',
    summary: 'Satu pengguna',
    params: z.object({ iduser: pathId }),
    response: penggunaRow,
    refusals: [404],
  }),
  penggunaCekUsername: endpoint({
    method: 'GET',
    path: 'api/masterpengguna/cek/{usernama}',
    access: 'user',
    summary: "Cek nama pengguna (selalu 200): status 'ok' = bebas, 'gagal' = sudah digunakan",
    params: z.object({ usernama: requiredText('Isikan nama pengguna terlebih dahulu!', 50) }),
    /** iduser: the user being edited, whose own name counts as free. */
    query: z.object({ iduser: queryId }),
    response: z.object({ status: z.enum(['ok', 'gagal']), pesan: z.string() }),
  }),
  penggunaCreate: endpoint({
    method: 'POST',
    path: 'api/masterpengguna',
    access: 'user',
    summary: "Tambah pengguna; 409 'Nama pengguna sudah digunakan!'",
    body: penggunaCreateBody,
    response: ok.extend({ iduser: z.number().int() }),
    refusals: [403, 409, 429],
  }),
  penggunaUpdate: endpoint({
    method: 'PUT',
    path: 'api/masterpengguna',
    access: 'user',
    summary: 'Ubah pengguna (iduser wajib; pass kosong = tetap)',
    body: penggunaUpdateBody,
    response: ok,
    refusals: [403, 404, 409, 429],
  }),
  penggunaDelete: endpoint({
    method: 'DELETE',
    path: 'api/masterpengguna/{iduser}',
    access: 'user',
    summary: 'Hapus pengguna (bukan diri sendiri, bukan Admin Yayasan terakhir)',
    params: z.object({ iduser: pathId }),
    response: ok,
    refusals: [404, 409],
  }),
}
