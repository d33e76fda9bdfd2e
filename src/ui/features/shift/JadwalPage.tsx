import { useState } from 'react'
import { SHIFT_MESSAGES } from '../../../contract/messages.ts'
import type { ShiftRow } from '../../../contract/shift.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { TextField } from '../../components/TextField.tsx'
import { api } from '../../lib/api-client.ts'
import { useApi } from '../../lib/use-api.ts'
import { runDelete } from '../master/actions.ts'
import { namaAturan } from './aturan-lokasi.ts'
import { ShiftForm } from './ShiftForm.tsx'
import '../master/master.css'

/** SPEC.md §2 Jadwal: searchable list (number, category, both location rules), refresh, modal. */
export default function JadwalPage() {
  const { data, loading, reload } = useApi('GET api/shift')
  const [editing, setEditing] = useState<ShiftRow | 'baru' | null>(null)
  const [cari, setCari] = useState('')
  const needle = cari.trim().toLowerCase()
  const rows = (data?.datae ?? []).filter((row) => !needle || row.label.toLowerCase().includes(needle))

  async function remove(row: ShiftRow) {
    const deleted = await runDelete(SHIFT_MESSAGES.deleteTitle, () =>
      api('DELETE api/shift/{id}', { params: { id: row.idshift } }),
    )
    if (deleted) await reload()
  }

  return (
    <section>
      <div className="page-header">
        <h1>Jadwal</h1>
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
        placeholder="Nama kategori"
      />
      <DataTable
        rows={rows}
        rowKey={(row) => row.idshift}
        loading={loading && !data}
        columns={[
          { key: 'no', header: 'No', render: (_, index) => index + 1 },
          { key: 'label', header: 'Kategori', render: (row) => row.label },
          { key: 'masuk', header: 'Lokasi Absen Datang', render: (row) => namaAturan(row.lokasi_masuk) },
          { key: 'pulang', header: 'Lokasi Absen Pulang', render: (row) => namaAturan(row.lokasi_pulang) },
          {
            key: 'aksi',
            header: 'Aksi',
            render: (row) => (
              <div className="page-actions">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(row)}
                  aria-label={`Ubah ${row.label}`}
                >
                  Ubah
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => void remove(row)}
                  aria-label={`Hapus ${row.label}`}
                >
                  Hapus
                </Button>
              </div>
            ),
          },
        ]}
      />
      {editing && (
        <ShiftForm
          shift={editing === 'baru' ? null : editing}
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
