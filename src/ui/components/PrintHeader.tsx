import { formatTanggal, foundationToday } from '../lib/format.ts'
import { useFoundation } from '../lib/foundation.ts'
import './print.css'

/**
 * The head of every printed page (print only): the foundation's name and address, the title, the
 * period and the date it was printed.
 */
export function PrintHeader({ title, period }: { title: string; period: string }) {
  const foundation = useFoundation()
  return (
    <header className="print-header print-only">
      {foundation?.nama_yayasan && <p className="print-foundation">{foundation.nama_yayasan}</p>}
      {foundation?.alamat_yayasan && <p className="print-address">{foundation.alamat_yayasan}</p>}
      <h2>{title}</h2>
      <p>{period}</p>
      <p className="print-date">Dicetak {formatTanggal(foundationToday())}</p>
    </header>
  )
}

/** '1 Juli 2026' or '1 Juli 2026 s.d. 31 Juli 2026'. */
export const periodText = (from: string, to: string) =>
  from === to ? formatTanggal(from) : `${formatTanggal(from)} s.d. ${formatTanggal(to)}`
