import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { documentAs } from './documented.ts'
import { id, pathId, requiredText, TANGGAL_JSON, tanggal } from './fields.ts'
import { TANGGAL_MESSAGES } from './messages.ts'

/**
 * SPEC.md §7 Holidays (Libur Khusus, api/hari_libur) and meeting days (Hari Rapat, api/hari_khusus).
 * Both bodies send the date as `tgllibur`; meeting-day rows answer it as `tglkhusus`.
 * A second entry on an already used date answers 409.
 */

export const hariLiburRow = z.object({ idx: z.number().int(), tgllibur: tanggal, keterangan: z.string() })
export type HariLiburRow = z.infer<typeof hariLiburRow>

export const hariKhususRow = z.object({
  idx: z.number().int(),
  tglkhusus: tanggal,
  keterangan: z.string(),
})
export type HariKhususRow = z.infer<typeof hariKhususRow>

/** A missing date gets the screen's own message (SPEC.md has none for it); a given one must be real. */
const tanggalWajib = documentAs(
  z
    .string({ error: TANGGAL_MESSAGES.dateRequired })
    .min(1, { error: TANGGAL_MESSAGES.dateRequired })
    .pipe(tanggal),
  { input: TANGGAL_JSON },
)

const tanggalFields = {
  tgllibur: tanggalWajib,
  keterangan: requiredText(TANGGAL_MESSAGES.uraianRequired, 200),
}

export const tanggalCreateBody = z.object(tanggalFields)
export const tanggalUpdateBody = z.object({ idx: id, ...tanggalFields })
export type TanggalBody = z.infer<typeof tanggalUpdateBody>

const params = z.object({ idx: pathId })

export const liburEndpoints = {
  hariLiburList: endpoint({
    method: 'GET',
    path: 'api/hari_libur',
    access: 'admin',
    summary: 'Daftar Libur Khusus, terbaru dahulu',
    response: listOf(hariLiburRow),
  }),
  hariLiburDetail: endpoint({
    method: 'GET',
    path: 'api/hari_libur/{idx}',
    access: 'admin',
    summary: 'Satu Libur Khusus',
    params,
    response: hariLiburRow,
    refusals: [404],
  }),
  hariLiburCreate: endpoint({
    method: 'POST',
    path: 'api/hari_libur',
    access: 'admin',
    summary: 'Tambah Libur Khusus',
    body: tanggalCreateBody,
    response: ok.extend({ idx: z.number().int() }),
    refusals: [409],
  }),
  hariLiburUpdate: endpoint({
    method: 'PUT',
    path: 'api/hari_libur',
    access: 'admin',
    summary: 'Ubah Libur Khusus (idx wajib)',
    body: tanggalUpdateBody,
    response: ok,
    refusals: [404, 409],
  }),
  hariLiburDelete: endpoint({
    method: 'DELETE',
    path: 'api/hari_libur/{idx}',
    access: 'admin',
    summary: 'Hapus Libur Khusus',
    params,
    response: ok,
    refusals: [404],
  }),
  hariKhususList: endpoint({
    method: 'GET',
    path: 'api/hari_khusus',
    access: 'admin',
    summary: 'Daftar Hari Rapat, terbaru dahulu',
    response: listOf(hariKhususRow),
  }),
  hariKhususDetail: endpoint({
    method: 'GET',
    path: 'api/hari_khusus/{idx}',
    access: 'admin',
    summary: 'Satu Hari Rapat (tanggal sebagai tglkhusus)',
    params,
    response: hariKhususRow,
    refusals: [404],
  }),
  hariKhususCreate: endpoint({
    method: 'POST',
    path: 'api/hari_khusus',
    access: 'admin',
    summary: 'Tambah Hari Rapat (tanggal dikirim sebagai tgllibur)',
    body: tanggalCreateBody,
    response: ok.extend({ idx: z.number().int() }),
    refusals: [409],
  }),
  hariKhususUpdate: endpoint({
    method: 'PUT',
    path: 'api/hari_khusus',
    access: 'admin',
    summary: 'Ubah Hari Rapat (idx wajib; tanggal dikirim sebagai tgllibur)',
    body: tanggalUpdateBody,
    response: ok,
    refusals: [404, 409],
  }),
  hariKhususDelete: endpoint({
    method: 'DELETE',
    path: 'api/hari_khusus/{idx}',
    access: 'admin',
    summary: 'Hapus Hari Rapat',
    params,
    response: ok,
    refusals: [404],
  }),
}
