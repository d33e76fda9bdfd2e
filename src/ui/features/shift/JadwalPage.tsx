import { SHIFT_MESSAGES } from '../../../contract/messages.ts'
import type { ShiftRow } from '../../../contract/shift.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { CrudListPage } from '../../components/CrudListPage.tsx'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { namaAturan } from './aturan-lokasi.ts'
import { ShiftForm } from './ShiftForm.tsx'

const columns: DataTableColumn<ShiftRow>[] = [
  { key: 'label', header: 'Kategori', value: (row) => row.label },
  { key: 'masuk', header: 'Lokasi Absen Datang', value: (row) => namaAturan(row.lokasi_masuk) },
  { key: 'pulang', header: 'Lokasi Absen Pulang', value: (row) => namaAturan(row.lokasi_pulang) },
]

const remove = {
  title: SHIFT_MESSAGES.deleteTitle,
  call: (row: ShiftRow) => api('DELETE api/shift/{id}', { params: { id: row.idshift } }),
}

/** SPEC.md §2 Jadwal: searchable list (number, category, both location rules), refresh, modal. */
export default function JadwalPage({ title }: PageProps) {
  const shifts = useApiQuery('GET api/shift')
  return (
    <CrudListPage
      title={title}
      query={shifts}
      rowKey={(row) => row.idshift}
      rowName={(row) => row.label}
      columns={columns}
      remove={remove}
      searchPlaceholder="Nama kategori"
      form={(shift, close) => <ShiftForm shift={shift} onClose={close} />}
    />
  )
}
