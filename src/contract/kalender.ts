import { z } from 'zod'
import { endpoint, ok } from './define.ts'
import { blankAsMissing, id, pathId, queryKodeUnit, requiredText, tanggal } from './fields.ts'
import { KALENDER_MESSAGES as M } from './messages.ts'

/**
 * The foundation's calendar (issue 30, docs/kalender.md): entries of four kinds with a date range
 * and a scope, the national calendar of the SKB decrees, and the Cuti Bersama setting. Additive:
 * the SPEC's Libur Khusus calls (contract/libur.ts) keep their shapes and show the foundation-wide
 * dates, one row per date.
 */

export const JENIS_KALENDER = ['nasional', 'cuti_bersama', 'yayasan', 'unit'] as const
export const jenisKalender = z.enum(JENIS_KALENDER, { error: M.jenisInvalid })
export type JenisKalender = (typeof JENIS_KALENDER)[number]

/** What the screens, the print and the xlsx call each kind. */
export const NAMA_JENIS_KALENDER: Record<JenisKalender, string> = {
  nasional: 'Libur Nasional',
  cuti_bersama: 'Cuti Bersama',
  yayasan: 'Libur Yayasan',
  unit: 'Libur Unit',
}

/** The longest entry (a school's long break is ~4 weeks; a year bounds typing mistakes). */
export const KALENDER_MAX_HARI = 366

export const kalenderRow = z.object({
  idkalender: z.number().int(),
  jenis: jenisKalender,
  tglawal: tanggal,
  tglakhir: tanggal,
  keterangan: z.string(),
  /** The decree an imported national entry comes from; '' for one typed by hand. */
  sk: z.string(),
  /** 1: every unit; 0: the units in `unit`. */
  semua_unit: z.union([z.literal(0), z.literal(1)]),
  /** The chosen units' codes (empty when `semua_unit` is 1). */
  unit: z.array(z.string()),
})
export type KalenderRow = z.infer<typeof kalenderRow>

const scope = {
  semua_unit: z.union([z.literal(0), z.literal(1)], { error: M.scopeInvalid }),
  unit: z.array(z.string().trim().min(1).max(50), { error: M.scopeInvalid }).max(200).default([]),
}

const entryFields = z.object({
  jenis: jenisKalender,
  tglawal: tanggal,
  tglakhir: tanggal,
  keterangan: requiredText(M.keteranganRequired, 200),
  ...scope,
})

type EntryFields = z.infer<typeof entryFields>

/** The rules of an entry's range and scope, one place for the form and the server. */
const checkEntry = <T extends z.ZodType<EntryFields>>(schema: T) =>
  schema
    .refine((b) => b.tglakhir >= b.tglawal, { error: M.endBeforeStart, path: ['tglakhir'] })
    .refine((b) => b.tglakhir < b.tglawal || daysInRange(b.tglawal, b.tglakhir) <= KALENDER_MAX_HARI, {
      error: M.rangeTooLong,
      path: ['tglakhir'],
    })
    .refine((b) => b.semua_unit === 1 || b.unit.length > 0, { error: M.unitRequired, path: ['unit'] })
    .refine((b) => b.jenis !== 'unit' || b.semua_unit === 0, { error: M.unitKindNeedsUnits, path: ['unit'] })

const daysInRange = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1

export const kalenderCreateBody = checkEntry(entryFields)
export const kalenderUpdateBody = checkEntry(entryFields.extend({ idkalender: id }))
export type KalenderBody = z.infer<typeof kalenderCreateBody>

/** A year of the national calendar the app knows (src/domain/libur-nasional.ts). */
const tahun = z.coerce
  .number({ error: M.tahunInvalid })
  .int({ error: M.tahunInvalid })
  .min(2000, { error: M.tahunInvalid })
  .max(2100, { error: M.tahunInvalid })

/** One day of the national calendar as decreed. */
export const liburNasional = z.object({
  tgl: tanggal,
  jenis: z.enum(['nasional', 'cuti_bersama']),
  keterangan: z.string(),
})
export type LiburNasionalRow = z.infer<typeof liburNasional>

const entrySummary = kalenderRow.pick({
  idkalender: true,
  jenis: true,
  tglawal: true,
  tglakhir: true,
  keterangan: true,
})

/** What 'Impor libur nasional {tahun}' would do, day by day. */
export const pratinjauNasional = z.object({
  tahun: z.number().int(),
  sk: z.string(),
  sementara: z.boolean(),
  baru: z.array(liburNasional),
  sudah_ada: z.array(liburNasional),
  /** A foundation-wide entry of another kind holds the day: the import puts the decree's in its place. */
  berbeda: z.array(z.object({ hari: liburNasional, sekarang: entrySummary })),
})
export type PratinjauNasional = z.infer<typeof pratinjauNasional>

/** Per month of the year (index 0 = Januari): working days of the chosen unit's calendar. */
export const kalenderTahun = z.object({
  tahun: z.number().int(),
  datae: z.array(kalenderRow),
  /** Meeting days (Hari Rapat) of the year, marked on the calendar. */
  rapat: z.array(z.object({ tgl: tanggal, keterangan: z.string() })),
  /** Weekdays off (0 = Ahad) of the unit's most common schedule; Ahad only without one. */
  libur_pekanan: z.array(z.number().int().min(0).max(6)),
  /** Working days per month: not a weekday off, not a day off of the unit's calendar. */
  hari_kerja: z.array(z.number().int()).length(12),
  cuti_bersama: z.enum(['libur', 'kerja']),
  /** The year's national calendar as the app knows it (null: none for that year). */
  nasional: z.object({ sk: z.string(), sementara: z.boolean() }).nullable(),
})
export type KalenderTahun = z.infer<typeof kalenderTahun>

const params = z.object({ idkalender: pathId })

export const kalenderEndpoints = {
  kalenderList: endpoint({
    method: 'GET',
    path: 'api/kalender',
    access: 'user',
    summary:
      'Kalender kerja satu tahun: entri libur (yang berlaku untuk unit bila kode diisi), hari rapat, hari kerja per bulan',
    query: z.object({ tahun: blankAsMissing(tahun.optional()), kode: queryKodeUnit }),
    response: kalenderTahun,
    refusals: [403],
    extension: true,
  }),
  kalenderDetail: endpoint({
    method: 'GET',
    path: 'api/kalender/{idkalender}',
    access: 'user',
    summary: 'Satu entri kalender',
    params,
    response: kalenderRow,
    refusals: [404],
    extension: true,
  }),
  kalenderCreate: endpoint({
    method: 'POST',
    path: 'api/kalender',
    access: 'admin',
    summary: 'Tambah entri kalender (rentang tanggal, jenis, cakupan unit)',
    body: kalenderCreateBody,
    response: ok.extend({ idkalender: z.number().int() }),
    refusals: [409],
    extension: true,
  }),
  kalenderUpdate: endpoint({
    method: 'PUT',
    path: 'api/kalender',
    access: 'admin',
    summary: 'Ubah entri kalender (idkalender wajib)',
    body: kalenderUpdateBody,
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  kalenderDelete: endpoint({
    method: 'DELETE',
    path: 'api/kalender/{idkalender}',
    access: 'admin',
    summary: 'Hapus entri kalender',
    params,
    response: ok,
    refusals: [404],
    extension: true,
  }),
  kalenderNasionalPreview: endpoint({
    method: 'GET',
    path: 'api/kalender/nasional',
    access: 'admin',
    summary: 'Pratinjau impor libur nasional dan cuti bersama satu tahun (baru, sudah ada, berbeda)',
    query: z.object({ tahun }),
    response: pratinjauNasional,
    refusals: [404],
    extension: true,
  }),
  kalenderNasionalImport: endpoint({
    method: 'POST',
    path: 'api/kalender/nasional',
    access: 'admin',
    summary: 'Impor libur nasional dan cuti bersama satu tahun; mengulanginya tidak menambah apa pun',
    body: z.object({ tahun }),
    response: ok.extend({
      ditambah: z.number().int(),
      diganti: z.number().int(),
      sudah_ada: z.number().int(),
    }),
    refusals: [404],
    extension: true,
  }),
}
