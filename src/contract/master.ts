import { z } from 'zod'
import { endpoint, listOf, ok } from './define.ts'
import { requiredText } from './fields.ts'

/** SPEC.md §7 Employees: the small master lists behind the employee form (positions, education, offices). */

export const jabatanRow = z.object({ id: z.number().int(), jabatan: z.string() })
export type JabatanRow = z.infer<typeof jabatanRow>

export const pendidikanRow = z.object({ id: z.number().int(), pendidikan: z.string() })
export type PendidikanRow = z.infer<typeof pendidikanRow>

/** An office or school (unit pendidikan). */
export const kantorRow = z.object({ kode: z.string(), cabang: z.string() })
export type KantorRow = z.infer<typeof kantorRow>

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
    body: z.object({ jabatan: requiredText('Isikan nama jabatan terlebih dahulu!', 100) }),
    response: ok.extend({ id: z.number().int() }),
    refusals: [409],
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
    body: z.object({ pendidikan: requiredText('Isikan jenjang pendidikan terlebih dahulu!', 100) }),
    response: ok.extend({ id: z.number().int() }),
    refusals: [409],
  }),
  kantorList: endpoint({
    method: 'GET',
    path: 'api/kantor',
    access: 'user',
    summary: 'Daftar kantor/unit (kode, cabang); Admin Unit hanya melihat unitnya',
    response: listOf(kantorRow),
  }),
}
