import { z } from 'zod'
import { endpoint, listOf } from './define.ts'
import { blankAsMissing, pathId, queryKodeUnit, tanggal } from './fields.ts'

/**
 * SPEC.md §7 Reports. Minutes are whole numbers (keterlambatan, pulangawal, waktukerja); dates
 * 'YYYY-MM-DD', times 'HH:mm'. Admin Unit sees its own unit only (enforced in handlers).
 */

export const maksimalHariRentang = 366

const hariAntara = (awal: string, akhir: string) => (Date.parse(akhir) - Date.parse(awal)) / 86_400_000

/** A date range: tglakhir not before tglawal, at most 366 days. */
export const rentangTanggal = z
  .object({ tglawal: tanggal, tglakhir: tanggal })
  .refine((r) => r.tglakhir >= r.tglawal, {
    error: 'Tanggal akhir tidak boleh sebelum tanggal awal',
    path: ['tglakhir'],
  })
  .refine((r) => hariAntara(r.tglawal, r.tglakhir) < maksimalHariRentang, {
    error: `Rentang tanggal maksimal ${maksimalHariRentang} hari`,
    path: ['tglakhir'],
  })

/** One attendance record (SPEC.md §3) with the employee's name, NIP and office. */
export const absensiRecord = z.object({
  id: z.number().int(),
  idp: z.number().int(),
  tgl: z.string(),
  nama: z.string(),
  nip: z.string(),
  cabang: z.string(),
  /** 0 masuk, 1 ijin, 2 sakit. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  waktu_masuk: z.string().nullable(),
  waktu_pulang: z.string().nullable(),
  keterlambatan: z.number().int(),
  pulangawal: z.number().int(),
  waktukerja: z.number().int(),
  lokasi: z.string(),
  /** 0 app, 1 manual. */
  device: z.union([z.literal(0), z.literal(1)]),
  tglentrix: z.string(),
  waktuentrix: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Operator who entered a manual record ('' for app records). */
  opr: z.string(),
  catatan: z.string(),
  /**
   * App check-in whose coordinates lie outside every area its schedule allows (rule 1 any area,
   * rule 2 the office's areas, plus the head office's on a Hari Rapat). Absent when not applicable.
   */
  di_luar_area: z.boolean().optional(),
})
export type AbsensiRecord = z.infer<typeof absensiRecord>

export const rekapRow = z.object({
  idp: z.number().int(),
  nama: z.string(),
  nip: z.string(),
  masuk: z.number().int(),
  sakit: z.number().int(),
  ijin: z.number().int(),
  alpha: z.number().int(),
  /** How many days late (0 shows 'Tidak pernah'). */
  jum_telat: z.number().int(),
  keterlambatan: z.number().int(),
  pulangawal: z.number().int(),
  /** Days with an arrival but no departure. */
  gag_absen_pulang: z.number().int(),
  cabang: z.string(),
})
export type RekapRow = z.infer<typeof rekapRow>

const flag = z.union([z.literal(0), z.literal(1)])

/** One working day of one employee; exactly one of masuk/ijin/sakit/alpha is 1. */
export const rekapDetailRow = z.object({
  tgl: z.string(),
  masuk: flag,
  waktu_masuk: z.string().nullable(),
  waktu_pulang: z.string().nullable(),
  pulangawal: z.number().int(),
  terlambat: z.number().int(),
  ijin: flag,
  sakit: flag,
  alpha: flag,
})
export type RekapDetailRow = z.infer<typeof rekapDetailRow>

/** Optional paging of the history: without `halaman` every row comes back (the SPEC's client). */
const optionalCount = (error: string, max: number) =>
  blankAsMissing(z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).optional())
const halamanRiwayat = z.object({
  /** The unit (`kantor.kode`) the history is narrowed to; '' = every unit the caller sees (issue 20). */
  kode: queryKodeUnit,
  /** Part of the name or NIP ('' = everyone). */
  cari: z.string().trim().max(100, { error: 'Pencarian maksimal 100 karakter' }).optional(),
  page: optionalCount('Halaman tidak valid', 100_000),
  halaman: optionalCount('Jumlah baris per halaman harus 1 sampai 1000', 1000),
})

/** Today's picture for the dashboard, and the present rate of the last 30 days. */
export const ringkasanHariIni = z.object({
  tgl: z.string(),
  /** Employees for whom today is a working day. */
  jadwal: z.number().int(),
  hadir: z.number().int(),
  terlambat: z.number().int(),
  ijin_sakit: z.number().int(),
  belum_datang: z.number().int(),
  tren: z.array(z.object({ tgl: z.string(), jadwal: z.number().int(), hadir: z.number().int() })),
})
export type RingkasanHariIni = z.infer<typeof ringkasanHariIni>

export const laporanEndpoints = {
  laporanHarian: endpoint({
    method: 'GET',
    path: 'api/laporan/absensi/harian/{tgl}',
    access: 'user',
    summary: 'Rekap kedatangan harian: catatan absensi tanggal itu',
    params: z.object({ tgl: tanggal }),
    response: z.object({ umum: z.array(absensiRecord) }),
  }),
  laporanGenerate: endpoint({
    method: 'POST',
    path: 'api/laporan/generate',
    access: 'user',
    summary: "Hitung rekapitulasi rentang tanggal; status false = 'generate gagal!'",
    body: rentangTanggal,
    response: z.object({ status: z.boolean() }),
    answersWithoutWriting: true,
  }),
  laporanRekap: endpoint({
    method: 'GET',
    path: 'api/laporan/rekapitulasi/{tglawal}/{tglakhir}',
    access: 'user',
    summary: 'Rekapitulasi per pegawai untuk rentang yang sudah di-generate; opsional satu unit (kode)',
    params: rentangTanggal,
    /** The unit the recap is narrowed to (issue 20); '' = every unit the caller sees. */
    query: z.object({ kode: queryKodeUnit }),
    response: listOf(rekapRow),
    refusals: [403],
  }),
  laporanRekapDetail: endpoint({
    method: 'GET',
    path: 'api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}',
    access: 'user',
    summary: 'Rincian per hari kerja satu pegawai',
    params: rentangTanggal.safeExtend({ idp: pathId }),
    response: z.object({ nama: z.string(), cabang: z.string(), data: z.array(rekapDetailRow) }),
    refusals: [404],
  }),
  laporanRiwayat: endpoint({
    method: 'GET',
    path: 'api/laporan/absensi/riwayat/{tglawal}/{tglakhir}',
    access: 'user',
    summary:
      'Riwayat absensi semua pegawai dalam rentang tanggal; opsional per halaman (page, halaman) dan satu unit (kode)',
    params: rentangTanggal,
    query: halamanRiwayat,
    response: listOf(absensiRecord).extend({ tot_data: z.number().int().optional() }),
    refusals: [403],
  }),
  berandaRingkasan: endpoint({
    method: 'GET',
    path: 'api/beranda/ringkasan',
    access: 'user',
    summary: 'Gambaran hari ini (hadir, terlambat, ijin/sakit, belum datang) dan tren kehadiran 30 hari',
    response: ringkasanHariIni,
    extension: true,
  }),
}
