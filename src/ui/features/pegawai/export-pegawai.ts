import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import { type ApiArgs, api } from '../../lib/api-client.ts'
import { type ExportColumn, exportSpreadsheet } from '../../lib/export-xlsx.ts'

/** The export's columns: also the bulk-import template (the same headers are read back). */
export const PEGAWAI_COLUMNS: readonly ExportColumn<PegawaiRow>[] = [
  { label: 'No', field: 'no' },
  { label: 'NIP', field: 'nip' },
  { label: 'Nama', field: 'nama' },
  { label: 'JK', field: 'jk' },
  { label: 'Tempat Lahir', field: 'tempat' },
  { label: 'Tanggal Lahir', field: 'tgllahir' },
  { label: 'Alamat', field: 'alamat' },
  { label: 'Jabatan', field: 'jabatan' },
  { label: 'Pendidikan', field: 'pendidikan' },
  { label: 'WA', field: 'wa' },
  { label: 'Email', field: 'email' },
  { label: 'Status', field: 'status' },
  { label: 'Tanggal Masuk', field: 'tglmasuk' },
  { label: 'Tanggal Keluar', field: 'tglkeluar' },
  { label: 'Kode Unit', field: 'kode' },
  { label: 'Unit', field: 'cabang' },
  { label: 'ID Jadwal', field: 'idshift' },
  { label: 'Catatan', field: 'catatan' },
]

type PegawaiQuery = NonNullable<ApiArgs<'GET api/datapegawai'>['query']>
/** The list's filters as the contract types them ('' = not given). */
export type PegawaiFilter = Required<{
  [K in Exclude<keyof PegawaiQuery, 'page' | 'halaman'>]: NonNullable<PegawaiQuery[K]>
}>

/** Every row of the filtered list (all pages, 100 at a time), then the xlsx download. */
export async function exportPegawai(filter: PegawaiFilter): Promise<boolean> {
  const rows: PegawaiRow[] = []
  for (let page = 1; ; page++) {
    const answer = await api('GET api/datapegawai', { query: { ...filter, page, halaman: 100 } })
    rows.push(...answer.datae)
    if (page >= answer.tot_page) break
  }
  return exportSpreadsheet({
    columns: PEGAWAI_COLUMNS,
    data: rows,
    fileName: 'data-pegawai',
    sheetName: 'Pegawai',
  })
}
