import { useMemo, useState } from 'react'
import { Link } from 'wouter'
import { ukuranHalaman } from '../../../contract/pegawai.ts'
import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { href } from '../../app/route-table.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { showFailure } from '../../lib/actions.ts'
import { formatAngka } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { CariPegawaiModal, EMPTY_SEARCH } from './CariPegawaiModal.tsx'
import { exportPegawai, type PegawaiFilter } from './export-pegawai.ts'
import { HapusPegawaiModal } from './HapusPegawaiModal.tsx'
import { ImporModal } from './impor/ImporModal.tsx'
import { PEGAWAI_COLUMN } from './pegawai-columns.ts'
import { STATUS_PEGAWAI } from './status.ts'

/** The server orders and pages the list: sorting one page by a header would mislead. */
const unsorted = (column: DataTableColumn<PegawaiRow>) => ({ ...column, sortable: false })

/** The list's columns; 'Hapus' opens the typed-name confirmation (HapusPegawaiModal). */
const columnsWith = (remove: (row: PegawaiRow) => void): DataTableColumn<PegawaiRow>[] => [
  ...[
    PEGAWAI_COLUMN.no,
    PEGAWAI_COLUMN.nip,
    PEGAWAI_COLUMN.nama,
    PEGAWAI_COLUMN.jabatan,
    PEGAWAI_COLUMN.pendidikan,
    PEGAWAI_COLUMN.cabang,
    PEGAWAI_COLUMN.status,
  ].map(unsorted),
  {
    key: 'aksi',
    header: 'Aksi',
    className: 'no-print',
    render: (row) => (
      <span className="row-actions">
        <Link href={`/pegawai/${row.idp}`} aria-label={`Ubah ${row.nama}`}>
          Ubah
        </Link>
        <Link
          href={href('jejakperubahan', undefined, { tabel: 'pegawai', idrekaman: row.idp })}
          aria-label={`Jejak perubahan ${row.nama}`}
        >
          Jejak
        </Link>
        <Button size="sm" variant="danger" aria-label={`Hapus ${row.nama}`} onClick={() => remove(row)}>
          Hapus
        </Button>
      </span>
    ),
  },
]

const statusOptions = [
  { value: '', label: 'Semua' },
  ...STATUS_PEGAWAI.map((label, i) => ({ value: String(i), label })),
]

/** Employee list (SPEC.md §2): page size, status filter, search modal, pagination, export. */
export default function PegawaiListPage({ title }: PageProps) {
  const [page, setPage] = useState(1)
  const [halaman, setHalaman] = useState(20)
  const [status, setStatus] = useState<PegawaiFilter['status']>('')
  const [search, setSearch] = useState(EMPTY_SEARCH)
  const [searching, setSearching] = useState(false)
  const [exporting, setExporting] = useState(false)
  const [importing, setImporting] = useState(false)
  const [deleting, setDeleting] = useState<PegawaiRow | null>(null)
  const columns = useMemo(() => columnsWith(setDeleting), [])
  const filter = { status, ...search }
  const list = useApiQuery(
    'GET api/datapegawai',
    { query: { ...filter, page, halaman } },
    { keepPrevious: true },
  )
  const data = list.data

  function download() {
    setExporting(true)
    void exportPegawai(filter)
      .catch(showFailure)
      .finally(() => setExporting(false))
  }

  const active =
    search.jeniscari === 'umum'
      ? search.cari
      : [search.nip, search.nama, search.jabatan, search.pendidikan].join('')
  return (
    <section>
      <PageHeader title={title}>
        <Link href="/pegawai/baru" className="btn btn-primary">
          Tambah Pegawai
        </Link>
      </PageHeader>
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
          options={statusOptions}
          onValueChange={(value) => {
            setStatus(value === '' ? '' : (Number(value) as PegawaiFilter['status']))
            setPage(1)
          }}
        />
        <Button variant="secondary" onClick={() => setSearching(true)}>
          Cari{active ? ' (aktif)' : ''}
        </Button>
        <Button variant="secondary" loading={exporting} disabled={!data?.tot_pegawai} onClick={download}>
          Ekspor Excel
        </Button>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          Impor
        </Button>
      </div>
      {data && <p className="muted">Jumlah pegawai: {formatAngka(data.tot_pegawai)}</p>}
      <DataTable rows={data?.datae ?? []} rowKey={(row) => row.idp} query={list} columns={columns} />
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
      {importing && <ImporModal onClose={() => setImporting(false)} />}
      {deleting && <HapusPegawaiModal row={deleting} onClose={() => setDeleting(null)} />}
    </section>
  )
}
