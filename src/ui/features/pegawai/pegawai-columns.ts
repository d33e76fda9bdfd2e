import { PEGAWAI_FILE_HEADER } from '../../../contract/pegawai-file.ts'
import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { STATUS_PEGAWAI } from './status.ts'

type Column = DataTableColumn<PegawaiRow>
/** A list column under the employee file's header (export-pegawai.ts writes the same). */
const text = (key: keyof PegawaiRow & keyof typeof PEGAWAI_FILE_HEADER): Column => ({
  key,
  header: PEGAWAI_FILE_HEADER[key],
  value: (row) => row[key] ?? '',
})

/** The employee list's columns. */
export const PEGAWAI_COLUMN = {
  no: { key: 'no', header: 'No', className: 'num', value: (row) => row.no },
  nip: text('nip'),
  nama: text('nama'),
  jabatan: text('jabatan'),
  pendidikan: text('pendidikan'),
  cabang: text('cabang'),
  status: { key: 'status', header: PEGAWAI_FILE_HEADER.status, value: (row) => STATUS_PEGAWAI[row.status] },
} satisfies Record<string, Column>
