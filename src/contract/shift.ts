import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { id, pathId, requiredText, waktu } from './fields.ts'
import { SHIFT_MESSAGES } from './messages.ts'
import { pulangSebelumMasukPesan, pulangSetelahMasuk } from './shift-days.ts'

/** SPEC.md §7 Schedules. `hari` travels as JSON text in both directions (DESIGN.md §3). */

export { hariDefault } from './shift-days.ts'

/** Where a check-in/out is accepted: 0 anywhere, 1 any registered area, 2 the employee's own office. */
export const aturanLokasi = z
  .union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Pilih aturan lokasi absensi!' })
  .meta({ description: '0 di mana saja, 1 di area absensi mana pun, 2 di area unit pegawai sendiri' })

export const shiftHari = z.object({
  hari: z
    .number({ error: 'Hari tidak valid' })
    .int({ error: 'Hari tidak valid' })
    .min(0, { error: 'Hari tidak valid' })
    .max(6, { error: 'Hari tidak valid' }),
  waktu_masuk: waktu,
  waktu_pulang: waktu,
  libur: z.boolean({ error: 'Tandai hari libur dengan benar' }),
})
export type ShiftHari = z.infer<typeof shiftHari>

/** The seven days, validated: each weekday once, and (unless libur) pulang after masuk. Sorted 0..6. */
export const shiftHariList = z
  .array(shiftHari, { error: 'Jadwal harian tidak valid' })
  .length(7, { error: 'Jadwal harus berisi 7 hari (Ahad sampai Sabtu)' })
  .superRefine((days, ctx) => {
    const seen = new Set(days.map((d) => d.hari))
    if (seen.size !== 7) {
      ctx.addIssue({ code: 'custom', message: 'Setiap hari (Ahad sampai Sabtu) harus ada tepat satu kali' })
      return
    }
    for (const [index, day] of days.entries()) {
      if (!pulangSetelahMasuk(day)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'waktu_pulang'],
          message: pulangSebelumMasukPesan(day.hari),
        })
      }
    }
  })
  .transform((days) => [...days].sort((a, b) => a.hari - b.hari))

const hariDescription = 'Teks JSON berisi 7 entri {hari 0-6 (0 = Ahad), waktu_masuk, waktu_pulang, libur}'

/** `hari` as sent: JSON text of the seven days; parses to the sorted array. */
export const shiftHariJson = z
  .string({ error: 'Jadwal harian wajib diisi' })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Jadwal harian tidak valid' })
      return z.NEVER
    }
  })
  .pipe(shiftHariList)
  .meta({ description: hariDescription, contentMediaType: 'application/json' })

export const shiftRow = z.object({
  idshift: z.number().int(),
  label: z.string(),
  lokasi_masuk: aturanLokasi,
  lokasi_pulang: aturanLokasi,
})
export type ShiftRow = z.infer<typeof shiftRow>

/** Detail: `hari` is JSON text (parse it with `shiftHariJson`). */
export const shiftDetail = shiftRow.extend({
  hari: z
    .string()
    .refine((text) => shiftHariJson.safeParse(text).success, {
      error: 'Jadwal harian tidak valid',
    })
    .meta({ description: hariDescription, contentMediaType: 'application/json' }),
})
export type ShiftDetail = z.infer<typeof shiftDetail>

const shiftFields = {
  label: requiredText(SHIFT_MESSAGES.labelRequired, 100),
  lokasi_masuk: aturanLokasi,
  lokasi_pulang: aturanLokasi,
  hari: shiftHariJson,
}

export const shiftCreateBody = z.object(shiftFields)
export const shiftUpdateBody = z.object({ idshift: id, ...shiftFields })

export const shiftEndpoints = {
  shiftList: endpoint({
    method: 'GET',
    path: 'api/shift',
    access: 'admin',
    summary: 'Daftar jadwal (shift)',
    response: listOf(shiftRow),
  }),
  shiftDetail: endpoint({
    method: 'GET',
    path: 'api/shift/{id}',
    access: 'admin',
    summary: 'Satu jadwal dengan tujuh harinya (hari sebagai teks JSON)',
    params: z.object({ id: pathId }),
    response: shiftDetail,
    refusals: [404],
  }),
  shiftCreate: endpoint({
    method: 'POST',
    path: 'api/shift',
    access: 'admin',
    summary: 'Tambah jadwal',
    body: shiftCreateBody,
    response: ok.extend({ idshift: z.number().int() }),
    refusals: [409],
  }),
  shiftUpdate: endpoint({
    method: 'PUT',
    path: 'api/shift',
    access: 'admin',
    summary: 'Ubah jadwal (idshift wajib)',
    body: shiftUpdateBody,
    response: ok,
    refusals: [404, 409],
  }),
  shiftDelete: endpoint({
    method: 'DELETE',
    path: 'api/shift/{id}',
    access: 'admin',
    summary: 'Hapus jadwal; ditolak (409) bila masih dipakai pegawai',
    params: z.object({ id: pathId }),
    response: ok,
    refusals: [404, 409],
  }),
}
