import * as XLSX from '@e965/xlsx'
import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import { PEGAWAI_FILE_FIELDS, PEGAWAI_FILE_HEADER } from '../../src/contract/pegawai-file.ts'
import type { PegawaiRow } from '../../src/contract/pegawai-schema.ts'
import { PEGAWAI_EXPORT_COLUMNS } from '../../src/ui/features/pegawai/export-pegawai.ts'
import { readImporFile } from '../../src/ui/features/pegawai/impor/read-impor.ts'
import { STATUS_PEGAWAI } from '../../src/ui/features/pegawai/status.ts'
import { buildSheet, workbookBytes } from '../../src/ui/lib/export-xlsx.ts'
import { callOk, loginAs, startTestServer } from '../support/test-server.ts'

/**
 * The employee file (issue 28): the export writes the contract's columns and the import's reader
 * (in the browser: jsdom's FileReader) takes every one of them back, so an export is a template.
 */

const heading = {
  foundation: 'Yayasan',
  title: 'Data Pegawai',
  period: 'Keadaan hari ini',
  unit: 'Semua unit',
}

/** The employee with the most file cells filled (the demo has no one with all). */
function fullest(rows: readonly PegawaiRow[]): PegawaiRow {
  const filled = (row: PegawaiRow) =>
    Object.values(row).filter((value) => value !== '' && value !== null && value !== undefined).length
  return [...rows].sort((a, b) => filled(b) - filled(a))[0] as PegawaiRow
}

describe('the employee file', () => {
  it("the export's headers are the contract's file headers, in order, after the list's number", () => {
    expect(PEGAWAI_EXPORT_COLUMNS.map((column) => column.label)).toEqual([
      'No',
      ...PEGAWAI_FILE_FIELDS.map((field) => PEGAWAI_FILE_HEADER[field]),
    ])
  })

  it('an exported employee is read back into every field of the import row and imports with no problem', async () => {
    await startTestServer()
    const token = await loginAs(DEMO_ADMIN.usernama, DEMO_ADMIN.pass)
    const [list, shifts] = await Promise.all([
      callOk('GET api/datapegawai', { token, query: { halaman: 100 } }),
      callOk('GET api/shift', { token }),
    ])
    const employee = fullest(list.datae)
    const jadwal = shifts.datae.find((shift) => shift.idshift === employee.idshift)?.label ?? ''
    const built = buildSheet(PEGAWAI_EXPORT_COLUMNS, [{ ...employee, jadwal }], heading)
    const bytes = workbookBytes(XLSX, built, 'Pegawai', 'xlsx')

    const read = await readImporFile(new File([bytes], 'data-pegawai.xlsx'), () => {})

    const exported: Record<string, unknown> = { ...employee, jadwal, status: STATUS_PEGAWAI[employee.status] }
    const expected = Object.fromEntries(
      PEGAWAI_FILE_FIELDS.map((field) => [field, String(exported[field] ?? '')]),
    )
    expect(read).toEqual([{ nomor: built.headerRow + 2, ...expected }])
    const baris = read.map((row) => ({ ...row, nip: `${row.nip}-SALIN` }))
    const checked = await callOk('POST api/datapegawai/impor/periksa', { token, body: { baris } })
    expect(checked.baris).toEqual([{ nomor: built.headerRow + 2, masalah: [] }])
  })
})
