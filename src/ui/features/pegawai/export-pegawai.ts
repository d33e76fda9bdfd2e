import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import { exportColumns } from '../../components/table-columns.ts'
import { type ApiArgs, api } from '../../lib/api-client.ts'
import { exportSpreadsheet } from '../../lib/export-xlsx.ts'
import { PEGAWAI_EXPORT_COLUMNS } from './pegawai-columns.ts'

type PegawaiQuery = NonNullable<ApiArgs<'GET api/datapegawai'>['query']>
/** The list's filters as the contract types them ('' = not given). */
export type PegawaiFilter = Required<{
  [K in Exclude<keyof PegawaiQuery, 'page' | 'halaman'>]: NonNullable<PegawaiQuery[K]>
}>

/** Every row of the filtered list (all pages, 100 at a time). */
export async function allPegawai(filter: PegawaiFilter): Promise<PegawaiRow[]> {
  const rows: PegawaiRow[] = []
  for (let page = 1; ; page++) {
    const answer = await api('GET api/datapegawai', { query: { ...filter, page, halaman: 100 } })
    rows.push(...answer.datae)
    if (page >= answer.tot_page) break
  }
  return rows
}

/** The filtered list as an xlsx download, with the columns of `PEGAWAI_EXPORT_COLUMNS`. */
export async function exportPegawai(filter: PegawaiFilter): Promise<boolean> {
  return exportSpreadsheet({
    columns: exportColumns(PEGAWAI_EXPORT_COLUMNS),
    data: await allPegawai(filter),
    fileName: 'data-pegawai',
    sheetName: 'Pegawai',
  })
}
