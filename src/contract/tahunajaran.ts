import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { id, pathId, tanggal } from './fields.ts'
import { TAHUN_AJARAN_MESSAGES as M } from './messages.ts'

/** Academic years (DESIGN.md §3): at most one active; login reports status_ta 'non' without one. */

export const tahunAjaran = z.object({
  id: z.number().int(),
  nama: z.string(),
  tglawal: tanggal,
  tglakhir: tanggal,
  aktif: z.union([z.literal(0), z.literal(1)]),
})
export type TahunAjaranRow = z.infer<typeof tahunAjaran>

const namaTahunAjaran = z
  .string({ error: M.namaRequired })
  .trim()
  .min(1, { error: M.namaRequired })
  .regex(/^\d{4}\/\d{4}$/, { error: M.namaFormat })
  .refine(
    (nama) => {
      const [start, end] = nama.split('/').map(Number)
      return end === (start ?? 0) + 1
    },
    { error: M.namaConsecutive },
  )

export const tahunAjaranEndpoints = {
  tahunAjaranList: endpoint({
    method: 'GET',
    path: 'api/tahunajaran',
    access: 'user',
    summary: 'Daftar tahun ajaran, terbaru dahulu',
    response: listOf(tahunAjaran),
    extension: true,
  }),
  tahunAjaranCreate: endpoint({
    method: 'POST',
    path: 'api/tahunajaran',
    access: 'admin',
    summary:
      'Tambah tahun ajaran (nama sesuai tahun tanggalnya; tidak boleh bertabrakan dengan tahun lain: 409)',
    body: z
      .object({ nama: namaTahunAjaran, tglawal: tanggal, tglakhir: tanggal })
      .refine((b) => b.tglakhir > b.tglawal, {
        error: M.endAfterStart,
        path: ['tglakhir'],
      })
      // 2026/2027 starts in 2026 and ends in 2027.
      .refine((b) => b.tglawal.slice(0, 4) === b.nama.slice(0, 4), {
        error: M.startInFirstYear,
        path: ['tglawal'],
      })
      .refine((b) => b.tglakhir.slice(0, 4) === b.nama.slice(5, 9), {
        error: M.endInSecondYear,
        path: ['tglakhir'],
      }),
    response: ok.extend({ id: z.number().int() }),
    refusals: [409],
    extension: true,
  }),
  tahunAjaranSetActive: endpoint({
    method: 'PUT',
    path: 'api/tahunajaran/aktif',
    access: 'admin',
    summary: 'Jadikan satu tahun ajaran aktif (yang lain nonaktif)',
    body: z.object({ id }),
    response: ok,
    refusals: [404],
    extension: true,
  }),
  tahunAjaranDelete: endpoint({
    method: 'DELETE',
    path: 'api/tahunajaran/{id}',
    access: 'admin',
    summary: 'Hapus tahun ajaran (yang aktif tidak boleh: 409)',
    params: z.object({ id: pathId }),
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
}
