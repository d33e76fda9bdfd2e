import { PENGGUNA_MESSAGES } from '../../../contract/messages.ts'
import type { PenggunaRow } from '../../../contract/pengguna.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { CrudListPage } from '../../components/CrudListPage.tsx'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { PenggunaForm } from './PenggunaForm.tsx'

const akses = (row: PenggunaRow) => (row.levelx === 0 ? 'Admin Yayasan' : `Admin Unit ${row.sekolah}`)

const columns: DataTableColumn<PenggunaRow>[] = [
  { key: 'namalengkap', header: 'Nama Lengkap', value: (row) => row.namalengkap },
  { key: 'usernama', header: 'Nama Pengguna', value: (row) => row.usernama },
  { key: 'akses', header: 'Hak Akses', value: akses },
]

const remove = {
  title: PENGGUNA_MESSAGES.deleteTitle,
  call: (row: PenggunaRow) => api('DELETE api/masterpengguna/{iduser}', { params: { iduser: row.iduser } }),
}

/** Users and their access (SPEC.md §2 Pengguna). Unit admins see and manage their unit's admins. */
export default function PenggunaPage({ title }: PageProps) {
  const users = useApiQuery('GET api/masterpengguna')
  // SPEC.md §2 names no search or refresh for Pengguna; the screen has kept to that.
  return (
    <CrudListPage
      title={title}
      query={users}
      rowKey={(row) => row.iduser}
      rowName={(row) => row.usernama}
      columns={columns}
      remove={remove}
      addLabel="Tambah Pengguna"
      reload={false}
      form={(row, close) => <PenggunaForm row={row} onClose={close} />}
    />
  )
}
