import * as XLSX from '@e965/xlsx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { exportSpreadsheet } from '../../src/ui/lib/export-run.ts'
import {
  buildPlainSheet,
  buildSheet,
  cellAddress,
  DATE_FORMAT,
  type ExportHeading,
  exportColumn,
  freezeTopRows,
  plainRow,
  TIME_FORMAT,
  toCell,
  workbookBytes,
  writeWorkbook,
} from '../../src/ui/lib/export-xlsx.ts'
import { saveFile } from '../../src/ui/lib/save-file.ts'

vi.mock('../../src/ui/lib/save-file.ts', () => ({ saveFile: vi.fn() }))

/** The sheet builder of the spreadsheet exports (issue 20: files ready to hand in). */

type Row = { nip: string; nama: string; tgl: string; masuk: string | null; menit: number; catatan: string }

const columns = [
  exportColumn<Row>('NIP', 'text', (row) => row.nip),
  exportColumn<Row>('Nama', 'text', (row) => row.nama),
  exportColumn<Row>('Tanggal', 'date', (row) => row.tgl),
  exportColumn<Row>('Datang', 'time', (row) => row.masuk),
  exportColumn<Row>('Terlambat (menit)', 'number', (row) => row.menit),
  exportColumn<Row>('Catatan', 'text', (row) => row.catatan),
]
const rows: Row[] = [
  { nip: '0012', nama: 'Ani', tgl: '2026-11-16', masuk: '07:05', menit: 5, catatan: '' },
  {
    nip: '0345',
    nama: 'Budi Santoso Wirawan',
    tgl: '2026-11-17',
    masuk: null,
    menit: 0,
    catatan: 'x'.repeat(80),
  },
]
const heading: ExportHeading = {
  foundation: 'Yayasan Contoh',
  title: 'Riwayat Absensi Pegawai',
  period: '16 November 2026 s.d. 17 November 2026',
  unit: 'Semua unit',
  notes: ['Pencarian: ani'],
}

describe('cells', () => {
  it('a date is a date cell shown dd/mm/yyyy (a timestamp keeps its day)', () => {
    expect(toCell('2026-11-16', 'date')).toEqual({ t: 'd', v: '2026-11-16', z: DATE_FORMAT })
    expect(toCell('2026-11-16 13:45:00', 'date')).toEqual({ t: 'd', v: '2026-11-16', z: DATE_FORMAT })
  })

  it('a time of day is a fraction of a day shown hh:mm', () => {
    expect(toCell('07:30', 'time')).toEqual({ t: 'n', v: 7.5 / 24, z: TIME_FORMAT })
    expect(toCell('18:00:30', 'time')).toMatchObject({ t: 'n', v: (18 * 3600 + 30) / 86_400, z: TIME_FORMAT })
  })

  it('numbers are numbers; a text column keeps digits as text (NIP, leading zeros)', () => {
    expect(toCell(12, 'number')).toEqual({ t: 'n', v: 12 })
    expect(toCell('12', 'number')).toEqual({ t: 'n', v: 12 })
    expect(toCell(7, undefined)).toEqual({ t: 'n', v: 7 })
    expect(toCell('0012', 'text')).toEqual({ t: 's', v: '0012' })
    expect(toCell(12, 'text')).toEqual({ t: 's', v: '12' })
  })

  it('a value not of the column kind stays text; nothing is an empty cell', () => {
    expect(toCell('-', 'time')).toEqual({ t: 's', v: '-' })
    expect(toCell('besok', 'date')).toEqual({ t: 's', v: 'besok' })
    expect(toCell('', 'text')).toBeNull()
    expect(toCell(null, 'date')).toBeNull()
    expect(toCell(undefined, 'number')).toBeNull()
  })

  it('addresses run A..Z, AA.., ZZ, AAA', () => {
    expect([0, 25, 26, 27, 701, 702].map((column) => cellAddress(0, column))).toEqual([
      'A1',
      'Z1',
      'AA1',
      'AB1',
      'ZZ1',
      'AAA1',
    ])
    expect(cellAddress(9, 2)).toBe('C10')
  })
})

describe('buildSheet', () => {
  it('puts the heading block first, a blank row, then the column headings and the rows', () => {
    const { sheet, headerRow } = buildSheet(columns, rows, heading)
    expect(['A1', 'A2', 'A3', 'A4', 'A5'].map((address) => sheet[address]?.v)).toEqual([
      'Yayasan Contoh',
      'Riwayat Absensi Pegawai',
      'Periode: 16 November 2026 s.d. 17 November 2026',
      'Unit: Semua unit',
      'Pencarian: ani',
    ])
    expect(sheet.A6).toBeUndefined()
    expect(headerRow).toBe(6)
    expect(columns.map((_, c) => sheet[cellAddress(6, c)]?.v)).toEqual(columns.map((column) => column.label))
    expect(sheet.A8).toEqual({ t: 's', v: '0012' })
    expect(sheet.C8).toEqual({ t: 'd', v: '2026-11-16', z: DATE_FORMAT })
    expect(sheet.D8).toMatchObject({ t: 'n', z: TIME_FORMAT })
    expect(sheet.E8).toEqual({ t: 'n', v: 5 })
    expect(sheet.D9).toBeUndefined() // no arrival: an empty cell, not '-'
    expect(sheet['!ref']).toBe('A1:F9')
    expect(sheet['!autofilter']).toEqual({ ref: 'A7:F9' })
  })

  it('fits each width to its widest cell or heading, between 6 and 50 characters', () => {
    const { sheet } = buildSheet(columns, rows, heading)
    expect(sheet['!cols']?.map((column) => column.wch)).toEqual([
      6, // 'NIP' and '0012' are short: the minimum
      'Budi Santoso Wirawan'.length + 2,
      DATE_FORMAT.length + 2,
      'Datang'.length + 2,
      'Terlambat (menit)'.length + 2,
      50, // 80 characters of note: capped
    ])
  })

  it('without a heading (the generic export of SPEC.md §2) the headings are the first row', () => {
    const { sheet, headerRow } = buildSheet(columns, rows)
    expect(headerRow).toBe(0)
    expect(sheet.A1?.v).toBe('NIP')
    expect(sheet['!ref']).toBe('A1:F3')
  })

  it('leaves out an unnamed foundation rather than an empty line', () => {
    const { sheet, headerRow } = buildSheet(columns, rows, { ...heading, foundation: '', notes: [] })
    expect(sheet.A1?.v).toBe('Riwayat Absensi Pegawai')
    expect(headerRow).toBe(4)
  })

  it('reads a dotted field with the column formatter (the SPEC.md §2 column shape)', () => {
    const { sheet } = buildSheet(
      [{ label: 'Nama', field: 'pegawai.nama', format: (value) => String(value).toUpperCase() }],
      [{ pegawai: { nama: 'ani' } }],
    )
    expect(sheet.A2).toEqual({ t: 's', v: 'ANI' })
  })
})

describe('the written file', () => {
  const built = buildSheet(columns, rows, heading)
  const bytes = workbookBytes(XLSX, built, 'Riwayat', 'xlsx')

  it('reads back with date, time and number cells, their formats and the widths', () => {
    const sheet = XLSX.read(bytes, { cellDates: true, cellNF: true, cellStyles: true }).Sheets.Riwayat
    if (!sheet) throw new Error('no sheet Riwayat')
    expect(sheet.A1?.v).toBe('Yayasan Contoh')
    expect(sheet.A8).toMatchObject({ t: 's', v: '0012' })
    expect(sheet.C8).toMatchObject({ t: 'd', z: DATE_FORMAT, w: '16/11/2026' })
    expect(sheet.C8?.v).toEqual(new Date('2026-11-16T00:00:00.000Z'))
    expect(sheet.D8).toMatchObject({ z: TIME_FORMAT, w: '07:05' })
    expect(sheet.E8).toMatchObject({ t: 'n', v: 5 })
    expect(sheet['!cols']?.map((column) => Math.round(column.wch ?? 0))).toEqual(
      built.sheet['!cols']?.map((column) => column.wch),
    )
  })

  it('freezes the rows down to the column headings', () => {
    const zip = XLSX.CFB.read(bytes, { type: 'array' })
    const index = zip.FullPaths.findIndex((path: string) => path.endsWith('/xl/worksheets/sheet1.xml'))
    const xml = new TextDecoder().decode(zip.FileIndex[index].content)
    expect(xml).toContain('<pane ySplit="7" topLeftCell="A8" activePane="bottomLeft" state="frozen"/>')
  })

  it('an xls file is written too (BIFF8: no frozen pane)', () => {
    const xls = workbookBytes(XLSX, built, 'Riwayat', 'xls')
    const sheet = XLSX.read(xls, { cellNF: true }).Sheets.Riwayat
    expect(sheet?.E8).toMatchObject({ t: 'n', v: 5 })
    expect(sheet?.C8).toMatchObject({ t: 'n', w: '16/11/2026' })
  })

  it('refuses a sheet without the view it freezes (a SheetJS upgrade would show here)', () => {
    expect(() => freezeTopRows('<worksheet><sheetData/></worksheet>', 1)).toThrow()
  })
})

describe("the worker's build from plain rows (issue 34)", () => {
  // What crosses to the worker: labels and kinds, each row's values; no function survives the clone.
  const plainColumns = columns.map(({ label, type }) => ({ label, type }))
  const plainRows = structuredClone(rows.map((row) => plainRow(columns, row)))

  it('makes the same cells, widths and frozen row as the rows themselves', () => {
    expect(buildPlainSheet({ name: 'Riwayat', columns: plainColumns, heading }, plainRows)).toEqual(
      buildSheet(columns, rows, heading),
    )
    const dotted = [{ label: 'Nama', field: 'pegawai.nama', format: (value: unknown) => String(value) }]
    const nested = [{ pegawai: { nama: 'ani' } }]
    expect(
      buildPlainSheet({ name: 'x', columns: [{ label: 'Nama' }] }, [plainRow(dotted, nested[0])]),
    ).toEqual(buildSheet(dotted, nested))
  })

  it('writes a file that reads back as the one written on the page, its steps in order', () => {
    const steps: number[] = []
    const sheet = { name: 'Riwayat', columns: plainColumns, heading }
    const written = writeWorkbook(XLSX, [{ sheet, rows: plainRows }], 'xlsx', (percent) =>
      steps.push(percent),
    )
    const before = workbookBytes(XLSX, buildSheet(columns, rows, heading), 'Riwayat', 'xlsx')
    const read = (bytes: Uint8Array) => XLSX.read(bytes, { cellNF: true, cellStyles: true }).Sheets.Riwayat
    expect(read(written)).toEqual(read(before))
    expect(steps).toEqual([...steps].sort((a, b) => a - b))
    expect(steps.length).toBe(3)
  })
})

describe('exportSpreadsheet (SPEC.md §2, §5)', () => {
  it('saves the file and reports its progress rising to 100', async () => {
    const progress: number[] = []
    const done = await exportSpreadsheet({
      columns,
      data: rows,
      fileName: 'riwayat',
      sheetName: 'Riwayat',
      heading,
      onProgress: (percent) => progress.push(percent),
    })
    expect(done).toBe(true)
    expect(progress[0]).toBe(0)
    expect(progress.at(-1)).toBe(100)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    const [file, name] = vi.mocked(saveFile).mock.calls[0] ?? []
    expect(name).toBe('riwayat.xlsx')
    const sheet = XLSX.read(await (file as Blob).arrayBuffer(), { cellNF: true }).Sheets.Riwayat
    expect(sheet?.C8).toMatchObject({ z: DATE_FORMAT, w: '16/11/2026' })
  })

  afterEach(() => vi.restoreAllMocks())

  it("says 'Add columns!' or 'Add data!' and exports nothing", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    expect(await exportSpreadsheet({ columns: [], data: rows })).toBe(false)
    expect(await exportSpreadsheet({ columns, data: [] })).toBe(false)
    expect(log.mock.calls).toEqual([['Add columns!'], ['Add data!']])
  })
})
