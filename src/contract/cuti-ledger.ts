import { z } from 'zod'
import { tanggal } from './fields.ts'

/**
 * The annual-leave ledger's shape (issue 31, docs/cuti.md), one source for the domain that computes
 * it (src/domain/leave-ledger.ts), the calls that answer it and the screens that show it.
 */

/**
 * alokasi: the year's allocation; bawa: days carried from the year before; hangus: carried days
 * expired unused; cuti_bersama: a Cuti Bersama day deducted; ambil: an approved leave's days;
 * kembali: a cancelled leave's days given back; penyesuaian: an admin's adjustment with a reason.
 */
export const JENIS_MUTASI = [
  'alokasi',
  'bawa',
  'hangus',
  'cuti_bersama',
  'ambil',
  'kembali',
  'penyesuaian',
] as const
export type JenisMutasi = (typeof JENIS_MUTASI)[number]

export const mutasiCuti = z.object({
  tgl: tanggal,
  jenis: z.enum(JENIS_MUTASI),
  /** Days added (positive) or taken (negative). */
  hari: z.number().int(),
  /** The balance after this entry. */
  saldo: z.number().int(),
  keterangan: z.string(),
  /** The leave request behind an 'ambil' or 'kembali' entry. */
  idj: z.number().int().nullable(),
  /** The stored row (cuti_mutasi) behind an entry; null for one computed from the rules. */
  idmutasi: z.number().int().nullable(),
  /** Who wrote a stored entry, and when ('YYYY-MM-DD HH:mm'); null for a computed one. */
  oleh: z.string().nullable(),
  waktu: z.string().nullable(),
})
export type MutasiCuti = z.infer<typeof mutasiCuti>

/** One leave year: from an allocation to the day before the next one. */
export const periodeCuti = z.object({
  mulai: tanggal,
  akhir: tanggal,
  mutasi: z.array(mutasiCuti),
  alokasi: z.number().int(),
  dibawa: z.number().int(),
  /** Days deducted for Cuti Bersama (a positive count). */
  cuti_bersama: z.number().int(),
  /** Days taken by approved leave (a positive count, before cancellations). */
  diambil: z.number().int(),
  dikembalikan: z.number().int(),
  /** The adjustments' sum (signed). */
  penyesuaian: z.number().int(),
  /** Carried days expired unused (a positive count). */
  hangus: z.number().int(),
  /** The balance at the year's end (or now, for the current one, counting leave already approved ahead). */
  sisa: z.number().int(),
})
export type PeriodeCuti = z.infer<typeof periodeCuti>

export const bukuCuti = z.object({
  /** The day 12 months of service are reached (null: no start date). */
  berhak_mulai: tanggal.nullable(),
  periode: z.array(periodeCuti),
  /** The balance of the leave year containing today (0 before the first). */
  sisa: z.number().int(),
})
export type BukuCuti = z.infer<typeof bukuCuti>
