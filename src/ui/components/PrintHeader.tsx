import { useAtomValue } from 'jotai'
import { DEFAULT_ZONA_WAKTU } from '../../domain/calendar.ts'
import { formatTanggal, foundationTime, foundationToday } from '../lib/format.ts'
import { useFoundation } from '../lib/foundation.ts'
import { useApiQuery } from '../lib/query.ts'
import { sessionAtom } from '../lib/session.ts'
import { headName, printUnit, timeWithZone } from './print-text.ts'
import './print.css'

/** What the letterhead and the signature block say about the print itself. */
export type PrintFacts = {
  foundationName: string
  foundationAddress: string
  unit: string
  /** The unit head's name for the signature ('' when unknown: a dotted line). */
  head: string
  operator: string
  /** 'YYYY-MM-DD' on the foundation's calendar. */
  date: string
  /** '09:05 WIB'. */
  time: string
}

/**
 * The facts of a print made now: the foundation from `GET api/pengaturan`, the unit (the one the
 * screen was narrowed to, else the session's) and its head from `GET api/kantor`, the operator from the session, the date and time on the foundation's clock (docs/clock.md).
 */
export function usePrintFacts(at: Date, unit?: string): PrintFacts {
  const foundation = useFoundation()
  const user = useAtomValue(sessionAtom)
  const units = useApiQuery('GET api/kantor').data?.datae ?? []
  const printed = unit ?? printUnit(user)
  return {
    foundationName: foundation?.nama_yayasan ?? '',
    foundationAddress: foundation?.alamat_yayasan ?? '',
    unit: printed,
    head: headName(printed, units),
    operator: user?.namalengkap ?? '',
    date: foundationToday(at),
    time: timeWithZone(foundationTime(at), foundation?.zona_waktu ?? DEFAULT_ZONA_WAKTU),
  }
}

/** The letterhead of a printed report: foundation, address, title, period, unit, when and by whom. */
export function Letterhead({ title, period, facts }: { title: string; period: string; facts: PrintFacts }) {
  return (
    <header className="print-header print-only">
      {facts.foundationName && <p className="print-foundation">{facts.foundationName}</p>}
      {facts.foundationAddress && <p className="print-address">{facts.foundationAddress}</p>}
      <h2>{title}</h2>
      <p className="print-period">Periode: {period}</p>
      <p className="print-meta">
        Unit: {facts.unit} · Dicetak {formatTanggal(facts.date)} pukul {facts.time}
        {facts.operator && ` oleh ${facts.operator}`}
      </p>
    </header>
  )
}

/**
 * The letterhead above a screen's own table (print only), for the browser's own print command;
 * 'Cetak' prints the whole document instead (PrintDocument), under the same letterhead.
 */
export function PrintHeader({ title, period, unit }: { title: string; period: string; unit?: string }) {
  return <Letterhead title={title} period={period} facts={usePrintFacts(new Date(), unit)} />
}

/** '1 Juli 2026' or '1 Juli 2026 s.d. 31 Juli 2026'. */
export const periodText = (from: string, to: string) =>
  from === to ? formatTanggal(from) : `${formatTanggal(from)} s.d. ${formatTanggal(to)}`
