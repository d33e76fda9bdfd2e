import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { id, optionalText, pathId, queryId, requiredText } from './fields.ts'
import { COMMON_MESSAGES } from './messages.ts'

/** SPEC.md §7 Attendance locations: a point and a radius in metres, belonging to one office. */

const lengkapi = COMMON_MESSAGES.incomplete

const koordinat = (min: number, max: number, label: string) =>
  z
    .number({ error: lengkapi })
    .min(min, { error: `${label} harus antara ${min} dan ${max}` })
    .max(max, { error: `${label} harus antara ${min} dan ${max}` })

export const areaRow = z.object({
  idar: z.number().int(),
  lokasi: z.string(),
  lat: z.number(),
  lng: z.number(),
  radius: z.number(),
  keterangan: z.string(),
  kode: z.string(),
  cabang: z.string(),
})
export type AreaRow = z.infer<typeof areaRow>

/** One option of the manual-attendance location select (plus the UI's own 0 'Lokasi tidak tercover'). */
export const areaPilihanRow = z.object({ idar: z.number().int(), lokasi: z.string() })

/** Issue 20: with an employee (`idp`), the areas of its own unit come first, then the others. */
export const areaPilihanQuery = z.object({ idp: queryId })

/** `cabang` may be sent (the form holds it) but is ignored: the office name follows from `kode`. */
const areaFields = {
  lokasi: requiredText(lengkapi, 100),
  lat: koordinat(-90, 90, 'Latitude'),
  lng: koordinat(-180, 180, 'Longitude'),
  radius: z
    .number({ error: lengkapi })
    .positive({ error: 'Radius harus lebih dari 0 meter' })
    .max(100_000, { error: 'Radius maksimal 100.000 meter' }),
  keterangan: optionalText(500),
  kode: requiredText('Pilih unit lokasi absensi!', 50),
}

export const areaCreateBody = z.object(areaFields)
export const areaUpdateBody = z.object({ idar: id, ...areaFields })
export type AreaBody = z.infer<typeof areaUpdateBody>

export const areaEndpoints = {
  areaList: endpoint({
    method: 'GET',
    path: 'api/area_absensi',
    access: 'admin',
    summary: 'Daftar lokasi absensi',
    response: listOf(areaRow),
  }),
  areaPilihan: endpoint({
    method: 'GET',
    path: 'api/area_absensi/pilihan',
    access: 'user',
    summary:
      'Pilihan lokasi untuk absensi manual (idar, lokasi); Admin Unit: lokasi unitnya; idp: lokasi unit pegawai itu lebih dahulu',
    query: areaPilihanQuery,
    response: listOf(areaPilihanRow),
  }),
  areaDetail: endpoint({
    method: 'GET',
    path: 'api/area_absensi/{id}',
    access: 'admin',
    summary: 'Satu lokasi absensi',
    params: z.object({ id: pathId }),
    response: areaRow,
    refusals: [404],
  }),
  areaCreate: endpoint({
    method: 'POST',
    path: 'api/area_absensi',
    access: 'admin',
    summary: 'Tambah lokasi absensi',
    body: areaCreateBody,
    response: ok.extend({ idar: z.number().int() }),
  }),
  areaUpdate: endpoint({
    method: 'PUT',
    path: 'api/area_absensi',
    access: 'admin',
    summary: 'Ubah lokasi absensi (idar wajib)',
    body: areaUpdateBody,
    response: ok,
    refusals: [404],
  }),
  areaDelete: endpoint({
    method: 'DELETE',
    path: 'api/area_absensi/{id}',
    access: 'admin',
    summary: 'Hapus lokasi absensi',
    params: z.object({ id: pathId }),
    response: ok,
    refusals: [404],
  }),
}
