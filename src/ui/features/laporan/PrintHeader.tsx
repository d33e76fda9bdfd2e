import { formatTanggal, todayLocal } from '../../lib/format.ts'
import './laporan.css'

/** The head of every printed report: title, period and the date it was printed (print only). */
export function PrintHeader({ title, period }: { title: string; period: string }) {
  return (
    <header className="print-header print-only">
      <h2>{title}</h2>
      <p>{period}</p>
      <p className="print-date">Dicetak {formatTanggal(todayLocal())}</p>
    </header>
  )
}

export const periodText = (from: string, to: string) =>
  from === to ? formatTanggal(from) : `${formatTanggal(from)} s.d. ${formatTanggal(to)}`
