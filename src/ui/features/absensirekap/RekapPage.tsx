import { useAtomValue } from 'jotai'
import { type FormEvent, useState } from 'react'
import type { RekapRow } from '../../../contract/laporan.ts'
import { LAPORAN_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { ExportButton } from '../../components/ExportButton.tsx'
import { PrintDocument, PrintNotice } from '../../components/PrintDocument.tsx'
import { PrintHeader, periodText } from '../../components/PrintHeader.tsx'
import { TextField } from '../../components/TextField.tsx'
import { searchRows } from '../../components/table-columns.ts'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { showFailure } from '../../lib/actions.ts'
import { positiveParam, useAddressParams } from '../../lib/address-params.ts'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { addDays, foundationToday, isValidYmd } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { sessionAtom } from '../../lib/session.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import { usePrintJob } from '../laporan/print.ts'
import { exportRekap } from './export-rekap.ts'
import { rekapTableColumns } from './rekap-columns.tsx'
import '../laporan/laporan.css'
import '../laporan/compact-table.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'

type Range = { from: string; to: string }

/** Employees per page of the recap: a foundation's 2,000 never render at once (issue 20). */
const REKAP_ROWS_PER_PAGE = 100

/**
 * The recap on screen is the address's range (`?tglawal=…&tglakhir=…`, written after Generate):
 * Back from a detail and reload read that recap again without generating it again (issue 20,
 * docs/list-screens.md). No range in the address: nothing generated yet.
 */
function shownRange(search: URLSearchParams): Range | null {
  const from = search.get('tglawal')
  const to = search.get('tglakhir')
  return isValidYmd(from) && isValidYmd(to) && from <= to ? { from, to } : null
}

/** The form starts from the recap on screen, else the month so far. */
function initialRange(shown: Range | null): Range {
  if (shown) return shown
  const today = foundationToday()
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/**
 * SPEC.md §7: generate, then read. `status: false`, a server error or no connection is 'generate
 * gagal!'; a refused range (4xx) keeps the server's reason, which says what to correct.
 */
async function generate(range: Range): Promise<boolean> {
  const body = { tglawal: range.from, tglakhir: range.to }
  const answer = await api('POST api/laporan/generate', { body }).catch((error: unknown) => {
    const refused = error instanceof ApiFailure && error.status >= 400 && error.status < 500
    throw refused ? error : new ApiFailure(500, LAPORAN_MESSAGES.generateFailed)
  })
  if (!answer.status) throw new ApiFailure(500, LAPORAN_MESSAGES.generateFailed)
  return true
}

/** Rekapitulasi Absensi (SPEC.md §2): generate the recap of a range, then list it per employee. */
export default function RekapPage({ title }: PageProps) {
  const session = useAtomValue(sessionAtom)
  const address = useAddressParams()
  const unit = useUnitFilter()
  const shown = shownRange(address.params)
  const [range, setRange] = useState(() => initialRange(shown))
  const [busy, setBusy] = useState(false)
  const cari = address.get('cari')
  const recap = useApiQuery(
    'GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}',
    { params: { tglawal: shown?.from ?? '', tglakhir: shown?.to ?? '' }, query: { kode: unit.kode } },
    { enabled: shown !== null },
  )
  const rows: RekapRow[] = recap.data?.datae ?? []

  function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const asked = range
    void generate(asked)
      // The same range again is read again: generating names the recap (WRITE_EFFECTS).
      .then(() => address.set({ tglawal: asked.from, tglakhir: asked.to }))
      .catch(showFailure)
      .finally(() => setBusy(false))
  }

  // The detail's address carries this one (range, unit, search, page): its 'Kembali ke
  // Rekapitulasi' returns here as Back does, and its calendar is the chosen unit's.
  const detailHref = (row: RekapRow) => `/absensirekap/${row.idp}?${address.params}`
  const columns = rekapTableColumns({ admin: session?.levelx === 0, detailHref })
  const loading = busy || recap.isFetching
  // Print: every employee the screen lists (the search applies), not only the rows in view.
  // Kept ready once the recap is read, for the browser's own print command too.
  const printJob = usePrintJob<RekapRow>(`${shown?.from}|${shown?.to}|${cari}|${unit.kode}`, {
    ready: !!recap.data && !loading,
    total: rows.length,
    load: () => searchRows(rows, columns, cari),
  })
  return (
    <section>
      <PageHeader title={title} className="no-print" />
      {shown && (
        <PrintHeader
          title="Rekapitulasi Absensi"
          period={periodText(shown.from, shown.to)}
          unit={unit.name}
        />
      )}
      <form className="report-toolbar no-print" noValidate onSubmit={submit}>
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
        <Button type="submit" loading={loading}>
          {loading ? 'Memproses rekap...' : 'Generate'}
        </Button>
        <Button
          variant="secondary"
          disabled={!shown || !recap.data}
          loading={printJob.preparing}
          onClick={() => void printJob.start(() => searchRows(rows, columns, cari))}
        >
          Cetak
        </Button>
        <ExportButton
          disabled={!rows.length}
          run={async (onProgress) =>
            shown &&
            // What the screen shows: the search applies to the file too.
            exportRekap({
              range: shown,
              rows: searchRows(rows, columns, cari),
              cari,
              unit: unit.name,
              onProgress,
            })
          }
        />
      </form>
      {loading && (
        <p role="status" className="notice no-print">
          Sedang menghitung rekap {periodText(range.from, range.to)}...
        </p>
      )}
      {shown && (
        <>
          <div className="report-toolbar no-print">
            <UnitSelect filter={unit} />
            <TextField
              label="Cari pegawai"
              type="search"
              value={cari}
              onValueChange={(value) => address.set({ cari: value || null })}
              placeholder="Nama, NIP atau unit"
            />
          </div>
          <DataTable
            rows={rows}
            rowKey={(row) => row.idp}
            query={recap}
            search={cari}
            paging={{
              page: positiveParam(address.get('page'), 1),
              size: REKAP_ROWS_PER_PAGE,
              onPageChange: (page) => address.set({ page: String(page) }),
            }}
            className="table-compact"
            caption={`Rekap ${periodText(shown.from, shown.to)}`}
            emptyText="Tidak ada pegawai pada rekap ini."
            columns={columns}
          />
          {printJob.view && (
            <PrintDocument
              title="Rekapitulasi Absensi"
              period={periodText(shown.from, shown.to)}
              unit={unit.name}
              orientation="landscape"
              at={printJob.view.at}
              columns={columns}
              rows={printJob.view.rows}
              rowKey={(row) => row.idp}
              emptyText="Tidak ada pegawai pada rekap ini."
            />
          )}
          {printJob.notice && <PrintNotice title="Rekapitulasi Absensi" reason={printJob.notice} />}
        </>
      )}
    </section>
  )
}
