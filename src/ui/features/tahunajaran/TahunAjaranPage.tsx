import { useState } from 'react'
import { Link } from 'wouter'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import type { TahunAjaranRow } from '../../../contract/tahunajaran.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { confirmDelete, runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { formatTanggal, foundationToday } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { TahunAjaranForm } from './TahunAjaranForm.tsx'

/** A year whose dates do not contain today is probably the wrong one to activate: ask twice. */
function activationWarning(row: TahunAjaranRow, today = foundationToday()): string {
  const outside = today < row.tglawal || today > row.tglakhir
  return outside
    ? `Hari ini (${formatTanggal(today)}) tidak berada dalam tahun ajaran ${row.nama}. Tahun ajaran lain akan dinonaktifkan.`
    : 'Tahun ajaran lain akan dinonaktifkan.'
}

async function activate(row: TahunAjaranRow) {
  const yes = await confirm({
    title: `Aktifkan tahun ajaran ${row.nama}?`,
    message: activationWarning(row),
    confirmLabel: 'Ya, aktifkan',
  })
  if (yes)
    await runAction(() => api('PUT api/tahunajaran/aktif', { body: { id: row.id } }), {
      success: COMMON_MESSAGES.savedShort,
    })
}

function remove(row: TahunAjaranRow) {
  return confirmDelete({
    title: `Hapus tahun ajaran ${row.nama}?`,
    call: () => api('DELETE api/tahunajaran/{id}', { params: { id: row.id } }),
  })
}

const columns: DataTableColumn<TahunAjaranRow>[] = [
  { key: 'nama', header: 'Tahun Ajaran', value: (row) => row.nama },
  {
    key: 'tglawal',
    header: 'Mulai',
    value: (row) => row.tglawal,
    render: (row) => formatTanggal(row.tglawal),
  },
  {
    key: 'tglakhir',
    header: 'Selesai',
    value: (row) => row.tglakhir,
    render: (row) => formatTanggal(row.tglakhir),
  },
  {
    key: 'aktif',
    header: 'Status',
    render: (row) =>
      row.aktif === 1 ? (
        <span className="badge badge-success">Aktif</span>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => void activate(row)}>
          Jadikan Aktif
        </Button>
      ),
  },
  {
    key: 'aksi',
    header: 'Aksi',
    className: 'no-print',
    // The active year cannot be deleted (the server answers 409 too): no button to invite it.
    render: (row) =>
      row.aktif === 1 ? null : (
        <Button variant="danger" size="sm" aria-label={`Hapus ${row.nama}`} onClick={() => void remove(row)}>
          Hapus
        </Button>
      ),
  },
]

/** Academic years: list, add, set the active one (DESIGN.md §3). */
export default function TahunAjaranPage({ title }: PageProps) {
  const years = useApiQuery('GET api/tahunajaran')
  const [adding, setAdding] = useState(false)
  const rows = years.data?.datae ?? []
  const hasActive = rows.some((row) => row.aktif === 1)

  return (
    <section>
      <PageHeader title={title}>
        <Button onClick={() => setAdding(true)}>Tambah Tahun Ajaran</Button>
      </PageHeader>
      {years.isSuccess && !hasActive && (
        <p className="notice" role="status">
          Belum ada tahun ajaran aktif. Pilih atau tambahkan tahun ajaran, lalu jadikan aktif.
        </p>
      )}
      {hasActive && (
        <p className="muted">
          <Link href="/">Lanjut ke Beranda</Link>
        </p>
      )}
      <DataTable rows={rows} rowKey={(row) => row.id} query={years} columns={columns} />
      {adding && <TahunAjaranForm onClose={() => setAdding(false)} />}
    </section>
  )
}
