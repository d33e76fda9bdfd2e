import { useState } from 'react'
import { PENGGUNA_MESSAGES } from '../../../contract/messages.ts'
import type { PenggunaRow } from '../../../contract/pengguna.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { actionsColumn } from '../../components/RowActions.tsx'
import { confirmDelete } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { PenggunaForm } from './PenggunaForm.tsx'

const akses = (row: PenggunaRow) => (row.levelx === 0 ? 'Admin Yayasan' : `Admin Unit ${row.sekolah}`)

const remove = (row: PenggunaRow) =>
  confirmDelete({
    title: PENGGUNA_MESSAGES.deleteTitle,
    call: () => api('DELETE api/masterpengguna/{iduser}', { params: { iduser: row.iduser } }),
  })

function columns(edit: (row: PenggunaRow) => void): DataTableColumn<PenggunaRow>[] {
  return [
    { key: 'no', header: 'No', className: 'num', render: (_row, index) => index + 1 },
    { key: 'namalengkap', header: 'Nama Lengkap', value: (row) => row.namalengkap },
    { key: 'usernama', header: 'Nama Pengguna', value: (row) => row.usernama },
    { key: 'akses', header: 'Hak Akses', value: akses },
    actionsColumn({ name: (row) => row.usernama, onEdit: edit, onDelete: remove }),
  ]
}

/** Users and their access (SPEC.md §2 Pengguna). Unit admins see and manage their unit's admins. */
export default function PenggunaPage({ title }: PageProps) {
  const users = useApiQuery('GET api/masterpengguna')
  const [editing, setEditing] = useState<PenggunaRow | 'baru' | null>(null)
  return (
    <section>
      <PageHeader title={title}>
        <Button onClick={() => setEditing('baru')}>Tambah Pengguna</Button>
      </PageHeader>
      <DataTable
        rows={users.data?.datae ?? []}
        rowKey={(row) => row.iduser}
        query={users}
        columns={columns(setEditing)}
      />
      {editing && <PenggunaForm row={editing === 'baru' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  )
}
