import {
  PEGAWAI_FILE_DATES,
  PEGAWAI_FILE_FIELDS,
  PEGAWAI_FILE_HEADER,
  type PegawaiFileField,
} from '../../../contract/pegawai-file.ts'
import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import { type ApiArgs, api } from '../../lib/api-client.ts'
import { exportHeading } from '../../lib/export-heading.ts'
import { type ExportProgress, exportSpreadsheet } from '../../lib/export-run.ts'
import { exportColumn } from '../../lib/export-xlsx.ts'
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

/** A file column's cell where it is not the row's own field: the status by its label. */
const CELL: Partial<Record<PegawaiFileField, (row: Row) => string>> = {
  status: (row) => STATUS_PEGAWAI[row.status],
}

const fileColumn = (field: PegawaiFileField) =>
  exportColumn<Row>(
    PEGAWAI_FILE_HEADER[field],
    PEGAWAI_FILE_DATES.has(field) ? 'date' : 'text',
    CELL[field] ?? ((row) => row[field]),
  )

/**
 * The file's columns: the list's number, then the employee file's (the contract's headers, in the
 * order the import reads them back; the schedule by its name).
 */
export const PEGAWAI_EXPORT_COLUMNS = [
  exportColumn<Row>(PEGAWAI_COLUMN.no.header, 'number', (row) => row.no),
  ...PEGAWAI_FILE_FIELDS.map(fileColumn),
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
export async function exportPegawai(
  filter: PegawaiFilter,
  unit?: string,
  onProgress?: ExportProgress,
): Promise<boolean> {
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
    onProgress,
  })
}
