import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { blankAsMissing, pathId, queryId, queryKodeUnit, requiredText } from './fields.ts'
import { kantorRow } from './master.ts'
import { PEGAWAI_MESSAGES } from './messages.ts'
import {
  appPegawaiBody,
  pegawaiCariRow,
  pegawaiCreateBody,
  pegawaiDetail,
  pegawaiRow,
  pegawaiUpdateBody,
} from './pegawai-schema.ts'

/** SPEC.md §7 Employees. Level-0 only, except the picker used by manual attendance. */

const teks = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: `Maksimal ${max} karakter` })
    .default('')

/** An employee's attendance records and leave requests: deleted with it (ON DELETE CASCADE). */
export const pegawaiTerkait = z.object({ absensi: z.number().int(), ijin: z.number().int() })

export const ukuranHalaman = [10, 20, 50, 100] as const

export const pegawaiListQuery = z.object({
  page: blankAsMissing(
    z.coerce
      .number({ error: 'Halaman tidak valid' })
      .int({ error: 'Halaman tidak valid' })
      .min(1, { error: 'Halaman tidak valid' })
      .default(1),
  ),
  /** '' = all; otherwise 0 Aktif, 1 Non Aktif, 2 Keluar/Pindah. */
  status: z
    .enum(['', '0', '1', '2'], { error: 'Status tidak valid' })
    .default('')
    .transform((value) => (value === '' ? null : (Number(value) as 0 | 1 | 2))),
  /** Page size. */
  halaman: blankAsMissing(
    z.coerce
      .number({ error: 'Jumlah data per halaman harus 10, 20, 50 atau 100' })
      .refine((value) => (ukuranHalaman as readonly number[]).includes(value), {
        error: 'Jumlah data per halaman harus 10, 20, 50 atau 100',
      })
      .default(20),
  ),
  /**
   * 'umum': only `cari` (NIP, name, position, education or office); 'khusus': only the four fields
   * below; not given: every text that is given (the spec's client sends the parameter empty).
   */
  jeniscari: blankAsMissing(z.enum(['umum', 'khusus'], { error: 'Jenis pencarian tidak valid' }).optional()),
  cari: teks(),
  nip: teks(),
  nama: teks(),
  jabatan: teks(),
  pendidikan: teks(),
  /** The unit (`kantor.kode`) the list is narrowed to (issue 20); '' = every unit. */
  kode: queryKodeUnit,
})

const cariMessage = PEGAWAI_MESSAGES.searchTooShort

/** The picker's answer holds at most this many employees. */
export const CARI_LIMIT = 50

/** The picker's search (SPEC.md §5): at least 3 characters in NIP, name or position. */
export const pegawaiCariQuery = z
  .object({ nip: teks(), nama: teks(), jabatan: teks() })
  .refine((q) => [q.nip, q.nama, q.jabatan].some((value) => value.length >= 3), { error: cariMessage })

export const pegawaiEndpoints = {
  pegawaiList: endpoint({
    method: 'GET',
    path: 'api/datapegawai',
    access: 'admin',
    summary: 'Daftar pegawai per halaman dengan filter status, unit (kode) dan pencarian',
    query: pegawaiListQuery,
    response: z.object({
      datae: z.array(pegawaiRow),
      tot_page: z.number().int(),
      tot_pegawai: z.number().int(),
    }),
  }),
  pegawaiDetail: endpoint({
    method: 'GET',
    path: 'api/datapegawai/{idp}',
    access: 'admin',
    summary: "Satu pegawai; pegawai yang tidak ada dijawab 200 dengan exist 'non' dan detail null",
    params: z.object({ idp: pathId }),
    response: z.object({
      exist: z.enum(['ya', 'non']),
      detail: pegawaiDetail.nullable(),
      unitpendidikan: z.array(kantorRow.pick({ kode: true, cabang: true })),
      /** Extension: what a delete takes with it (the delete confirmation asks with these counts). */
      terkait: pegawaiTerkait.nullable(),
    }),
  }),
  pegawaiCreate: endpoint({
    method: 'POST',
    path: 'api/datapegawai',
    access: 'admin',
    summary: 'Tambah pegawai; 409 bila NIP sudah digunakan',
    body: pegawaiCreateBody,
    response: ok.extend({ idp: z.number().int() }),
    refusals: [409, 429],
  }),
  pegawaiUpdate: endpoint({
    method: 'PUT',
    path: 'api/datapegawai',
    access: 'admin',
    summary: 'Ubah pegawai (idp wajib); pass kosong = tetap; 409 bila NIP dipakai pegawai lain',
    body: pegawaiUpdateBody,
    response: ok,
    refusals: [404, 409, 429],
  }),
  pegawaiDelete: endpoint({
    method: 'DELETE',
    path: 'api/datapegawai/{idp}',
    access: 'admin',
    summary: 'Hapus pegawai beserta absensi dan pengajuan ijinnya (dicatat di Jejak Perubahan)',
    params: z.object({ idp: pathId }),
    response: ok,
    refusals: [404],
  }),
  pegawaiCekNip: endpoint({
    method: 'GET',
    path: 'api/datapegawai/cek/data',
    access: 'admin',
    summary: "Cek NIP: cek 'non' = bebas, 'ada' = sudah dipakai (idp opsional: abaikan pegawai ini)",
    query: z.object({
      tipedata: z.literal('nip', { error: 'Tipe data tidak valid' }),
      nilai: requiredText('Isikan NIP terlebih dahulu!', 30),
      idp: queryId,
    }),
    response: z.object({ cek: z.enum(['non', 'ada']) }),
  }),
  appPegawai: endpoint({
    method: 'PUT',
    path: 'api/apppegawai',
    access: 'admin',
    summary: 'Simpan kata sandi dan akses aplikasi pegawai',
    body: appPegawaiBody,
    response: ok,
    refusals: [404, 429],
  }),
  pegawaiCari: endpoint({
    method: 'GET',
    path: 'api/uppegawai/cari',
    access: 'user',
    summary: 'Cari pegawai untuk absensi manual (NIP, nama atau jabatan, minimal 3 karakter)',
    query: pegawaiCariQuery,
    response: listOf(pegawaiCariRow),
  }),
  pegawaiAwal: endpoint({
    method: 'GET',
    path: 'api/uppegawai/awal',
    access: 'user',
    summary: 'Pegawai pertama menurut nama (paling banyak 50), yang ditampilkan pemilih pegawai saat dibuka',
    response: listOf(pegawaiCariRow),
    extension: true,
  }),
}
