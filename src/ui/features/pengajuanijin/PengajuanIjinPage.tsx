import { useState } from 'react'
import { useSearch } from 'wouter'
import type { IjinRow } from '../../../contract/ijin.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { SwitchField } from '../../components/SwitchField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../components/Toast.tsx'
import { searchRows } from '../../components/table-columns.ts'
import { showFailure } from '../../lib/actions.ts'
import { useApiQuery } from '../../lib/query.ts'
import { exportIjin } from './export-ijin.ts'
import { IjinModal } from './IjinModal.tsx'
import { ijinColumns } from './ijin-columns.tsx'
import { SuratModal } from './SuratModal.tsx'
import './pengajuanijin.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'

const STATUS_FILTER = [
  { value: '', label: 'Semua' },
  { value: '0', label: 'Menunggu Jawaban' },
  { value: '1', label: 'Disetujui' },
  { value: '9', label: 'Ditolak' },
]

/** `?statusx=0` (the dashboard tile) presets the filter; anything else means Semua. */
function statusFromUrl(search: string): string {
  const asked = new URLSearchParams(search).get('statusx') ?? ''
  return STATUS_FILTER.some((option) => option.value === asked) ? asked : ''
}

type Opened = { kind: 'detail' | 'surat'; row: IjinRow } | null

/** Pengajuan Ijin (SPEC.md §2): filter, search, export, view/verify and the letter. */
export default function PengajuanIjinPage({ title }: PageProps) {
  const search = useSearch()
  // A new ?statusx (the dashboard tile clicked while here) starts the list afresh with it.
  return <IjinList key={search} title={title} initialStatus={statusFromUrl(search)} />
}

function IjinList({ title, initialStatus }: { title: string; initialStatus: string }) {
  const [status, setStatus] = useState(initialStatus)
  const [running, setRunning] = useState(false)
  const [cari, setCari] = useState('')
  const [opened, setOpened] = useState<Opened>(null)
  const [exporting, setExporting] = useState(false)
  const list = useApiQuery(
    'GET api/pengajuanijin',
    { query: { verifikasi: status === '' ? '' : (Number(status) as 0 | 1 | 9), filtertanggal: running } },
    { keepPrevious: true },
  )
  const rows = list.data?.datae ?? []
  const columns = ijinColumns({
    view: (row) => setOpened({ kind: 'detail', row }),
    letter: (row) => setOpened({ kind: 'surat', row }),
  })

  /** The list as filtered and searched on screen. */
  async function download() {
    setExporting(true)
    try {
      const done = await exportIjin({
        rows: searchRows(rows, columns, cari),
        status: status === '' ? '' : (STATUS_FILTER.find((option) => option.value === status)?.label ?? ''),
        running,
        cari,
      })
      if (!done) toast.error('Tidak ada data untuk diekspor')
    } catch (error) {
      void showFailure(error)
    } finally {
      setExporting(false)
    }
  }

  return (
    <section>
      <PageHeader title={title} />
      <div className="ijin-toolbar">
        <SelectField label="Status" value={status} options={STATUS_FILTER} onValueChange={setStatus} />
        <SwitchField label="Filter tanggal berjalan" checked={running} onCheckedChange={setRunning} />
        <TextField
          label="Cari"
          type="search"
          value={cari}
          onValueChange={setCari}
          placeholder="Nama, unit, sebab…"
        />
        <Button variant="secondary" loading={exporting} onClick={() => void download()}>
          Ekspor Excel
        </Button>
      </div>
      <DataTable
        caption="Daftar pengajuan ijin"
        rows={rows}
        rowKey={(row) => row.idj}
        query={list}
        search={cari}
        columns={columns}
      />
      {opened?.kind === 'detail' && <IjinModal row={opened.row} onClose={() => setOpened(null)} />}
      {opened?.kind === 'surat' && <SuratModal row={opened.row} onClose={() => setOpened(null)} />}
    </section>
  )
}
