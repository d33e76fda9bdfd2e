import { useMemo, useState } from 'react'
import { Link } from 'wouter'
import { ukuranHalaman } from '../../../contract/pegawai.ts'
import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { href } from '../../app/route-table.ts'
import { Button } from '../../components/Button.tsx'
import { CardList } from '../../components/CardList.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { ExportButton } from '../../components/ExportButton.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { useAddressParams } from '../../lib/address-params.ts'
import { formatAngka } from '../../lib/format.ts'
import { usePhoneWidth } from '../../lib/phone-width.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import { ActiveSearch } from './ActiveSearch.tsx'
import { CariPegawaiModal } from './CariPegawaiModal.tsx'
import { exportPegawai } from './export-pegawai.ts'
import { HapusPegawaiModal } from './HapusPegawaiModal.tsx'
import { ImporModal } from './impor/ImporModal.tsx'
import '../laporan/laporan.css'
import '../laporan/compact-table.css'
import './pegawai-list.css'
import { BukaSebagaiPegawai } from '../presensi/BukaSebagaiPegawai.tsx'
import { PegawaiCard } from './PegawaiCard.tsx'
import { listFromAddress, SEARCH_KEYS, searchChanges } from './pegawai-address.ts'
import { PEGAWAI_COLUMN } from './pegawai-columns.ts'
import { STATUS_PEGAWAI } from './status.ts'

/** The server orders and pages the list: sorting one page by a header would mislead. */
const unsorted = (column: DataTableColumn<PegawaiRow>) => ({ ...column, sortable: false })

/** The list's columns; 'Hapus' opens the typed-name confirmation (HapusPegawaiModal). */
const columnsWith = (remove: (row: PegawaiRow) => void): DataTableColumn<PegawaiRow>[] => [
  ...[
    PEGAWAI_COLUMN.no,
    PEGAWAI_COLUMN.nip,
    { ...PEGAWAI_COLUMN.nama, className: 'cell-name' },
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
        <BukaSebagaiPegawai idp={row.idp} nama={row.nama} />
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

/**
 * Employee list (SPEC.md §2): page size, status, unit, search, pagination, export. Every filter
 * lives in the address (issue 20, docs/list-screens.md): Back from an employee and reload keep them.
 * The general search is a field on the page; the spec's search modal stays for the specific one.
 */
export default function PegawaiListPage({ title }: PageProps) {
  const address = useAddressParams()
  const unit = useUnitFilter()
  const state = listFromAddress(address.params)
  const [searching, setSearching] = useState(false)
  const [importing, setImporting] = useState(false)
  const [deleting, setDeleting] = useState<PegawaiRow | null>(null)
  const columns = useMemo(() => columnsWith(setDeleting), [])
  // A phone gets cards with the actions in reach (issue 34); a wide screen the table.
  const phone = usePhoneWidth()
  const filter = { ...state.filter, kode: unit.kode }
  const list = useApiQuery(
    'GET api/datapegawai',
    { query: { ...filter, page: state.page, halaman: state.size } },
    { keepPrevious: true },
  )
  const data = list.data

  return (
    <section>
      <PageHeader title={title}>
        <Link href="/pegawai/baru" className="btn btn-primary">
          Tambah Pegawai
        </Link>
      </PageHeader>
      <div className="report-toolbar pegawai-toolbar">
        <SelectField
          label="Tampilkan"
          value={String(state.size)}
          options={ukuranHalaman.map((size) => ({ value: String(size), label: `${size} data` }))}
          onValueChange={(value) => address.set({ tampil: value })}
        />
        <SelectField
          label="Status"
          value={String(filter.status)}
          options={statusOptions}
          onValueChange={(value) => address.set({ status: value || null })}
        />
        <UnitSelect filter={unit} />
        <TextField
          label="Cari pegawai"
          type="search"
          value={filter.cari}
          placeholder="Nama, NIP, jabatan…"
          onValueChange={(value) => address.set({ cari: value || null })}
        />
        <div className="pegawai-toolbar-buttons">
          <Button variant="secondary" onClick={() => setSearching(true)}>
            Pencarian lanjut
          </Button>
          <ExportButton
            disabled={!data?.tot_pegawai}
            run={(onProgress) => exportPegawai(filter, unit.name, onProgress)}
          />
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Impor
          </Button>
        </div>
      </div>
      <ActiveSearch
        search={state.filter}
        onClear={() => address.set(Object.fromEntries(SEARCH_KEYS.map((key) => [key, null])))}
      />
      {data && <p className="muted pegawai-count">Jumlah pegawai: {formatAngka(data.tot_pegawai)}</p>}
      {phone ? (
        <CardList
          label="Daftar pegawai"
          rows={data?.datae ?? []}
          rowKey={(row) => row.idp}
          query={list}
          card={(row) => <PegawaiCard row={row} remove={setDeleting} />}
        />
      ) : (
        <DataTable
          rows={data?.datae ?? []}
          rowKey={(row) => row.idp}
          query={list}
          columns={columns}
          className="table-compact"
        />
      )}
      <Pagination
        page={state.page}
        totalPages={data?.tot_page ?? 0}
        onPageChange={(page) => address.set({ page: String(page) })}
      />
      <CariPegawaiModal
        open={searching}
        value={state.filter}
        onClose={() => setSearching(false)}
        onSearch={(next) => {
          address.set(searchChanges(next))
          setSearching(false)
        }}
      />
      {importing && <ImporModal onClose={() => setImporting(false)} />}
      {deleting && <HapusPegawaiModal row={deleting} onClose={() => setDeleting(null)} />}
    </section>
  )
}
