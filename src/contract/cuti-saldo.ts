import { z } from 'zod'
import { bukuCuti, periodeCuti } from './cuti-ledger.ts'
import { endpoint, listOf, ok } from './define.ts'
import { blankAsMissing, id, pathId, queryKodeUnit, requiredText, tanggal } from './fields.ts'

/**
 * Annual-leave balances as admins see them (issue 31, docs/cuti.md "Saldo dan buku cuti"): an
 * employee's ledger per leave year, a manual adjustment with a reason, and the 'Saldo Cuti' report
 * per unit. The ledger is computed by src/domain/leave-ledger.ts; its shape is contract/cuti-ledger.ts.
 */

export const CUTI_SALDO_MESSAGES = {
  notFound: 'Data Pegawai tidak ditemukan!',
  hariInvalid: 'Jumlah hari harus bilangan bulat antara -365 dan 365.',
  hariZero: 'Jumlah hari tidak boleh 0.',
  keteranganRequired: 'Isikan alasan penyesuaian terlebih dahulu!',
  tahunInvalid: 'Tahun tidak valid.',
} as const
const M = CUTI_SALDO_MESSAGES

/** The figures of a leave year, as the ledger sums them (the report's columns). */
const figures = periodeCuti.pick({
  alokasi: true,
  dibawa: true,
  cuti_bersama: true,
  diambil: true,
  dikembalikan: true,
  penyesuaian: true,
  hangus: true,
  sisa: true,
})

/** An employee's annual-leave ledger (contract/cuti-ledger.ts) with whom it belongs to. */
export const bukuCutiPegawai = bukuCuti.extend({
  idp: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  cabang: z.string(),
  tglmasuk: tanggal.nullable(),
})
export type BukuCutiPegawai = z.infer<typeof bukuCutiPegawai>

/** The longest adjustment either way: a year of days bounds typing mistakes. */
export const PENYESUAIAN_MAKS_HARI = 365

export const penyesuaianBody = z.object({
  idp: id,
  tgl: tanggal,
  hari: z
    .number({ error: M.hariInvalid })
    .int({ error: M.hariInvalid })
    .min(-PENYESUAIAN_MAKS_HARI, { error: M.hariInvalid })
    .max(PENYESUAIAN_MAKS_HARI, { error: M.hariInvalid })
    .refine((hari) => hari !== 0, { error: M.hariZero }),
  keterangan: requiredText(M.keteranganRequired, 200),
})

/** One row of 'Saldo Cuti': an active employee's leave year chosen for `tahun`. */
export const saldoCutiRow = z.object({
  idp: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  cabang: z.string(),
  /** The leave year shown; null when the employee has none then (not entitled, or no tglmasuk). */
  mulai: tanggal.nullable(),
  akhir: tanggal.nullable(),
  ...figures.shape,
  /** Why the figures are zero ('Belum 12 bulan (mulai …)'); '' otherwise. */
  catatan: z.string(),
})
export type SaldoCutiRow = z.infer<typeof saldoCutiRow>

const tahun = z.coerce
  .number({ error: M.tahunInvalid })
  .int({ error: M.tahunInvalid })
  .min(2000, { error: M.tahunInvalid })
  .max(2100, { error: M.tahunInvalid })

export const cutiSaldoEndpoints = {
  cutiSaldoPegawai: endpoint({
    method: 'GET',
    path: 'api/cuti/saldo/{idp}',
    access: 'user',
    summary: 'Buku cuti tahunan satu pegawai: per tahun cuti, setiap baris dengan saldo sesudahnya',
    params: z.object({ idp: pathId }),
    response: bukuCutiPegawai,
    refusals: [404],
    extension: true,
  }),
  cutiPenyesuaian: endpoint({
    method: 'POST',
    path: 'api/cuti/penyesuaian',
    access: 'user',
    summary: 'Penyesuaian saldo cuti tahunan (± hari, dengan alasan) oleh admin',
    body: penyesuaianBody,
    response: ok.extend({ idmutasi: z.number().int() }),
    refusals: [404],
    extension: true,
  }),
  cutiSaldoLaporan: endpoint({
    method: 'GET',
    path: 'api/cuti/saldo',
    access: 'user',
    summary:
      'Laporan Saldo Cuti: per pegawai aktif, tahun cuti yang berlaku pada tahun itu dan angkanya; opsional satu unit (kode)',
    query: z.object({ kode: queryKodeUnit, tahun: blankAsMissing(tahun.optional()) }),
    response: listOf(saldoCutiRow).extend({ tahun: z.number().int() }),
    refusals: [403],
    extension: true,
  }),
}
