import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { id, optionalText, pathId, requiredText } from './fields.ts'
import { MASTER_MESSAGES as M } from './messages.ts'

/**
 * SPEC.md §7 Employees: the small master lists behind the employee form (positions, education,
 * offices), and their own screens (issue 20, docs/master-data.md): units with address and head,
 * positions and education levels renamed or deleted (refused while employees use them).
 */

export const jabatanRow = z.object({ id: z.number().int(), jabatan: z.string() })

export const pendidikanRow = z.object({ id: z.number().int(), pendidikan: z.string() })

/**
 * An office or school (unit pendidikan): `kode` and `cabang` as SPEC.md §7 lists them, plus its
 * address and the head's name (signed under 'Mengetahui, Kepala …'); '' when not filled in.
 */
export const kantorRow = z.object({
  kode: z.string(),
  cabang: z.string(),
  alamat: z.string(),
  kepala: z.string(),
})
export type KantorRow = z.infer<typeof kantorRow>

/** A unit's code: fixed once created (employees, areas and users refer to it), no spaces. */
export const kodeUnit = z
  .string({ error: M.kodeRequired })
  .trim()
  .min(1, { error: M.kodeRequired })
  .max(20, { error: 'Maksimal 20 karakter' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: M.kodeFormat })

const kantorFields = {
  kode: kodeUnit,
  cabang: requiredText(M.cabangRequired, 100),
  alamat: optionalText(200),
  kepala: optionalText(100),
}
export const kantorBody = z.object(kantorFields)

const jabatanName = requiredText(M.jabatanRequired, 100)
const pendidikanName = requiredText(M.pendidikanRequired, 100)

export const masterEndpoints = {
  jabatanList: endpoint({
    method: 'GET',
    path: 'api/jabatan',
    access: 'user',
    summary: 'Daftar jabatan, urut abjad',
    response: listOf(jabatanRow),
  }),
  jabatanCreate: endpoint({
    method: 'POST',
    path: 'api/jabatan',
    access: 'admin',
    summary: 'Tambah jabatan; 409 bila sudah ada',
    body: z.object({ jabatan: jabatanName }),
    response: ok.extend({ id: z.number().int() }),
    refusals: [409],
  }),
  jabatanUpdate: endpoint({
    method: 'PUT',
    path: 'api/jabatan',
    access: 'admin',
    summary:
      'Ganti nama jabatan; pegawai yang memakainya ikut berganti (satu transaksi); 409 bila nama sudah ada',
    body: z.object({ id, jabatan: jabatanName }),
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  jabatanDelete: endpoint({
    method: 'DELETE',
    path: 'api/jabatan/{id}',
    access: 'admin',
    summary: 'Hapus jabatan; ditolak (409) selama masih dipakai pegawai, dengan jumlahnya',
    params: z.object({ id: pathId }),
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  pendidikanList: endpoint({
    method: 'GET',
    path: 'api/pendidikan',
    access: 'user',
    summary: 'Daftar jenjang pendidikan',
    response: listOf(pendidikanRow),
  }),
  pendidikanCreate: endpoint({
    method: 'POST',
    path: 'api/pendidikan',
    access: 'admin',
    summary: 'Tambah jenjang pendidikan; 409 bila sudah ada',
    body: z.object({ pendidikan: pendidikanName }),
    response: ok.extend({ id: z.number().int() }),
    refusals: [409],
  }),
  pendidikanUpdate: endpoint({
    method: 'PUT',
    path: 'api/pendidikan',
    access: 'admin',
    summary:
      'Ganti nama jenjang pendidikan; pegawai yang memakainya ikut berganti (satu transaksi); 409 bila nama sudah ada',
    body: z.object({ id, pendidikan: pendidikanName }),
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  pendidikanDelete: endpoint({
    method: 'DELETE',
    path: 'api/pendidikan/{id}',
    access: 'admin',
    summary: 'Hapus jenjang pendidikan; ditolak (409) selama masih dipakai pegawai, dengan jumlahnya',
    params: z.object({ id: pathId }),
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  kantorList: endpoint({
    method: 'GET',
    path: 'api/kantor',
    access: 'user',
    summary: 'Daftar unit (kode, cabang, alamat, kepala); Admin Unit hanya melihat unitnya',
    response: listOf(kantorRow),
  }),
  kantorDetail: endpoint({
    method: 'GET',
    path: 'api/kantor/{kode}',
    access: 'admin',
    summary: 'Satu unit (kode, cabang, alamat, kepala)',
    params: z.object({ kode: kodeUnit }),
    response: kantorRow,
    refusals: [404],
    extension: true,
  }),
  kantorCreate: endpoint({
    method: 'POST',
    path: 'api/kantor',
    access: 'admin',
    summary: 'Tambah unit; 409 bila kode atau nama sudah dipakai unit lain',
    body: kantorBody,
    response: ok.extend({ kode: z.string() }),
    refusals: [409],
    extension: true,
  }),
  kantorUpdate: endpoint({
    method: 'PUT',
    path: 'api/kantor',
    access: 'admin',
    summary: 'Ubah nama, alamat dan kepala unit (kode tetap); 409 bila nama sudah dipakai unit lain',
    body: kantorBody,
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
  kantorDelete: endpoint({
    method: 'DELETE',
    path: 'api/kantor/{kode}',
    access: 'admin',
    summary:
      'Hapus unit; ditolak (409) selama dipakai pegawai, area absensi atau pengguna (dengan jumlahnya), dan untuk unit pusat',
    params: z.object({ kode: kodeUnit }),
    response: ok,
    refusals: [404, 409],
    extension: true,
  }),
}
