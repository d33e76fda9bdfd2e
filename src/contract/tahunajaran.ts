import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { id, tanggal } from './fields.ts'

/** Academic years (DESIGN.md §3): at most one active; login reports status_ta 'non' without one. */

export const tahunAjaran = z.object({
  id: z.number().int(),
  nama: z.string(),
  tglawal: z.string(),
  tglakhir: z.string(),
  aktif: z.union([z.literal(0), z.literal(1)]),
})
export type TahunAjaranRow = z.infer<typeof tahunAjaran>

const namaTahunAjaran = z
  .string({ error: 'Isikan nama tahun ajaran terlebih dahulu!' })
  .trim()
  .regex(/^\d{4}\/\d{4}$/, { error: 'Nama tahun ajaran harus berformat 2026/2027' })
  .refine(
    (nama) => {
      const [start, end] = nama.split('/').map(Number)
      return end === (start ?? 0) + 1
    },
    { error: 'Tahun kedua harus satu tahun setelah tahun pertama' },
  )

export const tahunAjaranEndpoints = {
  tahunAjaranList: endpoint({
    method: 'GET',
    path: 'api/tahunajaran',
    access: 'user',
    summary: 'Daftar tahun ajaran, terbaru dahulu',
    response: listOf(tahunAjaran),
  }),
  tahunAjaranCreate: endpoint({
    method: 'POST',
    path: 'api/tahunajaran',
    access: 'admin',
    summary: 'Tambah tahun ajaran',
    body: z
      .object({ nama: namaTahunAjaran, tglawal: tanggal, tglakhir: tanggal })
      .refine((b) => b.tglakhir > b.tglawal, {
        error: 'Tanggal akhir harus setelah tanggal awal',
        path: ['tglakhir'],
      }),
    response: ok.extend({ id: z.number().int() }),
  }),
  tahunAjaranSetActive: endpoint({
    method: 'PUT',
    path: 'api/tahunajaran/aktif',
    access: 'admin',
    summary: 'Jadikan satu tahun ajaran aktif (yang lain nonaktif)',
    body: z.object({ id }),
    response: ok,
  }),
}
