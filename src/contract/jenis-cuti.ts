import { z } from 'zod'
import type { HitungCuti, JenisCutiTable } from '../db/schema.ts'
import { endpoint, listOf, ok } from './define.ts'
import { id, pathId, requiredText } from './fields.ts'
import { JENIS_CUTI_MESSAGES as M } from './messages.ts'

/**
 * Leave types (Jenis Cuti, issue 31, docs/cuti.md): master data under Pendataan, written by the
 * foundation's admin (level 0), read by every admin. Ids 1 (Ijin) and 2 (Sakit) are the spec's two
 * kinds: they stay, stay active and keep how they are counted.
 */

/** The spec's two kinds, seeded as types (SPEC.md status 1 ijin, 0 sakit). */
export const JENIS_IJIN = 1
export const JENIS_SAKIT = 2
export const JENIS_SPEC = [JENIS_IJIN, JENIS_SAKIT] as const

export const HITUNG_CUTI = ['sakit', 'ijin', 'cuti', 'dinas'] as const satisfies readonly HitungCuti[]
export const KUOTA_PER = ['', 'tahun', 'peristiwa'] as const satisfies readonly JenisCutiTable['kuota_per'][]

/** How the screens name how a type is counted ('dinas': present elsewhere, on duty). */
export const NAMA_HITUNG: Record<HitungCuti, string> = {
  sakit: 'Sakit',
  ijin: 'Ijin',
  cuti: 'Cuti',
  dinas: 'Dinas Luar',
}

export const NAMA_KUOTA_PER: Record<JenisCutiTable['kuota_per'], string> = {
  '': 'Tanpa kuota',
  tahun: 'per tahun',
  peristiwa: 'per peristiwa',
}

const flag = z.union([z.literal(0), z.literal(1)], { error: M.flagInvalid })

/** A whole number from 0 to `max`, its messages naming the field. */
const wholeNumber = (label: string, max: number) => {
  const error = `${label} harus bilangan bulat 0 sampai ${max}`
  return z.number({ error }).int({ error }).min(0, { error }).max(max, { error })
}

/** A day count of a type: a year at most. */
const MAKS_HARI = 366

const jenisCutiFields = {
  kode: z
    .string({ error: M.kodeRequired })
    .trim()
    .min(1, { error: M.kodeRequired })
    .max(10, { error: M.kodeTooLong })
    .transform((kode) => kode.toUpperCase()),
  nama: requiredText(M.namaRequired, 100),
  hitung: z.enum(HITUNG_CUTI, { error: M.hitungInvalid }).meta({
    description: 'Dihitung di rekap sebagai sakit, ijin, cuti, atau dinas (hadir di tempat lain)',
  }),
  perlu_surat: flag,
  pakai_saldo: flag.meta({ description: '1: hari cuti memotong saldo cuti tahunan' }),
  kuota: wholeNumber('Kuota', MAKS_HARI),
  kuota_per: z.enum(KUOTA_PER, { error: M.kuotaPerInvalid }).meta({
    description: "'' tanpa kuota, 'tahun' per tahun, 'peristiwa' per peristiwa",
  }),
  maks_hari: wholeNumber('Lama maksimal', MAKS_HARI).meta({
    description: 'Hari terpanjang satu pengajuan (0: bebas)',
  }),
  hari_kalender: flag.meta({ description: '1: dihitung hari kalender (melahirkan), bukan hari kerja' }),
  masa_kerja_bulan: wholeNumber('Masa kerja', 120).meta({ description: 'Bulan masa kerja minimal' }),
  tanpa_upah: flag.meta({ description: '1: hari di atas saldo/kuota boleh sebagai cuti di luar tanggungan' }),
  aktif: flag,
}

type KuotaFields = { kuota: number; kuota_per: JenisCutiTable['kuota_per'] }

/** A quota needs its period and a period its quota. */
const withQuotaRules = <T extends z.ZodType<KuotaFields>>(schema: T) =>
  schema
    .refine((body) => !(body.kuota > 0 && body.kuota_per === ''), {
      error: M.kuotaNeedsPer,
      path: ['kuota_per'],
    })
    .refine((body) => !(body.kuota === 0 && body.kuota_per !== ''), {
      error: M.perNeedsKuota,
      path: ['kuota'],
    })

export const jenisCutiCreateBody = withQuotaRules(z.object(jenisCutiFields))
export const jenisCutiUpdateBody = withQuotaRules(z.object({ idjenis: id, ...jenisCutiFields }))
export type JenisCutiBody = z.infer<typeof jenisCutiCreateBody>
export type JenisCutiInput = z.input<typeof jenisCutiCreateBody>

export const jenisCuti = z.object({
  idjenis: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  hitung: z.enum(HITUNG_CUTI),
  perlu_surat: flag,
  pakai_saldo: flag,
  kuota: z.number().int(),
  kuota_per: z.enum(KUOTA_PER),
  maks_hari: z.number().int(),
  hari_kalender: flag,
  masa_kerja_bulan: z.number().int(),
  tanpa_upah: flag,
  aktif: flag,
})
export type JenisCutiRow = z.infer<typeof jenisCuti>

export const jenisCutiEndpoints = {
  jenisCutiList: endpoint({
    method: 'GET',
    path: 'api/jeniscuti',
    access: 'user',
    summary: 'Daftar jenis cuti (urut idjenis; 1 Ijin dan 2 Sakit bawaan spesifikasi)',
    response: listOf(jenisCuti),
    extension: true,
  }),
  jenisCutiDetail: endpoint({
    method: 'GET',
    path: 'api/jeniscuti/{idjenis}',
    access: 'user',
    summary: 'Satu jenis cuti',
    params: z.object({ idjenis: pathId }),
    response: jenisCuti,
    refusals: [404],
    extension: true,
  }),
  jenisCutiCreate: endpoint({
    method: 'POST',
    path: 'api/jeniscuti',
    access: 'admin',
    summary: 'Tambah jenis cuti (kode sudah dipakai: 409)',
    body: jenisCutiCreateBody,
    response: ok.extend({ idjenis: z.number().int() }),
    refusals: [409],
    extension: true,
  }),
  jenisCutiUpdate: endpoint({
    method: 'PUT',
    path: 'api/jeniscuti',
    access: 'admin',
    summary:
      'Ubah jenis cuti (idjenis wajib); 409 bila kode sudah dipakai, Ijin/Sakit dinonaktifkan atau diubah cara hitungnya, atau cara hitung jenis yang sudah dipakai diubah',
    body: jenisCutiUpdateBody,
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  jenisCutiDelete: endpoint({
    method: 'DELETE',
    path: 'api/jeniscuti/{idjenis}',
    access: 'admin',
    summary: 'Hapus jenis cuti; ditolak (409) untuk Ijin/Sakit dan jenis yang sudah dipakai pengajuan',
    params: z.object({ idjenis: pathId }),
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
}
