import { useState } from 'react'
import type { AreaRow } from '../../../contract/area.ts'
import { AREA_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { actionsColumn } from '../../components/RowActions.tsx'
import { TextField } from '../../components/TextField.tsx'
import { confirmDelete } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { formatAngka } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { AreaForm } from './AreaForm.tsx'
import { mapLink } from './map-link.ts'
import '../master/master.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'

const remove = (row: AreaRow) =>
  confirmDelete({
    title: AREA_MESSAGES.deleteTitle,
    call: () => api('DELETE api/area_absensi/{id}', { params: { id: row.idar } }),
  })

function columns(edit: (row: AreaRow) => void): DataTableColumn<AreaRow>[] {
  return [
    { key: 'no', header: 'No', className: 'num', render: (_, index) => index + 1 },
    { key: 'lokasi', header: 'Lokasi', value: (row) => row.lokasi },
    { key: 'cabang', header: 'Kantor/Unit', value: (row) => row.cabang },
    {
      key: 'titik',
      header: 'Titik',
      value: (row) => `${row.lat}, ${row.lng}`,
      sortable: false,
      render: (row) => (
        <a
          href={mapLink(row.lat, row.lng)}
          target="_blank"
          rel="noreferrer"
          aria-label={`Peta ${row.lokasi}`}
        >
          {row.lat}, {row.lng}
        </a>
      ),
    },
    {
      key: 'radius',
      header: 'Radius (m)',
      className: 'num',
      value: (row) => row.radius,
      render: (row) => formatAngka(row.radius),
    },
    { key: 'keterangan', header: 'Keterangan', value: (row) => row.keterangan },
    actionsColumn({ name: (row) => row.lokasi, onEdit: edit, onDelete: remove }),
  ]
}

/** SPEC.md §2 Attendance locations: list, add/edit modal, delete per row. */
export default function AreaAbsensiPage({ title }: PageProps) {
  const areas = useApiQuery('GET api/area_absensi')
  const [editing, setEditing] = useState<AreaRow | 'baru' | null>(null)
  const [cari, setCari] = useState('')
  return (
    <section>
      <PageHeader title={title}>
        <Button variant="secondary" loading={areas.isFetching} onClick={() => void areas.refetch()}>
          Muat Ulang
        </Button>
        <Button onClick={() => setEditing('baru')}>Tambah</Button>
      </PageHeader>
      <TextField
        label="Cari"
        type="search"
        value={cari}
        onValueChange={setCari}
        placeholder="Lokasi, kantor atau keterangan"
      />
      <DataTable
        rows={areas.data?.datae ?? []}
        rowKey={(row) => row.idar}
        query={areas}
        search={cari}
        columns={columns(setEditing)}
      />
      {editing && <AreaForm area={editing === 'baru' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  )
}
