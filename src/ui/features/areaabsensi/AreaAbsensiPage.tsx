import type { AreaRow } from '../../../contract/area.ts'
import { AREA_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { CrudListPage } from '../../components/CrudListPage.tsx'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { api } from '../../lib/api-client.ts'
import { formatAngka } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { AreaForm } from './AreaForm.tsx'
import { mapLink } from './map-link.ts'

const columns: DataTableColumn<AreaRow>[] = [
  { key: 'lokasi', header: 'Lokasi', value: (row) => row.lokasi },
  { key: 'cabang', header: 'Unit', value: (row) => row.cabang },
  {
    key: 'titik',
    header: 'Titik',
    value: (row) => `${row.lat}, ${row.lng}`,
    sortable: false,
    render: (row) => (
      // The name starts with the visible coordinates (axe label-content-name-mismatch, issue 20);
      // the hidden rest says which place and that a new tab opens.
      <a href={mapLink(row.lat, row.lng)} target="_blank" rel="noreferrer">
        {row.lat}, {row.lng}
        <span className="sr-only"> — Peta {row.lokasi} (tab baru)</span>
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
]

const remove = {
  title: AREA_MESSAGES.deleteTitle,
  call: (row: AreaRow) => api('DELETE api/area_absensi/{id}', { params: { id: row.idar } }),
}

/** SPEC.md §2 Attendance locations: list, add/edit modal, delete per row. */
export default function AreaAbsensiPage({ title }: PageProps) {
  const areas = useApiQuery('GET api/area_absensi')
  return (
    <CrudListPage
      title={title}
      query={areas}
      rowKey={(row) => row.idar}
      rowName={(row) => row.lokasi}
      columns={columns}
      remove={remove}
      searchPlaceholder="Lokasi, unit atau keterangan"
      form={(area, close) => <AreaForm area={area} onClose={close} />}
    />
  )
}
