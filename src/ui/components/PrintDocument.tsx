import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { formatTanggal, formatTanggalTanpaHari } from '../lib/format.ts'
import { Letterhead, type PrintFacts, usePrintFacts } from './PrintHeader.tsx'
import { cssString, headTitle, signaturePlace } from './print-text.ts'
import type { DataTableColumn } from './table-columns.ts'
import './print.css'

export type PrintOrientation = 'portrait' | 'landscape'

/**
 * This document's page: its A4 orientation, and its title and period in the top margin of every
 * page (the page numbers and the printed-at line come from print.css and this rule together).
 */
function PageRule({
  orientation,
  running,
  footer,
}: {
  orientation: PrintOrientation
  running: string
  footer: string
}) {
  const rule = `@media print { @page { size: A4 ${orientation}; @top-left { content: ${cssString(running)}; } @bottom-left { content: ${cssString(footer)}; } } }`
  return <style>{rule}</style>
}

/** 'Mengetahui, Ketua …' on the left, place, date and 'Petugas' with the operator on the right. */
function Signature({ facts }: { facts: PrintFacts }) {
  const place = signaturePlace(facts.foundationAddress)
  const date = formatTanggalTanpaHari(facts.date)
  return (
    <div className="print-signature" data-testid="print-signature">
      <div>
        <p>Mengetahui,</p>
        <p>{headTitle(facts.unit, facts.foundationName)}</p>
        <p className="print-signature-name">({facts.head || '....................................'})</p>
      </div>
      <div>
        <p>{place ? `${place}, ${date}` : date}</p>
        <p>Petugas,</p>
        <p className="print-signature-name">({facts.operator || '....................................'})</p>
      </div>
    </div>
  )
}

/** The rows that stay on the signature's page: it never stands alone, without rows and headings. */
const ROWS_WITH_SIGNATURE = 2

export type PrintDocumentProps<T> = {
  title: string
  period: string
  orientation: PrintOrientation
  /** When 'Cetak' was pressed: the printed-at time of the letterhead and signature. */
  at: Date
  /** The unit the report was narrowed to (UnitFilter's name); default the session's (printUnit). */
  unit?: string
  /** The screen's columns ('no-print' ones are left out; a 'No' column is added when missing). */
  columns: readonly DataTableColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T, index: number) => string | number
  emptyText: string
  /** Between the letterhead and the table, e.g. the employee of a recap detail. */
  before?: ReactNode
  /** Under the last row, above the signature, e.g. the daily recap's total. */
  after?: ReactNode
}

/**
 * The whole printable report, outside the app (a child of <body>): while it is there, print.css
 * prints it alone. The letterhead, every row numbered under headings repeated on every page, then
 * the signature block; A4 in `orientation`, page numbers in the margin.
 */
export function PrintDocument<T>(props: PrintDocumentProps<T>) {
  const facts = usePrintFacts(props.at, props.unit)
  const running = [facts.foundationName, props.title, props.period].filter(Boolean).join(' · ')
  const footer = `Dicetak ${formatTanggal(facts.date)} ${facts.time}${facts.operator ? ` oleh ${facts.operator}` : ''}`
  const printed = props.columns.filter((column) => !column.className?.split(' ').includes('no-print'))
  const columns = printed[0]?.key === 'no' ? printed : [NUMBER_COLUMN as DataTableColumn<T>, ...printed]
  const split = Math.max(0, props.rows.length - ROWS_WITH_SIGNATURE)
  const row = (item: T, index: number) => (
    <tr key={props.rowKey(item, index)}>
      {columns.map((column) => (
        <td key={column.key} className={column.className}>
          {cell(column, item, index)}
        </td>
      ))}
    </tr>
  )
  return createPortal(
    <div className="print-document" data-testid="print-document" data-orientation={props.orientation}>
      <PageRule orientation={props.orientation} running={running} footer={footer} />
      <Letterhead title={props.title} period={props.period} facts={facts} />
      {props.before}
      <table className="print-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.rows.slice(0, split).map(row)}</tbody>
        {/* One unbreakable section: the last rows, then what closes the report. */}
        <tbody className="print-closing">
          {props.rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{props.emptyText}</td>
            </tr>
          )}
          {props.rows.slice(split).map((item, index) => row(item, split + index))}
          <tr className="print-closing-row">
            <td colSpan={columns.length}>
              {props.after}
              <Signature facts={facts} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>,
    document.body,
  )
}

/** Why a report's whole print view is not there: still being read, or too long to hold. */
export type PrintNoticeReason = 'preparing' | 'too-long'

const NOTICE_TEXT: Record<PrintNoticeReason, string> = {
  preparing: 'Laporan lengkap sedang disiapkan. Tunggu sebentar, lalu cetak lagi, atau gunakan tombol Cetak.',
  'too-long':
    'Laporan ini terlalu panjang untuk dicetak dari menu peramban. Gunakan tombol Cetak untuk mencetak laporan lengkap.',
}

/**
 * What the browser's own print command prints when the report's whole print view is not at hand
 * (docs/printing.md): a notice, never the screen's incomplete page of rows.
 */
export function PrintNotice({ title, reason }: { title: string; reason: PrintNoticeReason }) {
  return createPortal(
    <div className="print-document print-notice" data-testid="print-notice">
      <h2>{title}</h2>
      <p>{NOTICE_TEXT[reason]}</p>
    </div>,
    document.body,
  )
}

function cell<T>(column: DataTableColumn<T>, row: T, index: number): ReactNode {
  if (column.render) return column.render(row, index)
  return column.value?.(row) ?? ''
}

const NUMBER_COLUMN: DataTableColumn<unknown> = {
  key: 'no',
  header: 'No',
  className: 'num',
  render: (_, index) => index + 1,
}
