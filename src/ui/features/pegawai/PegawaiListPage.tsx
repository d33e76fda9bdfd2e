import { useState } from 'react'
import { Link } from 'wouter'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { ukuranHalaman } from '../../../contract/pegawai.ts'
import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { toast } from '../../components/Toast.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { useApi } from '../../lib/use-api.ts'
import { CariPegawaiModal, EMPTY_SEARCH } from './CariPegawaiModal.tsx'
import { exportPegawai, type PegawaiFilter } from './export-pegawai.ts'
import { STATUS_PEGAWAI } from './status.ts'

const failed = (e: unknown) =>
  showMessage({ title: 'Gagal', message: e instanceof ApiFailure ? e.message : String(e), tone: 'error' })

/** Employee list (SPEC.md §2): page size, status filter, search modal, pagination, export. */
export default function PegawaiListPage() {
  const [page, setPage] = useState(1)
  const [halaman, setHalaman] = useState(20)
  const [status, setStatus] = useState<PegawaiFilter['status']>('')
  const [search, setSearch] = useState(EMPTY_SEARCH)
  const [searching, setSearching] = useState(false)
  const [exporting, setExporting] = useState(false)
  const filter = { status, ...search }
  const { data, loading, reload } = useApi('GET api/datapegawai', { query: { ...filter, page, halaman } })

  async function remove(row: PegawaiRow) {
    const yes = await confirm({
      title: `Hapus pegawai ${row.nama}?`,
      message: `${COMMON_MESSAGES.irreversible} Riwayat absensi dan pengajuan ijin pegawai ini ikut terhapus.`,
      confirmLabel: 'Ya, hapus',
      tone: 'danger',
    })
    if (!yes) return
    try {
      const answer = await api('DELETE api/datapegawai/{idp}', { params: { idp: row.idp } })
      toast.success(answer.pesan)
      await reload()
    } catch (e) {
      await failed(e)
    }
  }

  async function download() {
    setExporting(true)
    try {
      if (!(await exportPegawai(filter))) toast.error('Tidak ada data untuk diekspor')
    } catch (e) {
      await failed(e)
    } finally {
      setExporting(false)
    }
  }

  const active =
    search.jeniscari === 'umum'
      ? search.cari
      : [search.nip, search.nama, search.jabatan, search.pendidikan].join('')
  return (
    <section>
      <div className="page-header">
        <h1>Data Pegawai</h1>
        <Link href="/pegawai/baru" className="btn btn-primary">
          Tambah Pegawai
        </Link>
      </div>
      <div className="toolbar">
        <SelectField
          label="Tampilkan"
          value={String(halaman)}
          options={ukuranHalaman.map((size) => ({ value: String(size), label: `${size} data` }))}
          onValueChange={(value) => {
            setHalaman(Number(value))
            setPage(1)
          }}
        />
        <SelectField
          label="Status"
          value={String(status)}
          options={[
            { value: '', label: 'Semua' },
            ...STATUS_PEGAWAI.map((label, i) => ({ value: String(i), label })),
          ]}
          onValueChange={(value) => {
            setStatus(value === '' ? '' : (Number(value) as PegawaiFilter['status']))
            setPage(1)
          }}
        />
        <Button variant="secondary" onClick={() => setSearching(true)}>
          Cari{active ? ' (aktif)' : ''}
        </Button>
        <Button variant="secondary" loading={exporting} onClick={() => void download()}>
          Ekspor Excel
        </Button>
      </div>
      {data && <p className="muted">Jumlah pegawai: {data.tot_pegawai}</p>}
      <DataTable
        rows={data?.datae ?? []}
        rowKey={(row) => row.idp}
        loading={loading}
        emptyText={COMMON_MESSAGES.emptyList}
        columns={[
          { key: 'no', header: 'No', render: (row) => row.no },
          { key: 'nip', header: 'NIP', render: (row) => row.nip },
          { key: 'nama', header: 'Nama', render: (row) => row.nama },
          { key: 'jabatan', header: 'Jabatan', render: (row) => row.jabatan },
          { key: 'pendidikan', header: 'Pendidikan', render: (row) => row.pendidikan },
          { key: 'cabang', header: 'Unit', render: (row) => row.cabang },
          { key: 'status', header: 'Status', render: (row) => STATUS_PEGAWAI[row.status] },
          {
            key: 'aksi',
            header: 'Aksi',
            render: (row) => (
              <span className="row-actions">
                <Link href={`/pegawai/${row.idp}`} aria-label={`Ubah ${row.nama}`}>
                  Ubah
                </Link>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Hapus ${row.nama}`}
                  onClick={() => void remove(row)}
                >
                  Hapus
                </Button>
              </span>
            ),
          },
        ]}
      />
      <Pagination page={page} totalPages={data?.tot_page ?? 0} onPageChange={setPage} />
      <CariPegawaiModal
        open={searching}
        value={search}
        onClose={() => setSearching(false)}
        onSearch={(next) => {
          setSearch(next)
          setPage(1)
          setSearching(false)
        }}
      />
    </section>
  )
}
