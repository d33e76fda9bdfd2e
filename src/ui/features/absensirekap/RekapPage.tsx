import { useAtomValue } from 'jotai'
import { type FormEvent, useState } from 'react'
import { Link, useSearch } from 'wouter'
import type { RekapRow } from '../../../contract/laporan.ts'
import { LAPORAN_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { TextField } from '../../components/TextField.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { exportSpreadsheet } from '../../lib/export-xlsx.ts'
import { addDays, formatAngka, isValidYmd, todayLocal } from '../../lib/format.ts'
import { sessionAtom } from '../../lib/session.ts'
import { PrintHeader, periodText } from '../laporan/PrintHeader.tsx'
import { printAfterWait } from '../laporan/print.ts'
import '../laporan/laporan.css'

const total = (row: RekapRow) => row.masuk + row.sakit + row.ijin + row.alpha
const lateCount = (row: RekapRow) => (row.jum_telat ? `${formatAngka(row.jum_telat)} kali` : 'Tidak pernah')

const EXPORT_COLUMNS = [
  { label: 'NIP', field: 'nip' },
  { label: 'Nama', field: 'nama' },
  { label: 'Kantor', field: 'cabang' },
  { label: 'Masuk', field: 'masuk' },
  { label: 'Sakit', field: 'sakit' },
  { label: 'Ijin', field: 'ijin' },
  { label: 'Alpha', field: 'alpha' },
  { label: 'Total', field: 'masuk', format: (_: unknown, row: RekapRow) => total(row) },
  { label: 'Jumlah Terlambat', field: 'jum_telat' },
  { label: 'Terlambat (menit)', field: 'keterlambatan' },
  { label: 'Pulang Awal (menit)', field: 'pulangawal' },
  { label: 'Tidak Absen Pulang', field: 'gag_absen_pulang' },
]

function initialRange(search: URLSearchParams) {
  const from = search.get('tglawal')
  const to = search.get('tglakhir')
  if (isValidYmd(from) && isValidYmd(to)) return { from, to }
  const today = todayLocal()
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/** Rekapitulasi Absensi (SPEC.md §2): generate the recap of a range, then list it per employee. */
export default function RekapPage() {
  const session = useAtomValue(sessionAtom)
  const search = useSearch()
  const [range, setRange] = useState(() => initialRange(new URLSearchParams(search)))
  const [shown, setShown] = useState<{ from: string; to: string; rows: RekapRow[] } | null>(null)
  const [busy, setBusy] = useState(false)
  const [cari, setCari] = useState('')

  async function generate(event?: FormEvent) {
    event?.preventDefault()
    setBusy(true)
    try {
      const answer = await api('POST api/laporan/generate', {
        body: { tglawal: range.from, tglakhir: range.to },
      })
      if (!answer.status) throw new ApiFailure(500, LAPORAN_MESSAGES.generateFailed)
      const recap = await api('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}', {
        params: { tglawal: range.from, tglakhir: range.to },
      })
      setShown({ ...range, rows: recap.datae })
      history.replaceState(null, '', `?tglawal=${range.from}&tglakhir=${range.to}`)
    } catch (error) {
      const pesan =
        error instanceof ApiFailure && error.status === 400 ? error.message : LAPORAN_MESSAGES.generateFailed
      await showMessage({ title: 'Gagal', message: pesan, tone: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const needle = cari.trim().toLowerCase()
  const rows = (shown?.rows ?? []).filter(
    (row) => !needle || `${row.nama} ${row.nip} ${row.cabang}`.toLowerCase().includes(needle),
  )
  const detailHref = (row: RekapRow) =>
    `/absensirekap/${row.idp}?tglawal=${shown?.from ?? range.from}&tglakhir=${shown?.to ?? range.to}`

  return (
    <section>
      <div className="page-header no-print">
        <h1>Rekapitulasi Absensi</h1>
      </div>
      {shown && <PrintHeader title="Rekapitulasi Absensi" period={periodText(shown.from, shown.to)} />}
      <form className="report-toolbar no-print" noValidate onSubmit={(event) => void generate(event)}>
        <DatePicker
          label="Dari tanggal"
          value={range.from}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
          required
        />
        <DatePicker
          label="Sampai tanggal"
          value={range.to}
          min={range.from}
          max={range.from ? addDays(range.from, 365) : undefined}
          onChange={(to) => setRange((r) => ({ ...r, to }))}
          required
        />
        <Button type="submit" loading={busy}>
          {busy ? 'Memproses rekap...' : 'Generate'}
        </Button>
        <Button variant="secondary" disabled={!shown} onClick={() => void printAfterWait()}>
          Cetak
        </Button>
        <Button
          variant="secondary"
          disabled={!rows.length}
          onClick={() =>
            void exportSpreadsheet({
              columns: EXPORT_COLUMNS,
              data: rows,
              fileName: `rekap-absensi-${shown?.from}-${shown?.to}`,
              sheetName: 'Rekap',
            })
          }
        >
          Ekspor Excel
        </Button>
      </form>
      {busy && (
        <p role="status" className="notice no-print">
          Sedang menghitung rekap {periodText(range.from, range.to)}...
        </p>
      )}
      {shown && (
        <>
          <div className="report-toolbar no-print">
            <TextField
              label="Cari pegawai"
              value={cari}
              onValueChange={setCari}
              placeholder="Nama, NIP atau kantor"
            />
          </div>
          <DataTable
            rows={rows}
            rowKey={(row) => row.idp}
            caption={`Rekap ${periodText(shown.from, shown.to)}`}
            emptyText="Tidak ada pegawai pada rekap ini."
            columns={[
              { key: 'no', header: 'No', className: 'num', render: (_, i) => i + 1 },
              {
                key: 'nama',
                header: 'Pegawai',
                render: (row) => (
                  <>
                    {session?.levelx === 0 ? <Link href={`/pegawai/${row.idp}`}>{row.nama}</Link> : row.nama}
                    <br />
                    <small className="text-muted">{row.nip}</small>
                  </>
                ),
              },
              { key: 'masuk', header: 'Masuk', className: 'num', render: (row) => row.masuk },
              { key: 'sakit', header: 'Sakit', className: 'num', render: (row) => row.sakit },
              { key: 'ijin', header: 'Ijin', className: 'num', render: (row) => row.ijin },
              { key: 'alpha', header: 'Alpha', className: 'num', render: (row) => row.alpha },
              { key: 'total', header: 'Total', className: 'num', render: total },
              { key: 'telat', header: 'Terlambat', render: lateCount },
              {
                key: 'menit',
                header: 'Terlambat (menit)',
                className: 'num',
                render: (row) => formatAngka(row.keterlambatan),
              },
              {
                key: 'awal',
                header: 'Pulang Awal (menit)',
                className: 'num',
                render: (row) => formatAngka(row.pulangawal),
              },
              {
                key: 'gag',
                header: 'Tidak Absen Pulang',
                className: 'num',
                render: (row) => row.gag_absen_pulang,
              },
              { key: 'kantor', header: 'Kantor', render: (row) => row.cabang },
              {
                key: 'detail',
                header: <span className="sr-only">Detail</span>,
                className: 'no-print',
                render: (row) => (
                  <Link
                    href={detailHref(row)}
                    className="btn btn-secondary btn-sm"
                    aria-label={`Detail ${row.nama}`}
                  >
                    Detail
                  </Link>
                ),
              },
            ]}
          />
        </>
      )}
    </section>
  )
}
