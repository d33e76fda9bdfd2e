import { useMemo } from 'react'
import type { KalenderTahun } from '../../../contract/kalender.ts'
import { Button } from '../../components/Button.tsx'
import { ExportButton } from '../../components/ExportButton.tsx'
import { reportUnit } from '../../lib/export-heading.ts'
import { usePrintJob } from '../laporan/print.ts'
import { exportKalender } from './export-kalender.ts'
import {
  type KalenderDaftarRow,
  KalenderPrintDocument,
  kalenderDaftar,
  loadUnitNames,
} from './kalender-print.tsx'

/**
 * The Cetak and Ekspor Excel buttons of /kalender (issue 30): 'Kalender Kerja {tahun}' of the
 * calendar the screen shows (`data`: the year's answer for unit `kode`, '' for the foundation),
 * printed on A4 (kalender-print.tsx) or written as xlsx (export-kalender.ts). Both only read
 * `data` (and the units' names for an entry's scope); both wait while it is loading.
 */
export function KalenderCetak(props: { data: KalenderTahun | undefined; kode: string; unitName: string }) {
  const { data, kode } = props
  // A unit's calendar is printed under its name; without one, a unit admin's own unit or 'Semua unit'.
  const unit = kode ? props.unitName || kode : reportUnit()
  // The printed document belongs to this answer: another year, unit or edit drops it.
  const answer = useMemo(() => JSON.stringify(data ?? null), [data])
  const printJob = usePrintJob<KalenderDaftarRow>(`${kode}|${answer}`)
  return (
    <>
      <Button
        variant="secondary"
        disabled={!data}
        loading={printJob.preparing}
        onClick={() => data && void printJob.start(async () => kalenderDaftar(data, await loadUnitNames()))}
      >
        Cetak
      </Button>
      <ExportButton
        disabled={!data}
        run={async (onProgress) =>
          data && exportKalender({ data, kode, unit, names: await loadUnitNames(), onProgress })
        }
      />
      {printJob.job && data && (
        <KalenderPrintDocument data={data} unit={unit} at={printJob.job.at} rows={printJob.job.rows} />
      )}
    </>
  )
}
