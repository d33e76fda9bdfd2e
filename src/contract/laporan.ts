import { z } from 'zod'
import { TAMPIL_RECORDS } from '../domain/harian.ts'
import { endpoint, listOf } from './define.ts'
import {
  blankAsMissing,
  device,
  pathId,
  queryKodeUnit,
  recordSources,
  tanggal,
  tanggalWaktu,
  waktu,
} from './fields.ts'

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

/** How a leave record of a type counted as cuti or dinas is counted (issue 31; its status is 1). */
export const kategoriCatatan = z.enum(['cuti', 'dinas'])

/** One attendance record (SPEC.md §3) with the employee's name, NIP and office. */
export const absensiRecord = z.object({
  id: z.number().int(),
  idp: z.number().int(),
  tgl: tanggal,
  nama: z.string(),
  nip: z.string(),
  cabang: z.string(),
  /** 0 masuk, 1 ijin, 2 sakit. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  waktu_masuk: waktu.nullable(),
  waktu_pulang: waktu.nullable(),
  keterlambatan: z.number().int(),
  pulangawal: z.number().int(),
  waktukerja: z.number().int(),
  lokasi: z.string(),
  /** 0 app, 1 manual, 2 fingerprint machine (issue 32). */
  device,
  ...recordSources,
  tglentrix: tanggal,
  waktuentrix: waktu,
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
  /**
   * 'Terkirim tertunda' (issue 34): an app check-in made without signal and sent later reached the
   * server at this date and time ('YYYY-MM-DD HH:mm'); waktu_masuk is when it was taken. Absent
   * when it was sent as it was taken. `kirim_pulang` likewise for the departure.
   */
  kirim_masuk: tanggalWaktu.optional(),
  kirim_pulang: tanggalWaktu.optional(),
  /**
   * A leave record of a type counted as cuti or dinas (issue 31; its status is 1): absent for the
   * SPEC's own records.
   */
  kategori: kategoriCatatan.optional(),
})
export type AbsensiRecord = z.infer<typeof absensiRecord>

export const rekapRow = z.object({
  idp: z.number().int(),
  nama: z.string(),
  nip: z.string(),
  masuk: z.number().int(),
  sakit: z.number().int(),
  /** Ijin only (SPEC): leave records counted as cuti or dinas are in `cuti` and `dinas`. */
  ijin: z.number().int(),
  /** Days of leave of types counted as cuti (issue 31; absent from a backend without leave types). */
  cuti: z.number().int().optional(),
  /** Days of types counted as dinas: on duty elsewhere (issue 31). */
  dinas: z.number().int().optional(),
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

/** One working day of one employee; exactly one of masuk/ijin/sakit/cuti/dinas/alpha is 1. */
export const rekapDetailRow = z.object({
  tgl: tanggal,
  masuk: flag,
  waktu_masuk: waktu.nullable(),
  waktu_pulang: waktu.nullable(),
  pulangawal: z.number().int(),
  terlambat: z.number().int(),
  ijin: flag,
  sakit: flag,
  /** A leave day of a type counted as cuti / as dinas (issue 31; absent from a backend without leave types). */
  cuti: flag.optional(),
  dinas: flag.optional(),
  alpha: flag,
  /** The machine's name of a half taken by a fingerprint machine (issue 32); absent otherwise. */
  mesin_masuk: recordSources.mesin_masuk,
  mesin_pulang: recordSources.mesin_pulang,
})
export type RekapDetailRow = z.infer<typeof rekapDetailRow>

/** The records (ids) of a range that have an arrival / a departure selfie. */
export const riwayatFotoAda = z.object({
  datang: z.array(z.number().int()),
  pulang: z.array(z.number().int()),
})

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

/** The daily recap narrowed to one unit (issue 20): `kode` = kantor.kode, absent or '' = the caller's scope. */
const unitHarian = z.object({ kode: queryKodeUnit })

/**
 * The daily recap as the screen reads it (issue 20): one unit, one 'Tampilkan' choice, a search,
 * and optionally one page (`halaman` rows; then `tot_data` and `hadir` come back). Without any of
 * them the answer is every record of the date, as SPEC.md §7 gives it.
 */
const halamanHarian = unitHarian.extend({
  tampil: blankAsMissing(z.enum(TAMPIL_RECORDS, { error: 'Pilihan tampilan tidak dikenal' }).optional()),
  cari: halamanRiwayat.shape.cari,
  page: halamanRiwayat.shape.page,
  halaman: halamanRiwayat.shape.halaman,
})

/**
 * One employee who has not arrived (issue 20, 'Belum datang'): the date is a working day for them
 * (their schedule, not a Libur Khusus, within their employment), they have no attendance record
 * that date and no approved leave covering it. `jam_masuk` is their schedule's start that weekday.
 */
export const belumDatangRow = z.object({
  idp: z.number().int(),
  nama: z.string(),
  nip: z.string(),
  kode: z.string(),
  cabang: z.string(),
  jam_masuk: waktu,
})
export type BelumDatangRow = z.infer<typeof belumDatangRow>

/** Today's picture for the dashboard, and the present rate of the last 30 days. */
export const ringkasanHariIni = z.object({
  tgl: tanggal,
  /** Employees for whom today is a working day. */
  jadwal: z.number().int(),
  hadir: z.number().int(),
  terlambat: z.number().int(),
  ijin_sakit: z.number().int(),
  belum_datang: z.number().int(),
  /** Issue 31: pending leave requests waiting for the unit admin (two levels) and for the final decision. */
  menunggu_unit: z.number().int(),
  menunggu_yayasan: z.number().int(),
  tren: z.array(z.object({ tgl: tanggal, jadwal: z.number().int(), hadir: z.number().int() })),
})
export type RingkasanHariIni = z.infer<typeof ringkasanHariIni>

export const laporanEndpoints = {
  laporanHarian: endpoint({
    method: 'GET',
    path: 'api/laporan/absensi/harian/{tgl}',
    access: 'user',
    summary: 'Rekap kedatangan harian: catatan absensi tanggal itu; opsional satu unit (kode)',
    params: z.object({ tgl: tanggal }),
    query: halamanHarian,
    response: z.object({
      umum: z.array(absensiRecord),
      /** With `halaman`: the records the choice and search keep (all pages). */
      tot_data: z.number().int().optional(),
      /** With `halaman`: the unit's present records that date (status 0), whatever the choice. */
      hadir: z.number().int().optional(),
    }),
    refusals: [403],
  }),
  laporanBelumDatang: endpoint({
    method: 'GET',
    path: 'api/laporan/absensi/belumdatang/{tgl}',
    access: 'user',
    summary:
      'Pegawai yang belum datang pada tanggal itu: hari kerja, tanpa catatan absensi, tanpa ijin disetujui; opsional satu unit (kode)',
    params: z.object({ tgl: tanggal }),
    query: unitHarian,
    response: listOf(belumDatangRow),
    refusals: [403],
    extension: true,
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
  /**
   * Which records of the history's range have selfies (issue 34): the print asks only for pictures
   * that exist, instead of two per app check-in (most answered 404). The SPEC's history answer is
   * left as it is; this call has the same range and unit filter.
   */
  laporanRiwayatFoto: endpoint({
    method: 'GET',
    path: 'api/absensi/foto/ada/{tglawal}/{tglakhir}',
    access: 'user',
    summary:
      'Id absensi dalam rentang tanggal yang punya foto datang dan foto pulang (opsional satu unit: kode)',
    params: rentangTanggal,
    query: z.object({ kode: queryKodeUnit }),
    response: riwayatFotoAda,
    refusals: [403],
    extension: true,
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
