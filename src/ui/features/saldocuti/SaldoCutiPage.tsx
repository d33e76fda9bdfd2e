import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { SaldoCutiRow } from '../../../contract/cuti-saldo.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { ExportButton } from '../../components/ExportButton.tsx'
import { Modal } from '../../components/Modal.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { PrintDocument, PrintNotice } from '../../components/PrintDocument.tsx'
import { PrintHeader } from '../../components/PrintHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { useAddressParams } from '../../lib/address-params.ts'
import { foundationToday } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { sessionAtom } from '../../lib/session.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import { usePrintJob } from '../laporan/print.ts'
import { CutiPegawai } from '../pegawai/CutiPegawai.tsx'
import { exportSaldoCuti } from './export-saldo-cuti.ts'
import { saldoColumns } from './saldo-columns.tsx'
import '../laporan/laporan.css'
import '../laporan/compact-table.css'

const TITLE = 'Saldo Cuti'
const EMPTY = 'Tidak ada pegawai aktif pada unit ini.'

/** The years to choose from: three back (closed balances) and the next (its leave years may start). */
function yearOptions(current: number) {
  return [current + 1, current, current - 1, current - 2, current - 3].map((year) => ({
    value: String(year),
    label: String(year),
  }))
}

/** The year in the address (`?tahun=2025`), else the current one. */
function chosenYear(text: string, current: number): number {
  const year = Number(text)
  return Number.isInteger(year) && year >= current - 3 && year <= current + 1 ? year : current
}

/**
 * Saldo Cuti (issue 31, docs/cuti.md "Laporan Saldo Cuti"): per active employee of the unit, the
 * leave year in force in the chosen year and its figures, as the ledger has them. Printed and
 * exported whole: it holds one row per employee, every one of them on screen.
 */
export default function SaldoCutiPage({ title }: PageProps) {
  const session = useAtomValue(sessionAtom)
  const address = useAddressParams()
  const unit = useUnitFilter()
  const current = Number(foundationToday().slice(0, 4))
  const tahun = chosenYear(address.get('tahun'), current)
  const report = useApiQuery('GET api/cuti/saldo', { query: { kode: unit.kode, tahun } })
  const rows: readonly SaldoCutiRow[] = report.data?.datae ?? []
  const [buku, setBuku] = useState<SaldoCutiRow | null>(null)
  const columns = saldoColumns({ admin: session?.levelx === 0, onBuku: setBuku })
  const period = `Tahun ${tahun}`
  const printJob = usePrintJob<SaldoCutiRow>(`${tahun}|${unit.kode}`, {
    ready: !!report.data && !report.isFetching,
    total: rows.length,
    load: () => rows,
  })
  return (
    <section>
      <PageHeader title={title} className="no-print" />
      <PrintHeader title={TITLE} period={period} unit={unit.name} />
      <div className="report-toolbar no-print">
        <UnitSelect filter={unit} />
        <SelectField
          label="Tahun"
          value={String(tahun)}
          options={yearOptions(current)}
          onValueChange={(value) => address.set({ tahun: value })}
        />
        <Button
          variant="secondary"
          disabled={!report.data}
          loading={printJob.preparing}
          onClick={() => void printJob.start(() => rows)}
        >
          Cetak
        </Button>
        <ExportButton
          disabled={!rows.length}
          run={(onProgress) => exportSaldoCuti({ tahun, rows, unit: unit.name, onProgress })}
        />
      </div>
      <DataTable
        rows={rows}
        rowKey={(row) => row.idp}
        query={report}
        className="table-compact"
        caption={`${TITLE} ${period}`}
        emptyText={EMPTY}
        columns={columns}
      />
      {printJob.view && (
        <PrintDocument
          title={TITLE}
          period={period}
          unit={unit.name}
          orientation="landscape"
          at={printJob.view.at}
          columns={columns}
          rows={printJob.view.rows}
          rowKey={(row) => row.idp}
          emptyText={EMPTY}
        />
      )}
      {printJob.notice && <PrintNotice title={TITLE} reason={printJob.notice} />}
      {buku && (
        <Modal
          open
          size="lg"
          title={`Buku Cuti ${buku.nama}`}
          description={`${buku.nip} · ${buku.cabang}`}
          onOpenChange={(open) => !open && setBuku(null)}
        >
          <CutiPegawai idp={buku.idp} heading={false} />
        </Modal>
      )}
    </section>
  )
}
