import { useState } from 'react'
import type { IjinRow } from '../../../contract/ijin.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { CardList } from '../../components/CardList.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { ExportButton } from '../../components/ExportButton.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { SwitchField } from '../../components/SwitchField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../components/Toast.tsx'
import { searchRows } from '../../components/table-columns.ts'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import type { ExportProgress } from '../../lib/export-run.ts'
import { useOtherSideChanges } from '../../lib/other-side.ts'
import { clampPage } from '../../lib/pagination.ts'
import { usePhoneWidth } from '../../lib/phone-width.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import { AjukanDialog } from './AjukanDialog.tsx'
import { exportIjin } from './export-ijin.ts'
import { IjinView } from './IjinView.tsx'
import { type IjinAddress, useIjinAddress } from './ijin-address.ts'
import { IjinCard, ijinColumns } from './ijin-columns.tsx'
import './pengajuanijin.css'

const STATUS_FILTER = [
  { value: '', label: 'Semua' },
  { value: '0', label: 'Menunggu Jawaban' },
  { value: '1', label: 'Disetujui' },
  { value: '9', label: 'Ditolak' },
]

/** Rows per page: one line each, so a page fits 1366×768 under the toolbar (issue 20). */
export const IJIN_PAGE_SIZE = 20

/**
 * The pending request after `current` in the list's order (newest submission first, i.e. idj
 * descending), wrapping to the top; found by id, so it works after `current` left the list (answered
 * while the list shows only pending requests).
 */
export function nextPending(rows: readonly IjinRow[], current: IjinRow): IjinRow | null {
  const pending = rows.filter((row) => row.disetujui === 0 && row.idj !== current.idj)
  return pending.find((row) => row.idj < current.idj) ?? pending[0] ?? null
}

/** Pengajuan Ijin (SPEC.md §2): unit, status, running and search filters, paged; one verification view. */
export default function PengajuanIjinPage({ title }: PageProps) {
  const unit = useUnitFilter()
  const [address, setAddress] = useIjinAddress()
  const [opened, setOpened] = useState<IjinRow | null>(null)
  const [asking, setAsking] = useState(false)
  // A request sent from the employee app shows here without a reload (issue 34).
  const otherSide = useOtherSideChanges()
  const list = useApiQuery(
    'GET api/pengajuanijin',
    {
      query: {
        verifikasi: address.status === '' ? '' : (Number(address.status) as 0 | 1 | 9),
        filtertanggal: address.running,
        kode: unit.kode,
        idp: '',
      },
    },
    { keepPrevious: true, ...otherSide },
  )
  const columns = ijinColumns({ view: setOpened })
  // Search first, then page: a word finds its rows on every page, and the pages count what it kept.
  const found = searchRows(list.data?.datae ?? [], columns, address.cari)
  const totalPages = Math.ceil(found.length / IJIN_PAGE_SIZE)
  const page = clampPage(address.page, totalPages)
  const shown = found.slice((page - 1) * IJIN_PAGE_SIZE, page * IJIN_PAGE_SIZE)
  const emptyText = address.cari ? 'Tidak ada pengajuan yang cocok dengan pencarian.' : undefined
  // A phone gets cards, the Verifikasi button inside each (issue 34); a wide screen the table.
  const phone = usePhoneWidth()

  async function download(onProgress: ExportProgress) {
    const done = await exportIjin({
      rows: found,
      status: STATUS_FILTER.find((option) => option.value === address.status && option.value)?.label ?? '',
      running: address.running,
      cari: address.cari,
      unit: unit.kode ? unit.name : '',
      onProgress,
    })
    if (!done) toast.error('Tidak ada data untuk diekspor')
  }

  return (
    <section>
      <PageHeader title={title} />
      <div className="ijin-toolbar">
        <UnitSelect filter={unit} />
        <SelectField
          label="Status"
          value={address.status}
          options={STATUS_FILTER}
          onValueChange={(status) => setAddress({ status: status as IjinAddress['status'] })}
        />
        <SwitchField
          label="Filter tanggal berjalan"
          checked={address.running}
          onCheckedChange={(running) => setAddress({ running })}
        />
        <TextField
          label="Cari"
          type="search"
          value={address.cari}
          onValueChange={(cari) => setAddress({ cari })}
          placeholder="Nama, unit, sebab…"
        />
        {/* While another choice's rows load, the previous ones are on screen: the file must wait for its own. */}
        <ExportButton disabled={list.isPlaceholderData} run={download} />
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Ajukan atas nama pegawai
        </Button>
      </div>
      <p className="ijin-count muted" aria-live="polite">
        {list.data ? `${found.length} pengajuan` : ''}
      </p>
      {phone ? (
        <CardList
          label="Daftar pengajuan ijin"
          rows={shown}
          rowKey={(row) => row.idj}
          query={list}
          emptyText={emptyText}
          card={(row) => <IjinCard row={row} actions={{ view: setOpened }} />}
        />
      ) : (
        <DataTable
          caption="Daftar pengajuan ijin"
          className="ijin-table"
          rows={shown}
          rowKey={(row) => row.idj}
          query={list}
          emptyText={emptyText}
          columns={columns}
        />
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={(next) => setAddress({ page: next })} />
      {opened && (
        <IjinView
          row={opened}
          next={nextPending(found, opened)}
          onNext={setOpened}
          onClose={() => setOpened(null)}
        />
      )}
      {asking && <AjukanDialog onClose={() => setAsking(false)} />}
    </section>
  )
}
