import { z } from 'zod'
import type { DicatatAjar, KategoriGuru, Semester, StatusAjar } from '../db/schema.ts'
import { endpoint, listOf, ok } from './define.ts'
import {
  blankAsMissing,
  id,
  optionalText,
  pathId,
  queryId,
  queryKodeUnit,
  requiredText,
  tanggal,
  waktu,
} from './fields.ts'
import { JAM_AJAR_MESSAGES as M } from './messages.ts'
import { HONOR_MAX } from './pengaturan-rules.ts'
import { areaDiizinkan, presensiAbsenBody } from './presensi.ts'

/**
 * Teaching hours (issue 33, docs/jam-mengajar.md): per unit, academic year and semester the bell
 * schedule, the classes and the timetable; a record per lesson taught (the teacher in the app, the
 * duty officer or an admin); the monthly Rekap Jam Mengajar with the honorarium. Additive: the
 * SPEC's 'ajar' history (`GET api/absensi/cek/riwayat/{idp}`) keeps its shape and lists these
 * records.
 */

export const SEMESTER = [1, 2] as const satisfies readonly Semester[]
export const KATEGORI_GURU = ['GTY', 'GTT', 'honorer'] as const satisfies readonly KategoriGuru[]
export const STATUS_AJAR = ['hadir', 'pengganti', 'tidak'] as const satisfies readonly StatusAjar[]
export const DICATAT_AJAR = ['app', 'piket', 'admin'] as const satisfies readonly DicatatAjar[]

export const NAMA_KATEGORI_GURU: Record<KategoriGuru, string> = {
  GTY: 'GTY (Guru Tetap Yayasan)',
  GTT: 'GTT (Guru Tidak Tetap)',
  honorer: 'Honorer',
}
export const NAMA_STATUS_AJAR: Record<StatusAjar, string> = {
  hadir: 'Diajar',
  pengganti: 'Guru pengganti',
  tidak: 'Tidak diajar',
}

export const semester = z.union([z.literal(1), z.literal(2)], { error: M.semesterInvalid })
const querySemester = blankAsMissing(z.coerce.number({ error: M.semesterInvalid }).pipe(semester).optional())
const hari = z
  .number({ error: M.hariInvalid })
  .int({ error: M.hariInvalid })
  .min(0, { error: M.hariInvalid })
  .max(6, {
    error: M.hariInvalid,
  })
const jamke = z
  .number({ error: M.jamkeInvalid })
  .int({ error: M.jamkeInvalid })
  .min(1, { error: M.jamkeInvalid })
  .max(20, {
    error: M.jamkeInvalid,
  })
export const kategoriGuru = z.enum(KATEGORI_GURU, { error: M.kategoriGuruInvalid })
/**
 * The employee form's category (issue 33): null or '' = none (not paid per JP); left out of an
 * edit, the stored one stays (a client of the SPEC never sends it).
 */
export const kategoriGuruIsian = z
  .union([z.literal(''), z.null(), kategoriGuru], { error: M.kategoriGuruInvalid })
  .transform((value) => value || null)
  .optional()
const BULAN = /^\d{4}-(0[1-9]|1[0-2])$/
const bulan = z.string({ error: M.bulanFormat }).regex(BULAN, { error: M.bulanFormat })

/** Which timetable: a unit, an academic year, a semester. */
const lingkup = {
  kode: requiredText(M.kodeRequired, 50),
  idta: id,
  semester,
}
/** The same in a query; idta and semester default to the active year and today's semester. */
const lingkupQuery = z.object({ kode: queryKodeUnit, idta: queryId, semester: querySemester })
const lingkupAnswer = { kode: z.string(), idta: z.number().int(), semester }

/** One period of a weekday (a break: jamke null, e.g. keterangan 'Istirahat'). */
export const periode = z
  .object({
    hari,
    jamke: jamke.nullable(),
    mulai: waktu,
    selesai: waktu,
    keterangan: optionalText(50),
  })
  .refine((p) => p.selesai > p.mulai, { error: M.selesaiBeforeMulai, path: ['selesai'] })
export const jamPelajaranRow = z.object({
  idjam: z.number().int(),
  hari: z.number().int(),
  jamke: z.number().int().nullable(),
  mulai: waktu,
  selesai: waktu,
  keterangan: z.string(),
})
/** The whole bell schedule of a unit's semester, replaced at once (overlaps and repeats refused). */
export const jamPelajaranBody = z.object({ ...lingkup, datae: z.array(periode).max(200) })
export const jamPelajaran = z.object({ ...lingkupAnswer, datae: z.array(jamPelajaranRow) })

export const kelasRow = z.object({ idkelas: z.number().int(), nama: z.string(), urut: z.number().int() })
const kelasFields = {
  nama: requiredText(M.kelasRequired, 20),
  urut: z.number().int().min(0).max(999).default(0),
}
export const kelasCreateBody = z.object({ kode: lingkup.kode, idta: id, ...kelasFields })
export const kelasUpdateBody = z.object({ idkelas: id, ...kelasFields })

/** A timetable cell as the grid shows it. */
export const jadwalSel = z.object({
  idjadwal: z.number().int(),
  hari: z.number().int(),
  jamke: z.number().int(),
  idkelas: z.number().int(),
  kelas: z.string(),
  mapel: z.string(),
  idp: z.number().int(),
  nama: z.string(),
})
export type JadwalSel = z.infer<typeof jadwalSel>
const selFields = {
  hari,
  jamke,
  idkelas: id,
  mapel: requiredText(M.mapelRequired, 60),
  idp: z.number({ error: M.guruRequired }).int({ error: M.guruRequired }).positive({ error: M.guruRequired }),
}
export const jadwalCreateBody = z.object({ ...lingkup, ...selFields })
export const jadwalUpdateBody = z.object({ idjadwal: id, ...selFields })
/** The unit's teachers (employees of type 'ajar'): whom the grid's cell dialog offers. */
export const guruPilihan = z.object({ idp: z.number().int(), nip: z.string(), nama: z.string() })
export const jadwal = z.object({ ...lingkupAnswer, datae: z.array(jadwalSel), guru: z.array(guruPilihan) })

export const salinBody = z.object({ ...lingkup, dari_idta: id, dari_semester: semester })

/**
 * A timetable sheet as the screen read it from xlsx (docs/jam-mengajar.md "The xlsx layout"): one
 * row per day, period and class cell 'Mapel / Guru' (guru: NIP or the name as in the employee list).
 * `baris` is the sheet's row, named in the refusal.
 */
export const imporJadwalBody = z.object({
  ...lingkup,
  datae: z
    .array(
      z.object({
        baris: z.number().int().min(1),
        hari,
        jamke,
        kelas: requiredText(M.kelasRequired, 20),
        mapel: requiredText(M.mapelRequired, 60),
        guru: requiredText(M.guruRequired, 100),
      }),
    )
    .max(5000),
})

/** What a lesson of a day is: recorded, expected, or not expected (a day off, the teacher's leave). */
export const KEADAAN_AJAR = [
  'belum',
  'hadir',
  'pengganti',
  'tidak',
  'ijin',
  'sakit',
  'cuti',
  'dinas',
] as const
/** A lesson's state as the screens say it. */
export const NAMA_KEADAAN_AJAR: Record<(typeof KEADAAN_AJAR)[number], string> = {
  belum: 'Belum dicatat',
  hadir: 'Diajar',
  pengganti: 'Guru pengganti',
  tidak: 'Tidak diajar',
  ijin: 'Ijin',
  sakit: 'Sakit',
  cuti: 'Cuti',
  dinas: 'Dinas luar',
}
export const jurnalRow = z.object({
  idjadwal: z.number().int(),
  tgl: tanggal,
  jamke: z.number().int(),
  mulai: waktu,
  selesai: waktu,
  idkelas: z.number().int(),
  kelas: z.string(),
  mapel: z.string(),
  /** The scheduled teacher. */
  idp: z.number().int(),
  nama: z.string(),
  keadaan: z.enum(KEADAAN_AJAR),
  /** The record, when there is one. */
  id: z.number().int().nullable(),
  idp_pengganti: z.number().int().nullable(),
  nama_pengganti: z.string().nullable(),
  materi: z.string(),
  alasan: z.string(),
  dicatat: z.enum(DICATAT_AJAR).nullable(),
  waktu_catat: z.string().nullable(),
})
export type JurnalRow = z.infer<typeof jurnalRow>
export const jurnal = z.object({
  tgl: tanggal,
  /** The unit's day off that date (its description); no lesson is expected then. */
  libur: z.string().nullable(),
  datae: z.array(jurnalRow),
  /** The unit's active teachers (tipe 'ajar'), for the substitute picker. */
  guru: z.array(z.object({ idp: z.number().int(), nama: z.string() })),
})
export type Jurnal = z.infer<typeof jurnal>

export const jurnalBody = z
  .object({
    idjadwal: id,
    tgl: tanggal,
    status: z.enum(STATUS_AJAR, { error: M.statusInvalid }),
    idp_pengganti: id.nullable().default(null),
    materi: optionalText(500),
    alasan: optionalText(200),
  })
  .refine((b) => b.status !== 'pengganti' || b.idp_pengganti !== null, {
    error: M.penggantiRequired,
    path: ['idp_pengganti'],
  })
  .refine((b) => b.status !== 'tidak' || b.alasan.trim() !== '', {
    error: M.alasanRequired,
    path: ['alasan'],
  })

/** The teacher's lessons today in the app. */
export const mengajarHariIni = z.object({
  tgl: tanggal,
  jam: waktu,
  libur: z.string().nullable(),
  /** The teacher's approved leave today (its kind), when there is one. */
  cuti: z.string().nullable(),
  /** The school's areas (the teacher's unit), for the phone to show the distance; the server decides. */
  area: areaDiizinkan,
  datae: z.array(jurnalRow),
})
export const mengajarBody = presensiAbsenBody.pick({ lat: true, lng: true, akurasi: true }).extend({
  idjadwal: id,
  materi: requiredText(M.materiRequired, 500),
})

const jpTidak = z.object({
  ijin: z.number().int(),
  sakit: z.number().int(),
  cuti: z.number().int(),
  dinas: z.number().int(),
  /** Scheduled, not taught, no leave: marked 'tidak' or not recorded after the day. */
  tanpa_keterangan: z.number().int(),
})
export const rekapJamMengajarRow = z.object({
  idp: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  kategori_guru: kategoriGuru.nullable(),
  /** JP on the timetable on the month's working days of the unit (days passed and to come). */
  jp_jadwal: z.number().int(),
  jp_hadir: z.number().int(),
  jp_pengganti: z.number().int(),
  jp_tidak: jpTidak,
  /** Rupiah per JP of the category (0 without one). */
  tarif: z.number().int(),
  /** (jp_hadir + jp_pengganti) × tarif, in Rupiah. */
  honor: z.number().int(),
})
export const rekapJamMengajar = z.object({
  bulan,
  kode: z.string(),
  cabang: z.string(),
  kepala: z.string(),
  datae: z.array(rekapJamMengajarRow),
  total_honor: z.number().int(),
})
export type RekapJamMengajar = z.infer<typeof rekapJamMengajar>

const honor = z
  .number({ error: M.honorInvalid })
  .int({ error: M.honorInvalid })
  .min(0, { error: M.honorInvalid })
  .max(HONOR_MAX, { error: M.honorInvalid })
/** The settings' rates (GET/PUT api/pengaturan, optional in PUT). */
export const honorSettings = { honor_jp_gty: honor, honor_jp_gtt: honor, honor_jp_honorer: honor }

export const jamMengajarEndpoints = {
  jamPelajaranGet: endpoint({
    method: 'GET',
    path: 'api/jampelajaran',
    access: 'user',
    summary: 'Jadwal bel (jam pelajaran dan istirahat) satu unit dan semester',
    query: lingkupQuery,
    response: jamPelajaran,
    refusals: [403],
    extension: true,
  }),
  jamPelajaranPut: endpoint({
    method: 'PUT',
    path: 'api/jampelajaran',
    access: 'user',
    summary: 'Simpan seluruh jadwal bel satu unit dan semester (tumpang tindih ditolak)',
    body: jamPelajaranBody,
    response: ok,
    refusals: [403, 409],
    extension: true,
  }),
  kelasList: endpoint({
    method: 'GET',
    path: 'api/kelas',
    access: 'user',
    summary: 'Kelas satu unit pada satu tahun ajaran',
    query: z.object({ kode: queryKodeUnit, idta: queryId }),
    response: listOf(kelasRow),
    refusals: [403],
    extension: true,
  }),
  kelasCreate: endpoint({
    method: 'POST',
    path: 'api/kelas',
    access: 'user',
    summary: 'Tambah kelas (nama sudah ada: 409)',
    body: kelasCreateBody,
    response: ok.extend({ idkelas: z.number().int() }),
    refusals: [403, 409],
    extension: true,
  }),
  kelasUpdate: endpoint({
    method: 'PUT',
    path: 'api/kelas',
    access: 'user',
    summary: 'Ubah nama atau urutan kelas',
    body: kelasUpdateBody,
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  kelasDelete: endpoint({
    method: 'DELETE',
    path: 'api/kelas/{idkelas}',
    access: 'user',
    summary: 'Hapus kelas; ditolak (409) bila masih ada di jadwal',
    params: z.object({ idkelas: pathId }),
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  jadwalAjarGet: endpoint({
    method: 'GET',
    path: 'api/jadwalajar',
    access: 'user',
    summary: 'Jadwal pelajaran (kelas × hari × jam ke-) satu unit dan semester',
    query: lingkupQuery,
    response: jadwal,
    refusals: [403],
    extension: true,
  }),
  jadwalAjarCreate: endpoint({
    method: 'POST',
    path: 'api/jadwalajar',
    access: 'user',
    summary: 'Isi satu sel jadwal; bentrok kelas atau guru ditolak (409) dengan bentroknya',
    body: jadwalCreateBody,
    response: ok.extend({ idjadwal: z.number().int() }),
    refusals: [403, 404, 409],
    extension: true,
  }),
  jadwalAjarUpdate: endpoint({
    method: 'PUT',
    path: 'api/jadwalajar',
    access: 'user',
    summary: 'Ubah satu sel jadwal; bentrok ditolak (409)',
    body: jadwalUpdateBody,
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  jadwalAjarDelete: endpoint({
    method: 'DELETE',
    path: 'api/jadwalajar/{idjadwal}',
    access: 'user',
    summary: 'Kosongkan satu sel jadwal',
    params: z.object({ idjadwal: pathId }),
    response: ok,
    refusals: [404],
    extension: true,
  }),
  jadwalAjarSalin: endpoint({
    method: 'POST',
    path: 'api/jadwalajar/salin',
    access: 'user',
    summary: 'Salin jadwal bel, kelas dan jadwal pelajaran dari semester lain (tujuan harus kosong)',
    body: salinBody,
    response: ok.extend({ jumlah: z.number().int() }),
    refusals: [403, 409],
    extension: true,
  }),
  jadwalAjarImpor: endpoint({
    method: 'POST',
    path: 'api/jadwalajar/impor',
    access: 'user',
    summary:
      'Ganti jadwal pelajaran satu semester dari lembar xlsx (baris salah atau bentrok: 400/409, tidak ada yang berubah)',
    body: imporJadwalBody,
    response: ok.extend({ jumlah: z.number().int() }),
    refusals: [403, 409],
    extension: true,
  }),
  jurnalAjarGet: endpoint({
    method: 'GET',
    path: 'api/jurnalajar',
    access: 'user',
    summary:
      'Jurnal mengajar satu unit pada satu tanggal: setiap jam pelajaran terjadwal dan catatannya (piket)',
    query: z.object({ kode: queryKodeUnit, tgl: blankAsMissing(tanggal.optional()) }),
    response: jurnal,
    refusals: [403],
    extension: true,
  }),
  jurnalAjarSet: endpoint({
    method: 'POST',
    path: 'api/jurnalajar',
    access: 'user',
    summary: 'Piket/admin mencatat satu jam pelajaran: diajar, tidak diajar, atau guru pengganti',
    body: jurnalBody,
    response: ok,
    // Another unit's lesson answers 404, as a missing one (src/api-handlers/scope.ts).
    refusals: [404, 409],
    extension: true,
  }),
  jurnalAjarDelete: endpoint({
    method: 'DELETE',
    path: 'api/jurnalajar/{id}',
    access: 'user',
    summary: 'Hapus catatan satu jam pelajaran',
    params: z.object({ id: pathId }),
    response: ok,
    refusals: [404],
    extension: true,
  }),
  rekapJamMengajar: endpoint({
    method: 'GET',
    path: 'api/laporan/jammengajar',
    access: 'user',
    summary:
      'Rekap jam mengajar per guru satu unit dan bulan: JP terjadwal, diajar, pengganti, tidak diajar, honor',
    query: z.object({ kode: queryKodeUnit, bulan }),
    response: rekapJamMengajar,
    refusals: [403],
    extension: true,
  }),
  presensiMengajar: endpoint({
    method: 'GET',
    path: 'presensi/mengajar',
    access: 'pegawai',
    summary: 'Jam pelajaran guru hari ini dan catatannya',
    response: mengajarHariIni,
    extension: true,
  }),
  presensiMulaiMengajar: endpoint({
    method: 'POST',
    path: 'presensi/mengajar',
    access: 'pegawai',
    summary:
      'Mulai mengajar: dicatat pada jam pelajarannya di area sekolah, dengan materi (409 di luar jam atau sudah tercatat)',
    body: mengajarBody,
    response: ok,
    refusals: [409],
    extension: true,
  }),
}
