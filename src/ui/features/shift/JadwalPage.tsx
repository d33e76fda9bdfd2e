import { useState } from 'react'
import { SHIFT_MESSAGES } from '../../../contract/messages.ts'
import type { ShiftRow } from '../../../contract/shift.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { actionsColumn } from '../../components/RowActions.tsx'
import { TextField } from '../../components/TextField.tsx'
import { confirmDelete } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { namaAturan } from './aturan-lokasi.ts'
import { ShiftForm } from './ShiftForm.tsx'
import '../master/master.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'

const remove = (row: ShiftRow) =>
  confirmDelete({
    title: SHIFT_MESSAGES.deleteTitle,
    call: () => api('DELETE api/shift/{id}', { params: { id: row.idshift } }),
  })

function columns(edit: (row: ShiftRow) => void): DataTableColumn<ShiftRow>[] {
  return [
    { key: 'no', header: 'No', className: 'num', render: (_, index) => index + 1 },
    { key: 'label', header: 'Kategori', value: (row) => row.label },
    { key: 'masuk', header: 'Lokasi Absen Datang', value: (row) => namaAturan(row.lokasi_masuk) },
    { key: 'pulang', header: 'Lokasi Absen Pulang', value: (row) => namaAturan(row.lokasi_pulang) },
    actionsColumn({ name: (row) => row.label, onEdit: edit, onDelete: remove }),
  ]
}

/** SPEC.md §2 Jadwal: searchable list (number, category, both location rules), refresh, modal. */
export default function JadwalPage({ title }: PageProps) {
  const shifts = useApiQuery('GET api/shift')
  const [editing, setEditing] = useState<ShiftRow | 'baru' | null>(null)
  const [cari, setCari] = useState('')
  return (
    <section>
      <PageHeader title={title}>
        <Button variant="secondary" loading={shifts.isFetching} onClick={() => void shifts.refetch()}>
          Muat Ulang
        </Button>
        <Button onClick={() => setEditing('baru')}>Tambah</Button>
      </PageHeader>
      <TextField
        label="Cari"
        type="search"
        value={cari}
        onValueChange={setCari}
        placeholder="Nama kategori"
      />
      <DataTable
        rows={shifts.data?.datae ?? []}
        rowKey={(row) => row.idshift}
        query={shifts}
        search={cari}
        columns={columns(setEditing)}
      />
      {editing && <ShiftForm shift={editing === 'baru' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  )
}
