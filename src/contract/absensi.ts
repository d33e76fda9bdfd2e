import { z } from 'zod'
import { endpoint, ok } from './define.ts'
import { optionalText, pathId, tanggal, waktu } from './fields.ts'
import { kategoriCatatan } from './laporan.ts'
import { ABSENSI_MESSAGES } from './messages.ts'

/**
 * SPEC.md §7 Manual attendance. `POST api/absensi/{jenis}` is declared as its two concrete paths
 * (absensiDatang, absensiPulang) because the body rules differ by jenis: datang needs a location
 * and a reason, pulang needs neither.
 */

/** 0 Absensi Masuk, 1 Ijin, 2 Sakit. */
export const statusAbsensi = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'Pilih status absensi!',
})

const pilihPegawai = ABSENSI_MESSAGES.employeeRequired
const pilihLokasi = ABSENSI_MESSAGES.locationRequired

const absensiFields = {
  tgl: tanggal,
  waktu,
  idp: z.number({ error: pilihPegawai }).int({ error: pilihPegawai }).positive({ error: pilihPegawai }),
  /** Always '1' (manual): SPEC.md §3 sends the text '1'; the number 1 is the same device. */
  device: z
    .union([z.literal('1'), z.literal(1)], { error: "Perangkat harus '1' (manual)" })
    .default('1')
    .transform((): '1' => '1'),
}

/**
 * Arrival: reason required; idar (0 = 'Lokasi tidak tercover') required for Absensi Masuk only. An
 * Ijin/Sakit entry is no presence anywhere (issue 20): its location may be left out, and one sent
 * anyway (SPEC.md §5's clients) is ignored, like an approved leave's record, which has none.
 * Both requirements are one check, so an empty form names the location first (SPEC.md §5's order).
 */
export const absensiDatangBody = z
  .object({
    ...absensiFields,
    idar: z
      .number({ error: pilihLokasi })
      .int({ error: pilihLokasi })
      .min(0, { error: pilihLokasi })
      .optional(),
    status: statusAbsensi.default(0),
    catatan: z
      .string({ error: ABSENSI_MESSAGES.reasonRequired })
      .trim()
      .max(500, { error: 'Maksimal 500 karakter' })
      .default(''),
  })
  .superRefine(
    (body, ctx) => {
      if (body.status === 0 && body.idar === undefined)
        ctx.addIssue({ code: 'custom', message: pilihLokasi, path: ['idar'] })
      if (body.catatan === '')
        ctx.addIssue({ code: 'custom', message: ABSENSI_MESSAGES.reasonRequired, path: ['catatan'] })
    },
    // Asked even when another field failed (a missing idar must not hide behind a bad time).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
export type AbsensiDatangBody = z.infer<typeof absensiDatangBody>

/**
 * Departure: the form hides location and status, so whatever the client still sends for them
 * (a number, '', null) is accepted and ignored; catatan optional.
 */
const ignored = z.union([z.number(), z.string().max(20), z.null()]).optional()
export const absensiPulangBody = z.object({
  ...absensiFields,
  idar: ignored,
  status: ignored,
  catatan: optionalText(500),
})

export const absensiCekResponse = z.object({
  status: z.enum(['ok', 'fail']),
  /** What may be entered now; null when status is 'fail'. */
  jenis: z.enum(['datang', 'pulang']).nullable(),
  pesan: z.string(),
})
export type AbsensiCek = z.infer<typeof absensiCekResponse>

/** History of a normal employee: the manual entries. Ijin/Sakit records have null times. */
export const riwayatNormal = z.object({
  id: z.number().int(),
  tgl: tanggal,
  status: statusAbsensi,
  waktu_masuk: waktu.nullable(),
  waktu_pulang: waktu.nullable(),
  catatan: z.string(),
  /** A leave record of a type counted as cuti or dinas (issue 31; status 1): absent for the SPEC's own. */
  kategori: kategoriCatatan.optional(),
})
export type RiwayatNormal = z.infer<typeof riwayatNormal>

/** History of a teacher (tipe 'ajar'): teaching hours. */
export const riwayatAjar = z.object({
  tgl: tanggal,
  matpel: z.string(),
  kelas: z.string(),
  waktu: z.string(),
})
export type RiwayatAjar = z.infer<typeof riwayatAjar>

/** status 'fail' (no schedule linked) comes with datae [] and pesan 'Pegawai ini belum ditambahkan…'. */
export const absensiRiwayatResponse = z.discriminatedUnion('tipe', [
  z.object({
    status: z.enum(['ok', 'fail']),
    pesan: z.string(),
    tipe: z.literal('normal'),
    datae: z.array(riwayatNormal),
  }),
  z.object({
    status: z.enum(['ok', 'fail']),
    pesan: z.string(),
    tipe: z.literal('ajar'),
    datae: z.array(riwayatAjar),
  }),
])

export const absensiEndpoints = {
  absensiCek: endpoint({
    method: 'GET',
    path: 'api/absensi/cek/{tgl}/{idp}',
    access: 'user',
    summary: "Boleh absen apa pada tanggal itu: status 'fail' dengan alasan di pesan bila tidak boleh",
    params: z.object({ tgl: tanggal, idp: pathId }),
    response: absensiCekResponse,
    refusals: [404],
  }),
  absensiRiwayat: endpoint({
    method: 'GET',
    path: 'api/absensi/cek/riwayat/{idp}',
    access: 'user',
    summary: 'Riwayat absensi manual pegawai (normal) atau jam mengajar (ajar)',
    params: z.object({ idp: pathId }),
    response: absensiRiwayatResponse,
    refusals: [404],
  }),
  absensiDatang: endpoint({
    method: 'POST',
    path: 'api/absensi/datang',
    access: 'user',
    summary: 'Absensi manual datang (jenis = datang); server memeriksa ulang seperti absensiCek',
    body: absensiDatangBody,
    response: ok.extend({ id: z.number().int() }),
    refusals: [403, 404, 409],
  }),
  absensiPulang: endpoint({
    method: 'POST',
    path: 'api/absensi/pulang',
    access: 'user',
    summary: 'Absensi manual pulang (jenis = pulang); server memeriksa ulang seperti absensiCek',
    body: absensiPulangBody,
    response: ok.extend({ id: z.number().int() }),
    refusals: [404, 409],
  }),
  absensiDelete: endpoint({
    method: 'DELETE',
    path: 'api/absensi/{id}',
    access: 'admin',
    summary: 'Hapus satu catatan absensi (tombol hapus hanya untuk level 0)',
    params: z.object({ id: pathId }),
    response: ok,
    refusals: [404],
  }),
}
