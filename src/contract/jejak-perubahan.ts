import { z } from 'zod'
import { endpoint } from './define.ts'
import { blankAsMissing, queryId, tanggal, waktu } from './fields.ts'

/**
 * The audit trail 'Jejak Perubahan' (issue 20, docs/audit-trail.md): every create, change and
 * delete made through the API, newest first. Level 0 only: it shows every unit's changes.
 */

export const JENIS_PERUBAHAN = ['tambah', 'ubah', 'hapus'] as const
export const jenisPerubahan = z.enum(JENIS_PERUBAHAN)

/** Rows per page the screen offers. */
export const UKURAN_HALAMAN_JEJAK = [20, 50, 100] as const

/** What the trail keeps of a password, hash or picture (never the value): present, or changed. */
export const DISEMBUNYIKAN = '(disembunyikan)'
export const DIUBAH_DISEMBUNYIKAN = '(diubah, disembunyikan)'

/** A row before or after, column → value; passwords, hashes and photos read DISEMBUNYIKAN. */
const nilaiBaris = z.record(z.string(), z.unknown()).nullable()

export const jejakEntry = z.object({
  id: z.number().int(),
  /** The foundation's date and wall-clock time of the change. */
  tgl: tanggal,
  jam: waktu,
  /** Who: the user's id and their full name at that time (a later rename or delete keeps it). */
  iduser: z.number().int(),
  namauser: z.string(),
  /** What: a table of the database ('semua data' for an import or reset) and the record's key. */
  tabel: z.string(),
  idrekaman: z.string(),
  jenis: jenisPerubahan,
  sebelum: nilaiBaris,
  sesudah: nilaiBaris,
  keterangan: z.string(),
})
export type JejakEntry = z.infer<typeof jejakEntry>

const namaPerKunci = z.record(z.string(), z.string())

/** Key (as text) → name, per kind: every record the page's entries point at that could be named. */
export const namaRujukan = z.object({
  pegawai: namaPerKunci,
  shift: namaPerKunci,
  area: namaPerKunci,
  unit: namaPerKunci,
  /** Issue 31: a request's leave type. */
  jenis_cuti: namaPerKunci,
  /** Issue 32: the machine a record's half came from. */
  mesin: namaPerKunci,
})
export type NamaRujukan = z.infer<typeof namaRujukan>
export type JenisRujukan = keyof NamaRujukan

/**
 * The columns of a recorded row that hold another record's key (an id, a unit's code, a list of
 * codes), by table: the list answers their names so the screen never shows a bare id.
 */
export const KOLOM_RUJUKAN: Readonly<Record<string, Readonly<Record<string, JenisRujukan>>>> = {
  pegawai: { idshift: 'shift', kode: 'unit' },
  absensi: { idp: 'pegawai', idar: 'area', idmesin_masuk: 'mesin', idmesin_pulang: 'mesin' },
  mesin: { kode: 'unit', idar: 'area' },
  jam_pelajaran: { kode: 'unit' },
  kelas: { kode: 'unit' },
  jadwal_ajar: { kode: 'unit', idp: 'pegawai' },
  absensi_ajar: { idp: 'pegawai', idp_jadwal: 'pegawai' },
  pengajuan_ijin: { idp: 'pegawai', idjenis: 'jenis_cuti' },
  cuti_mutasi: { idp: 'pegawai' },
  area_absensi: { kode: 'unit' },
  pengguna: { ids: 'unit' },
  kalender: { unit: 'unit' },
}

const tanggalOpsional = blankAsMissing(tanggal.optional())

export const jejakQuery = z
  .object({
    page: blankAsMissing(
      z.coerce
        .number({ error: 'Halaman tidak valid' })
        .int({ error: 'Halaman tidak valid' })
        .min(1, { error: 'Halaman tidak valid' })
        .default(1),
    ),
    halaman: blankAsMissing(
      z.coerce
        .number({ error: 'Jumlah data per halaman harus 20, 50 atau 100' })
        .refine((value) => (UKURAN_HALAMAN_JEJAK as readonly number[]).includes(value), {
          error: 'Jumlah data per halaman harus 20, 50 atau 100',
        })
        .default(50),
    ),
    iduser: queryId,
    jenis: blankAsMissing(jenisPerubahan.optional()),
    tabel: blankAsMissing(z.string().trim().max(50, { error: 'Maksimal 50 karakter' }).optional()),
    idrekaman: blankAsMissing(z.string().trim().max(50, { error: 'Maksimal 50 karakter' }).optional()),
    /** The first and last day (inclusive) of the changes shown. */
    dari: tanggalOpsional,
    sampai: tanggalOpsional,
  })
  .refine((q) => !q.dari || !q.sampai || q.dari <= q.sampai, {
    error: 'Tanggal akhir tidak boleh sebelum tanggal awal',
    path: ['sampai'],
  })
export type JejakQuery = z.infer<typeof jejakQuery>

export const jejakPerubahanEndpoints = {
  jejakPerubahanList: endpoint({
    method: 'GET',
    path: 'api/jejakperubahan',
    access: 'admin',
    summary:
      'Jejak Perubahan: siapa, kapan, apa (tabel, id, tambah/ubah/hapus) dan nilai sebelum/sesudah, terbaru dahulu, per halaman',
    query: jejakQuery,
    response: z.object({
      datae: z.array(jejakEntry),
      tot_page: z.number().int(),
      total: z.number().int(),
      /** For the filters: every user and table the trail names (a deleted user included). */
      pilihan: z.object({
        pengguna: z.array(z.object({ iduser: z.number().int(), namauser: z.string() })),
        tabel: z.array(z.string()),
      }),
      /**
       * Extension (issue 34): the names of the records the page's entries point at (an employee by
       * idp, a schedule, an area, a unit by code). A deleted employee is named from the trail.
       */
      nama: namaRujukan,
    }),
    extension: true,
  }),
}
