import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import { type ApiArgs, api } from '../../lib/api-client.ts'
import { exportHeading } from '../../lib/export-heading.ts'
import { type CellType, exportColumn, exportSpreadsheet } from '../../lib/export-xlsx.ts'
import { formatTanggal, foundationToday } from '../../lib/format.ts'
import { PEGAWAI_COLUMN } from './pegawai-columns.ts'
import { STATUS_PEGAWAI } from './status.ts'

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

type Row = PegawaiRow & { jadwal: string }

/** A column under the list's own header, so the file is also the import's template. */
const listed = (
  key: keyof typeof PEGAWAI_COLUMN,
  type: CellType,
  value: (row: Row) => string | number | null,
) => exportColumn<Row>(String(PEGAWAI_COLUMN[key].header), type, value)

/** The file's columns, in the order the import reads them back (it takes a schedule's name). */
export const PEGAWAI_EXPORT_COLUMNS = [
  listed('no', 'number', (row) => row.no),
  listed('nip', 'text', (row) => row.nip),
  listed('nama', 'text', (row) => row.nama),
  listed('jk', 'text', (row) => row.jk),
  listed('tempat', 'text', (row) => row.tempat),
  listed('tgllahir', 'date', (row) => row.tgllahir),
  listed('alamat', 'text', (row) => row.alamat),
  listed('jabatan', 'text', (row) => row.jabatan),
  listed('pendidikan', 'text', (row) => row.pendidikan),
  listed('wa', 'text', (row) => row.wa),
  listed('email', 'text', (row) => row.email),
  listed('status', 'text', (row) => STATUS_PEGAWAI[row.status]),
  listed('tglmasuk', 'date', (row) => row.tglmasuk),
  listed('tglkeluar', 'date', (row) => row.tglkeluar),
  listed('kode', 'text', (row) => row.kode),
  listed('cabang', 'text', (row) => row.cabang),
  exportColumn<Row>('Jadwal', 'text', (row) => row.jadwal),
  listed('catatan', 'text', (row) => row.catatan),
]

/** What narrowed the list, for the heading: the search words the server used (per `jeniscari`). */
function filterNotes(filter: PegawaiFilter): string[] {
  const umum = filter.jeniscari !== 'khusus' ? [filter.cari] : []
  const khusus =
    filter.jeniscari !== 'umum' ? [filter.nip, filter.nama, filter.jabatan, filter.pendidikan] : []
  const words = [...umum, ...khusus].filter(Boolean)
  return [
    filter.status === '' ? '' : `Status: ${STATUS_PEGAWAI[Number(filter.status)]}`,
    words.length ? `Pencarian: ${words.join(', ')}` : '',
  ].filter(Boolean)
}

/** The filtered list (every page) as an xlsx download, the schedule by its name, the unit (name) in the heading. */
export async function exportPegawai(filter: PegawaiFilter, unit?: string): Promise<boolean> {
  const [rows, shifts, heading] = await Promise.all([
    allPegawai(filter),
    api('GET api/shift'),
    exportHeading({
      title: 'Data Pegawai',
      period: `Keadaan ${formatTanggal(foundationToday())}`,
      unit,
      notes: filterNotes(filter),
    }),
  ])
  const label = new Map(shifts.datae.map((shift) => [shift.idshift, shift.label]))
  return exportSpreadsheet({
    columns: PEGAWAI_EXPORT_COLUMNS,
    data: rows.map((row) => ({ ...row, jadwal: row.idshift === null ? '' : (label.get(row.idshift) ?? '') })),
    fileName: 'data-pegawai',
    sheetName: 'Pegawai',
    heading,
  })
}
