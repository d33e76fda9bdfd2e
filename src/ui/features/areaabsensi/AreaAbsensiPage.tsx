import { useState } from 'react'
import type { AreaRow } from '../../../contract/area.ts'
import { AREA_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { TextField } from '../../components/TextField.tsx'
import { api } from '../../lib/api-client.ts'
import { formatAngka } from '../../lib/format.ts'
import { useApi } from '../../lib/use-api.ts'
import { runDelete } from '../master/actions.ts'
import { AreaForm } from './AreaForm.tsx'
import { mapLink } from './map-link.ts'
import '../master/master.css'

/** SPEC.md §2 Attendance locations: list, add/edit modal, delete per row. */
export default function AreaAbsensiPage() {
  const { data, loading, reload } = useApi('GET api/area_absensi')
  const [editing, setEditing] = useState<AreaRow | 'baru' | null>(null)
  const [cari, setCari] = useState('')
  const needle = cari.trim().toLowerCase()
  const rows = (data?.datae ?? []).filter(
    (row) => !needle || `${row.lokasi} ${row.cabang} ${row.keterangan}`.toLowerCase().includes(needle),
  )

  async function remove(row: AreaRow) {
    if (
      await runDelete(AREA_MESSAGES.deleteTitle, () =>
        api('DELETE api/area_absensi/{id}', { params: { id: row.idar } }),
      )
    )
      await reload()
  }

  return (
    <section>
      <div className="page-header">
        <h1>Area Absensi</h1>
        <div className="page-actions">
          <Button variant="secondary" onClick={() => void reload()}>
            Muat Ulang
          </Button>
          <Button onClick={() => setEditing('baru')}>Tambah</Button>
        </div>
      </div>
      <TextField
        label="Cari"
        type="search"
        value={cari}
        onValueChange={setCari}
        placeholder="Lokasi, kantor atau keterangan"
      />
      <DataTable
        rows={rows}
        rowKey={(row) => row.idar}
        loading={loading && !data}
        columns={[
          { key: 'no', header: 'No', render: (_, index) => index + 1 },
          { key: 'lokasi', header: 'Lokasi', render: (row) => row.lokasi },
          { key: 'cabang', header: 'Kantor/Unit', render: (row) => row.cabang },
          {
            key: 'titik',
            header: 'Titik',
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
          { key: 'radius', header: 'Radius (m)', render: (row) => formatAngka(row.radius) },
          { key: 'keterangan', header: 'Keterangan', render: (row) => row.keterangan },
          {
            key: 'aksi',
            header: 'Aksi',
            render: (row) => (
              <div className="page-actions">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(row)}
                  aria-label={`Ubah ${row.lokasi}`}
                >
                  Ubah
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => void remove(row)}
                  aria-label={`Hapus ${row.lokasi}`}
                >
                  Hapus
                </Button>
              </div>
            ),
          },
        ]}
      />
      {editing && (
        <AreaForm
          area={editing === 'baru' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void reload()
          }}
        />
      )}
    </section>
  )
}
