import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { STATUS_PEGAWAI } from './status.ts'

type Column = DataTableColumn<PegawaiRow>
const text = (key: keyof PegawaiRow & string, header: string): Column => ({
  key,
  header,
  value: (row) => (row[key] as string | number | null) ?? '',
})

/**
 * Every employee column, defined once: the list shows some of them, the xlsx export
 * (export-pegawai.ts) writes them under the same headers, and the bulk import reads them back.
 */
export const PEGAWAI_COLUMN = {
  no: { key: 'no', header: 'No', className: 'num', value: (row) => row.no },
  nip: text('nip', 'NIP'),
  nama: text('nama', 'Nama'),
  jk: text('jk', 'JK'),
  tempat: text('tempat', 'Tempat Lahir'),
  tgllahir: text('tgllahir', 'Tanggal Lahir'),
  alamat: text('alamat', 'Alamat'),
  jabatan: text('jabatan', 'Jabatan'),
  pendidikan: text('pendidikan', 'Pendidikan'),
  wa: text('wa', 'WA'),
  email: text('email', 'Email'),
  status: { key: 'status', header: 'Status', value: (row) => STATUS_PEGAWAI[row.status] },
  tglmasuk: text('tglmasuk', 'Tanggal Masuk'),
  tglkeluar: text('tglkeluar', 'Tanggal Keluar'),
  kode: text('kode', 'Kode Unit'),
  cabang: text('cabang', 'Unit'),
  idshift: text('idshift', 'ID Jadwal'),
  catatan: text('catatan', 'Catatan'),
} satisfies Record<string, Column>
