import { useState } from 'react'
import { Link } from 'wouter'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { toast } from '../../components/Toast.tsx'
import { type ApiFailure, api } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { useApi } from '../../lib/use-api.ts'
import { TahunAjaranForm } from './TahunAjaranForm.tsx'

/** Academic years: list, add, set the active one (DESIGN.md §3). */
export default function TahunAjaranPage() {
  const { data, loading, reload } = useApi('GET api/tahunajaran')
  const [adding, setAdding] = useState(false)
  const rows = data?.datae ?? []
  const hasActive = rows.some((row) => row.aktif === 1)

  async function activate(id: number, nama: string) {
    const yes = await confirm({
      title: `Aktifkan tahun ajaran ${nama}?`,
      message: 'Tahun ajaran lain akan dinonaktifkan.',
      confirmLabel: 'Ya, aktifkan',
    })
    if (!yes) return
    try {
      const answer = await api('PUT api/tahunajaran/aktif', { body: { id } })
      toast.success(answer.pesan)
      await reload()
    } catch (error) {
      await showMessage({ title: 'Gagal', message: (error as ApiFailure).message, tone: 'error' })
    }
  }

  async function remove(id: number, nama: string) {
    const yes = await confirm({
      title: `Hapus tahun ajaran ${nama}?`,
      message: COMMON_MESSAGES.irreversible,
      confirmLabel: 'Ya, hapus',
      tone: 'danger',
    })
    if (!yes) return
    try {
      await api('DELETE api/tahunajaran/{id}', { params: { id } })
      toast.success(COMMON_MESSAGES.deleted)
      await reload()
    } catch (error) {
      await showMessage({ title: 'Gagal', message: (error as ApiFailure).message, tone: 'error' })
    }
  }

  return (
    <section>
      <div className="page-header">
        <h1>Tahun Ajaran</h1>
        <Button onClick={() => setAdding(true)}>Tambah Tahun Ajaran</Button>
      </div>
      {!loading && !hasActive && (
        <p className="notice" role="status">
          Belum ada tahun ajaran aktif. Pilih atau tambahkan tahun ajaran, lalu jadikan aktif.
        </p>
      )}
      {hasActive && (
        <p className="muted">
          <Link href="/">Lanjut ke Beranda</Link>
        </p>
      )}
      <DataTable
        rows={rows}
        rowKey={(row) => String(row.id)}
        loading={loading}
        emptyText="Belum ada data. Klik tombol tambah untuk menambahkan"
        columns={[
          { key: 'nama', header: 'Tahun Ajaran', render: (row) => row.nama },
          { key: 'tglawal', header: 'Mulai', render: (row) => formatTanggal(row.tglawal) },
          { key: 'tglakhir', header: 'Selesai', render: (row) => formatTanggal(row.tglakhir) },
          {
            key: 'aktif',
            header: 'Status',
            render: (row) =>
              row.aktif === 1 ? (
                <span className="badge badge-success">Aktif</span>
              ) : (
                <Button variant="secondary" onClick={() => void activate(row.id, row.nama)}>
                  Jadikan Aktif
                </Button>
              ),
          },
          {
            key: 'aksi',
            header: 'Aksi',
            render: (row) => (
              <Button
                variant="danger"
                size="sm"
                aria-label={`Hapus ${row.nama}`}
                onClick={() => void remove(row.id, row.nama)}
              >
                Hapus
              </Button>
            ),
          },
        ]}
      />
      <TahunAjaranForm
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false)
          void reload()
        }}
      />
    </section>
  )
}
