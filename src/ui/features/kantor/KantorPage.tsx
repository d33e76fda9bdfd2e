import type { KantorRow } from '../../../contract/master.ts'
import { MASTER_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { CrudListPage } from '../../components/CrudListPage.tsx'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { KantorForm } from './KantorForm.tsx'

const columns: DataTableColumn<KantorRow>[] = [
  { key: 'kode', header: 'Kode', value: (row) => row.kode },
  { key: 'cabang', header: 'Nama Unit', value: (row) => row.cabang },
  { key: 'alamat', header: 'Alamat', value: (row) => row.alamat },
  { key: 'kepala', header: 'Kepala Unit', value: (row) => row.kepala },
]

const remove = {
  title: MASTER_MESSAGES.kantorDeleteTitle,
  call: (row: KantorRow) => api('DELETE api/kantor/{kode}', { params: { kode: row.kode } }),
}

/** Units (kantor) as master data (issue 20): list, add/edit modal, delete refused while in use. */
export default function KantorPage({ title }: PageProps) {
  const units = useApiQuery('GET api/kantor')
  return (
    <CrudListPage
      title={title}
      query={units}
      rowKey={(row) => row.kode}
      rowName={(row) => row.cabang}
      columns={columns}
      remove={remove}
      searchPlaceholder="Kode, nama, alamat atau kepala unit"
      form={(unit, close) => <KantorForm unit={unit} onClose={close} />}
    />
  )
}
