import { z } from 'zod'
import { MAX_LETTER_BYTES } from '../domain/jpeg.ts'
import { periodeCuti } from './cuti-ledger.ts'
import { endpoint, listOf, ok } from './define.ts'
import {
  device,
  id,
  newPassword,
  optionalText,
  pathId,
  recordSources,
  requiredText,
  tanggal,
  tanggalWaktu,
  waktu,
} from './fields.ts'
import { disetujui, ijinBatalBody, jenisCutiPilihan, kategoriIjin, langkahPengajuan } from './ijin.ts'
import { kategoriCatatan, rekapDetailRow } from './laporan.ts'
import { PRESENSI_MESSAGES as M, PEGAWAI_MESSAGES } from './messages.ts'
import { jpegPicture } from './picture.ts'
import { isRequestId } from './request-id.ts'

/**
 * The employee app's API (issue 17, docs/presensi-pegawai.md), beyond SPEC.md §7: under the same
 * base as the admin calls (`/admin/presensi/...`), with its own sessions (access 'pegawai'): an
 * employee token works only here, an admin token never does, and the other way round.
 */

/** Where a schedule accepts a check-in/out: 0 anywhere, 1 every area, 2 the own office's (+ head office on a Hari Rapat). */
export const aturanLokasi = z.union([z.literal(0), z.literal(1), z.literal(2)]).meta({
  description: '0 di mana saja, 1 semua lokasi absensi, 2 lokasi unit sendiri (+ unit pusat pada Hari Rapat)',
})

export const presensiLoginBody = z.object({
  nip: requiredText(M.nipRequired, 50),
  pass: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired })
    .max(200, { error: 'Kata sandi terlalu panjang (maksimal 200 karakter)' }),
})

export const presensiSessionUser = z.object({
  token_app: z.string(),
  idp: z.number().int(),
  nama: z.string(),
  nip: z.string(),
  cabang: z.string(),
  /** 'ajar' for a teacher: the app shows the Mengajar screen (issue 33); absent in sessions kept from before. */
  tipe: z.enum(['normal', 'ajar']).optional(),
})
export type PresensiSessionUser = z.infer<typeof presensiSessionUser>

/** An attendance area the employee may use now, with what the phone needs to show its distance. */
export const presensiArea = z.object({
  idar: z.number().int(),
  lokasi: z.string(),
  lat: z.number(),
  lng: z.number(),
  radius: z.number(),
  kode: z.string(),
})
export type PresensiArea = z.infer<typeof presensiArea>

/** The allowed areas under one rule; `bebas` (rule 0): anywhere, `daftar` then lists every area for reference. */
export const areaDiizinkan = z.object({
  aturan: aturanLokasi,
  bebas: z.boolean(),
  daftar: z.array(presensiArea),
})
export type AreaDiizinkan = z.infer<typeof areaDiizinkan>

/** Today's own record (or a check-in/out just saved): times, measures as stored, place, photos. */
export const presensiRecord = z.object({
  id: z.number().int(),
  tgl: tanggal,
  /** 0 masuk, 1 ijin, 2 sakit. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  waktu_masuk: waktu.nullable(),
  waktu_pulang: waktu.nullable(),
  /** Minutes after the shift start, beyond the grace period (0 = on time), as every report counts it. */
  terlambat: z.number().int(),
  /** Minutes before the shift end (0 = not early, or no departure yet). */
  pulangawal: z.number().int(),
  waktukerja: z.number().int(),
  lokasi: z.string(),
  /** 0 app, 1 manual, 2 fingerprint machine (issue 32). */
  device,
  ...recordSources,
  foto_datang: z.boolean(),
  foto_pulang: z.boolean(),
  /** Sent late (issue 34): when the arrival / departure reached the server; absent when sent as taken. */
  kirim_masuk: tanggalWaktu.optional(),
  kirim_pulang: tanggalWaktu.optional(),
  /** A leave record of a type counted as cuti or dinas (issue 31; status 1): absent for Ijin and Sakit. */
  kategori: kategoriCatatan.optional(),
})
export type PresensiRecord = z.infer<typeof presensiRecord>

export const presensiHariIni = z.object({
  /** The foundation's date and time now (its time zone, not the phone's). */
  tanggal: tanggal,
  waktu: waktu,
  zona_waktu: z.string(),
  hari_kerja: z.boolean(),
  /** Why today is no working day ('Libur', a Libur Khusus's uraian, …); null on a working day. */
  alasan_libur: z.string().nullable(),
  /** The schedule's times today (null: no schedule, or its day off). */
  jadwal: z.object({ label: z.string(), waktu_masuk: waktu, waktu_pulang: waktu }).nullable(),
  toleransi_terlambat_menit: z.number().int(),
  hari_rapat: z.boolean(),
  /** The Hari Rapat's uraian ('' when it is none). */
  keterangan_rapat: z.string(),
  area_datang: areaDiizinkan,
  area_pulang: areaDiizinkan,
  absensi: presensiRecord.nullable(),
  /** What the big button does now: 'datang', 'pulang', or null (done, Ijin/Sakit, or no working day). */
  berikutnya: z.enum(['datang', 'pulang']).nullable(),
})
export type PresensiHariIni = z.infer<typeof presensiHariIni>

const koordinat = (name: string, min: number, max: number) =>
  z
    .number({ error: M.positionRequired })
    .min(min, { error: `${name} tidak valid` })
    .max(max, { error: `${name} tidak valid` })

/**
 * A check-in/out: the phone's position with its accuracy (metres) and the selfie. Time and area are
 * the server's, except for one the app queued without signal (issue 34): `diambil` says when it was
 * taken (the record's time, within the delay limit), `id_kirim` names the sending once, so a
 * re-send answers the first success and writes nothing.
 */
export const presensiAbsenBody = z.object({
  lat: koordinat('Lintang', -90, 90),
  lng: koordinat('Bujur', -180, 180),
  akurasi: z
    .number({ error: M.positionRequired })
    .min(0, { error: 'Akurasi tidak valid' })
    .max(100_000, { error: 'Akurasi tidak valid' }),
  foto: jpegPicture({ required: M.photoRequired, notJpeg: M.photoNotJpeg, tooBig: M.photoTooBig }),
  diambil: z.iso
    .datetime({ offset: true, error: M.takenAtInvalid })
    .optional()
    .meta({ description: 'Saat absen diambil di ponsel (instan ISO 8601); hanya untuk absen yang tertunda' }),
  id_kirim: z
    .string({ error: M.sendingIdInvalid })
    .refine(isRequestId, { error: M.sendingIdInvalid })
    .optional()
    .meta({
      description:
        'ID pengiriman (UUID) yang dibuat sekali di ponsel; kiriman ulang dengan ID yang sama tidak menulis lagi',
    }),
})
export type PresensiAbsenBody = z.infer<typeof presensiAbsenBody>

export const presensiAbsenResponse = ok.extend({ data: presensiRecord })

const BULAN = /^\d{4}-(0[1-9]|1[0-2])$/
export const presensiRiwayatQuery = z.object({
  bulan: z.string({ error: M.bulanFormat }).regex(BULAN, { error: M.bulanFormat }),
})

/** The month's counts, by the period recap's own code (they agree with Rekapitulasi). */
export const presensiJumlah = z.object({
  masuk: z.number().int(),
  /** Ijin only: leave of types counted as cuti or dinas is in `cuti` and `dinas` (issue 31). */
  ijin: z.number().int(),
  sakit: z.number().int(),
  cuti: z.number().int(),
  dinas: z.number().int(),
  alpha: z.number().int(),
  /** Days late (beyond the grace period). */
  terlambat: z.number().int(),
  menit_terlambat: z.number().int(),
  menit_pulangawal: z.number().int(),
})

export const presensiRiwayat = z.object({
  bulan: z.string(),
  /** Every working day up to today and every day with a record, as the recap's detail lists them. */
  datae: z.array(rekapDetailRow),
  jumlah: presensiJumlah,
})
export type PresensiRiwayat = z.infer<typeof presensiRiwayat>

export const presensiIjinBody = z
  .object({
    tglawal: tanggal,
    tglakhir: tanggal,
    kategori: z
      .union([z.literal(0), z.literal(1)], { error: M.kategoriRequired })
      .meta({ description: '0 Sakit, 1 Ijin' }),
    /** Issue 31: the leave type (GET presensi/jeniscuti); without it, Sakit or Ijin by `kategori`. */
    idjenis: id.optional(),
    sebab: requiredText(M.sebabRequired, 200),
    keterangan: optionalText(500),
    /** The letter (a doctor's note, an invitation) as a photo: optional, larger than a selfie (readable). */
    surat: jpegPicture(
      { required: M.letterNotJpeg, notJpeg: M.letterNotJpeg, tooBig: M.letterTooBig },
      MAX_LETTER_BYTES,
    )
      .nullable()
      .optional(),
  })
  .refine((body) => body.tglakhir >= body.tglawal, { error: M.endBeforeStart, path: ['tglakhir'] })
export type PresensiIjinBody = z.infer<typeof presensiIjinBody>

/** One own leave request as the app lists it: dates, kind, status and the admin's note. */
export const presensiIjinRow = z
  .object({
    idj: z.number().int(),
    tglx: tanggal,
    tglawal: tanggal,
    tglakhir: tanggal,
    hari: z.number().int(),
    kategori: kategoriIjin,
    sebab: z.string(),
    keterangan: z.string(),
    disetujui,
    catatan: z.string(),
    surat: z.boolean(),
  })
  .extend(langkahPengajuan.shape)
export type PresensiIjinRow = z.infer<typeof presensiIjinRow>

/** A leave type the app offers (issue 31): the admin's request form offers the same. */
export const presensiJenisCuti = jenisCutiPilihan
export type PresensiJenisCuti = z.infer<typeof presensiJenisCuti>

/** The employee's annual leave (issue 31): the balance now and the current leave year's ledger. */
export const presensiSaldoCuti = z.object({
  saldo: z.number().int(),
  /** Days asked in requests still waiting for approval (not deducted yet). */
  menunggu: z.number().int(),
  /** The leave year containing today, its entries (docs/cuti.md); null before the first. */
  periode: periodeCuti.nullable(),
})

/** The new one follows the admin form's app password (PUT api/apppegawai): required, at least 6. */
export const presensiSandiBody = z.object({
  lama: z
    .string({ error: M.oldPasswordRequired })
    .min(1, { error: M.oldPasswordRequired })
    .max(200, { error: 'Maksimal 200 karakter' }),
  baru: newPassword(PEGAWAI_MESSAGES.appPasswordRequired),
})

export const presensiEndpoints = {
  presensiLogin: endpoint({
    method: 'PUT',
    path: 'presensi/login',
    access: 'public',
    summary:
      'Masuk aplikasi pegawai dengan NIP dan kata sandi aplikasi; hanya pegawai aktif dengan akses aplikasi (403 bila tidak)',
    body: presensiLoginBody,
    response: z.object({ status: z.literal('sukses'), pesan: z.string(), data: presensiSessionUser }),
    refusals: [401, 403, 429],
    extension: true,
  }),
  presensiLogout: endpoint({
    method: 'POST',
    path: 'presensi/logout',
    access: 'pegawai',
    summary: 'Keluar dari aplikasi pegawai: menghapus sesi token ini',
    response: ok,
    extension: true,
  }),
  presensiHariIni: endpoint({
    method: 'GET',
    path: 'presensi/hari-ini',
    access: 'pegawai',
    summary:
      'Hari ini menurut jam yayasan: hari kerja atau bukan (dan alasannya), jadwal, Hari Rapat, lokasi yang diizinkan, absensi hari ini',
    response: presensiHariIni,
    extension: true,
  }),
  presensiDatang: endpoint({
    method: 'POST',
    path: 'presensi/datang',
    access: 'pegawai',
    summary:
      'Absen datang dengan posisi dan selfie; waktu dan lokasi ditentukan server (400 posisi/foto, 409 bukan hari kerja atau sudah absen)',
    body: presensiAbsenBody,
    response: presensiAbsenResponse,
    refusals: [409],
    extension: true,
  }),
  presensiPulang: endpoint({
    method: 'POST',
    path: 'presensi/pulang',
    access: 'pegawai',
    summary:
      'Absen pulang dengan posisi dan selfie (409 bila belum absen datang, sudah pulang, atau bukan hari kerja)',
    body: presensiAbsenBody,
    response: presensiAbsenResponse,
    refusals: [409],
    extension: true,
  }),
  presensiRiwayat: endpoint({
    method: 'GET',
    path: 'presensi/riwayat',
    access: 'pegawai',
    summary: 'Absensi sendiri satu bulan dan jumlahnya (dihitung sama dengan Rekapitulasi Absensi)',
    query: presensiRiwayatQuery,
    response: presensiRiwayat,
    extension: true,
  }),
  presensiIjinCreate: endpoint({
    method: 'POST',
    path: 'presensi/ijin',
    access: 'pegawai',
    summary:
      'Ajukan ijin/sakit (menunggu verifikasi admin); 409 bila bertabrakan dengan pengajuan yang menunggu atau disetujui',
    body: presensiIjinBody,
    response: ok.extend({ idj: z.number().int() }),
    refusals: [409],
    extension: true,
  }),
  presensiIjinList: endpoint({
    method: 'GET',
    path: 'presensi/ijin',
    access: 'pegawai',
    summary: 'Pengajuan ijin/sakit sendiri, terbaru dahulu, dengan status dan catatan admin',
    response: listOf(presensiIjinRow),
    extension: true,
  }),
  presensiJenisCuti: endpoint({
    method: 'GET',
    path: 'presensi/jeniscuti',
    access: 'pegawai',
    summary: 'Jenis cuti/ijin yang aktif, untuk pilihan di formulir pengajuan',
    response: listOf(presensiJenisCuti),
    extension: true,
  }),
  presensiSaldoCuti: endpoint({
    method: 'GET',
    path: 'presensi/saldo-cuti',
    access: 'pegawai',
    summary: 'Sisa cuti tahunan sendiri hari ini dan mutasi tahun cuti berjalan',
    response: presensiSaldoCuti,
    extension: true,
  }),
  presensiIjinBatal: endpoint({
    method: 'POST',
    path: 'presensi/ijin/{idj}/batal',
    access: 'pegawai',
    summary:
      'Batalkan pengajuan sendiri yang menunggu, atau yang disetujui sebelum hari pertamanya (409 sesudahnya)',
    params: z.object({ idj: pathId }),
    body: ijinBatalBody,
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  presensiSandi: endpoint({
    method: 'PUT',
    path: 'presensi/sandi',
    access: 'pegawai',
    summary: 'Ubah kata sandi aplikasi sendiri (kata sandi lama wajib benar); sesi lain pegawai ini berakhir',
    body: presensiSandiBody,
    response: ok,
    refusals: [429],
    extension: true,
  }),
}
