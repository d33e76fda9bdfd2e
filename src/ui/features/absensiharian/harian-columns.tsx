import type { AbsensiRecord, BelumDatangRow } from '../../../contract/laporan.ts'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { ATTENDANCE_COLUMN, ManualInfoButton } from '../laporan/attendance-cells.tsx'
import { SelfieButton } from './SelfieButton.tsx'

/**
 * Rekap Harian's columns, compact enough for 1366×768 without sideways scrolling (issue 20): the
 * name on one line, NIP and unit in smaller text under it, the Info button kept in view. The
 * screen pages the rows, so 'No' counts from the page's first row (`offset`); sorting would only
 * order one page, so these columns do not sort.
 */

type Person = { nama: string; nip: string; cabang: string }

function PersonCell({ row, withUnit }: { row: Person; withUnit: boolean }) {
  return (
    <>
      <span className="harian-nama">{row.nama}</span>
      <small className="harian-sub">{withUnit ? `${row.nip} · ${row.cabang}` : row.nip}</small>
    </>
  )
}

const numberColumn = <T,>(offset: number): DataTableColumn<T> => ({
  key: 'no',
  header: 'No',
  className: 'num',
  render: (_, index) => offset + index + 1,
})

/** Name with NIP (and the unit, unless a column of its own shows it) in smaller text under it. */
const personColumn = <T extends Person>(withUnit: boolean): DataTableColumn<T> => ({
  key: 'pegawai',
  header: 'Pegawai',
  className: 'harian-pegawai',
  value: (row) => row.nama,
  render: (row) => <PersonCell row={row} withUnit={withUnit} />,
  sortable: false,
})

const unsorted = <T,>(column: DataTableColumn<T>): DataTableColumn<T> => ({ ...column, sortable: false })

const C = ATTENDANCE_COLUMN

export function recordColumns(offset: number): DataTableColumn<AbsensiRecord>[] {
  return [
    numberColumn(offset),
    personColumn(true),
    ...[C.datang, C.telat, C.pulang, C.awal, C.kerja, C.lokasi, C.sumber].map(unsorted),
    {
      key: 'info',
      header: <span className="sr-only">Info</span>,
      className: 'no-print',
      render: (row) => (
        <>
          <ManualInfoButton record={row} />
          <SelfieButton record={row} />
        </>
      ),
    },
  ]
}

export function absenteeColumns(offset: number): DataTableColumn<BelumDatangRow>[] {
  return [
    numberColumn(offset),
    personColumn(false),
    { key: 'unit', header: 'Unit', value: (row) => row.cabang, sortable: false },
    { key: 'jadwal', header: 'Jadwal Masuk', value: (row) => row.jam_masuk, sortable: false },
  ]
}
