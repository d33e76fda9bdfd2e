import * as XLSX from '@e965/xlsx'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KalenderRow, KalenderTahun } from '../../src/contract/kalender.ts'
import { dateRange, weekday } from '../../src/domain/calendar.ts'
import { kalenderNasional } from '../../src/domain/libur-nasional.ts'
import {
  bulanKerja,
  kalenderFileName,
  kalenderSheets,
} from '../../src/ui/features/kalender/export-kalender.ts'
import { KalenderCetak } from '../../src/ui/features/kalender/KalenderCetak.tsx'
import {
  catatanKalender,
  kalenderDaftar,
  legenda,
  mingguBulan,
  rentangTanggal,
  tandaTahun,
} from '../../src/ui/features/kalender/kalender-print.tsx'
import { builtSheet, workbookOfSheets } from '../../src/ui/lib/export-xlsx.ts'
import { renderScreen } from './support/screen.tsx'

/**
 * 'Kalender Kerja {tahun}' (issue 30) from a year's answer built here: the 2026 decree as the
 * import writes it (one entry per day), a range, a unit's school break and meeting days. The e2e
 * (tests/e2e/print-kalender.spec.ts) prints the real page to PDF; this checks the rules and the
 * document's content without a browser.
 */

const entry = (idkalender: number, fields: Partial<KalenderRow>): KalenderRow => ({
  idkalender,
  jenis: 'yayasan',
  tglawal: '2026-01-01',
  tglakhir: '2026-01-01',
  keterangan: '',
  sk: '',
  semua_unit: 1,
  unit: [],
  ...fields,
})

const decree = kalenderNasional(2026)
if (!decree) throw new Error('the 2026 decree is data')

const ENTRIES: KalenderRow[] = [
  ...decree.hari.map((hari, index) =>
    entry(index + 1, {
      jenis: hari.jenis,
      tglawal: hari.tgl,
      tglakhir: hari.tgl,
      keterangan: hari.keterangan,
      sk: decree.sk,
    }),
  ),
  entry(100, { tglawal: '2026-07-06', tglakhir: '2026-07-10', keterangan: 'Libur Milad Yayasan' }),
  entry(101, {
    jenis: 'unit',
    tglawal: '2026-12-28',
    tglakhir: '2027-01-08',
    keterangan: 'Libur semester ganjil',
    semua_unit: 0,
    unit: ['SDIT1', 'ZZZ9'],
  }),
]

const RAPAT = [
  { tgl: '2026-03-11', keterangan: 'Rapat Koordinasi Bulanan Yayasan (Maret)' },
  { tgl: '2026-07-08', keterangan: 'Rapat Koordinasi Bulanan Yayasan (Juli)' },
]

/** Working days counted the plain way: not an Ahad, not a day off of an entry that applies. */
function hariKerja(entries: readonly KalenderRow[], cuti: 'libur' | 'kerja', kode: string): number[] {
  const off = new Set(
    entries
      .filter((e) => e.semua_unit === 1 || e.unit.includes(kode))
      .filter((e) => e.jenis !== 'cuti_bersama' || cuti === 'libur')
      .flatMap((e) => dateRange(e.tglawal, e.tglakhir)),
  )
  const working = dateRange('2026-01-01', '2026-12-31').filter((tgl) => weekday(tgl) !== 0 && !off.has(tgl))
  return Array.from(
    { length: 12 },
    (_, month) => working.filter((tgl) => Number(tgl.slice(5, 7)) === month + 1).length,
  )
}

function year(options: { cuti?: 'libur' | 'kerja'; kode?: string; sementara?: boolean } = {}): KalenderTahun {
  const cuti = options.cuti ?? 'libur'
  const kode = options.kode ?? ''
  // As the server answers: the entries that apply to the unit, or the foundation-wide ones.
  const entries = ENTRIES.filter((e) => e.semua_unit === 1 || e.unit.includes(kode))
  return {
    tahun: 2026,
    datae: entries,
    rapat: RAPAT,
    libur_pekanan: [0],
    hari_kerja: hariKerja(entries, cuti, kode),
    cuti_bersama: cuti,
    nasional: { sk: decree?.sk ?? '', sementara: options.sementara ?? false },
  }
}

const NAMES = new Map([['SDIT1', 'SD Islam Terpadu 1']])

describe('kalender print: the rules', () => {
  it('writes a range in Indonesian, shortest form', () => {
    expect(rentangTanggal('2026-03-21', '2026-03-21')).toBe('21 Maret 2026')
    expect(rentangTanggal('2026-03-21', '2026-03-22')).toBe('21–22 Maret 2026')
    expect(rentangTanggal('2026-03-30', '2026-04-03')).toBe('30 Maret–3 April 2026')
    expect(rentangTanggal('2026-12-28', '2027-01-08')).toBe('28 Desember 2026–8 Januari 2027')
  })

  it('lays each month out in six weeks from Ahad, every day once', () => {
    for (let month = 0; month < 12; month++) {
      const weeks = mingguBulan(2026, month)
      expect(weeks).toHaveLength(6)
      for (const week of weeks) expect(week).toHaveLength(7)
      const days = weeks.flat().filter((tgl): tgl is string => tgl !== null)
      expect(days[0]).toBe(`2026-${String(month + 1).padStart(2, '0')}-01`)
      for (const tgl of days) expect(weeks.flat().indexOf(tgl) % 7).toBe(weekday(tgl))
    }
    expect(mingguBulan(2026, 1).flat().filter(Boolean)).toHaveLength(28)
  })

  it('marks each day with its letters; a day off is shaded, cuti bersama per the setting', () => {
    const libur = tandaTahun(year())
    expect(libur.get('2026-03-21')).toEqual({ kode: 'N', libur: true, pekanan: false })
    expect(libur.get('2026-03-22')).toEqual({ kode: 'N', libur: true, pekanan: true })
    expect(libur.get('2026-03-23')).toEqual({ kode: 'C', libur: true, pekanan: false })
    expect(libur.get('2026-07-08')).toEqual({ kode: 'YR', libur: true, pekanan: false })
    expect(libur.get('2026-03-11')).toEqual({ kode: 'R', libur: false, pekanan: false })
    expect(libur.has('2026-03-12')).toBe(false)
    // The foundation-wide calendar has no school break; a school's has it, within the year only.
    expect(libur.has('2026-12-29')).toBe(false)
    const school = tandaTahun(year({ kode: 'SDIT1' }))
    expect(school.get('2026-12-29')).toEqual({ kode: 'U', libur: true, pekanan: false })
    expect(school.has('2027-01-04')).toBe(false)
    expect(tandaTahun(year({ cuti: 'kerja' })).get('2026-03-23')).toEqual({
      kode: 'C',
      libur: false,
      pekanan: false,
    })
  })

  it('lists entries and meeting days by date, scope by name', () => {
    const rows = kalenderDaftar(year({ kode: 'SDIT1' }), NAMES)
    expect(rows).toHaveLength(ENTRIES.length + RAPAT.length)
    expect(rows.map((row) => row.tglawal)).toEqual(rows.map((row) => row.tglawal).toSorted())
    const sekolah = rows.find((row) => row.keterangan === 'Libur semester ganjil')
    expect(sekolah).toMatchObject({ jenis: 'Libur Unit', cakupan: 'SD Islam Terpadu 1, ZZZ9' })
    const rapat = rows.filter((row) => row.jenis === 'Hari Rapat')
    expect(rapat.map((row) => row.tglawal)).toEqual(RAPAT.map((r) => r.tgl))
    // On 8 July the entry comes before the meeting.
    const july8 = rows.filter((row) => row.tglawal <= '2026-07-08' && row.tglakhir >= '2026-07-08')
    expect(july8.map((row) => row.jenis)).toEqual(['Libur Yayasan', 'Hari Rapat'])
  })

  it('says when the national dates are provisional, names the decree and the cuti bersama choice', () => {
    expect(catatanKalender(year())).toEqual([
      `Dasar libur nasional dan cuti bersama: ${decree.sk}`,
      'Cuti bersama adalah hari libur bagi semua pegawai.',
    ])
    expect(catatanKalender(year({ sementara: true, cuti: 'kerja' }))).toEqual([
      'Tanggal libur nasional 2026 sementara: SKB belum terbit',
      `Dasar libur nasional dan cuti bersama: ${decree.sk}`,
      'Cuti bersama tetap hari kerja (pengaturan yayasan).',
    ])
    expect(legenda(year({ cuti: 'kerja' })).map((item) => item.arti)).toContain(
      'Cuti Bersama (tetap hari kerja)',
    )
  })

  it('splits each month into working days, weekdays off and the calendar’s days off', () => {
    const data = year()
    const months = bulanKerja(data)
    const total = months.at(-1)
    expect(months).toHaveLength(13)
    expect(total).toMatchObject({ bulan: 'Jumlah', jumlahHari: 365, liburPekanan: 52, hariRapat: 2 })
    for (const month of months) {
      expect(month.hariKerja + month.hariLibur).toBe(month.jumlahHari)
      expect(month.liburPekanan + month.liburKalender).toBe(month.hariLibur)
    }
    // March: 21 (Sat) N, 22 (Ahad) N, 18 C, 19 N, 20 C, 23 C, 24 C → six days off that are not Ahad.
    expect(months[2]).toMatchObject({ bulan: 'Maret', liburKalender: 6, liburPekanan: 5 })
  })
})

describe('kalender xlsx', () => {
  const heading = { foundation: 'Yayasan X', title: 'Kalender Kerja 2026', period: 'p', unit: 'Semua unit' }

  it('two sheets, both under the heading with the header row frozen; entries as typed cells', () => {
    const bytes = workbookOfSheets(XLSX, kalenderSheets(year(), NAMES, heading).map(builtSheet))
    const book = XLSX.read(bytes, { cellDates: true, cellNF: true })
    expect(book.SheetNames).toEqual(['Kalender', 'Hari Kerja'])
    const zip = XLSX.CFB.read(bytes, { type: 'array' })
    for (const n of [1, 2]) {
      const at = zip.FullPaths.findIndex((path: string) => path.endsWith(`/xl/worksheets/sheet${n}.xml`))
      const xml = new TextDecoder().decode(zip.FileIndex[at].content as Uint8Array)
      expect(xml).toMatch(/<pane ySplit="6"[^>]*state="frozen"/) // 4 heading lines, a blank, the headings
    }
    const entries = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets.Kalender as XLSX.WorkSheet,
      {
        range: 5,
        raw: false,
      },
    )
    expect(Object.keys(entries[0] ?? {})).toEqual([
      'No',
      'Tanggal Awal',
      'Tanggal Akhir',
      'Jumlah Hari',
      'Jenis',
      'Keterangan',
      'Cakupan',
      'SK',
    ])
    expect(entries.find((row) => row.Keterangan === 'Libur Milad Yayasan')).toMatchObject({
      'Tanggal Awal': '06/07/2026',
      'Tanggal Akhir': '10/07/2026',
      'Jumlah Hari': '5',
      Jenis: 'Libur Yayasan',
      Cakupan: 'Semua unit',
    })
    expect(entries.map((row) => row.No)).toEqual(entries.map((_, i) => String(i + 1)))
    const months = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets['Hari Kerja'] as XLSX.WorkSheet,
      {
        range: 5,
      },
    )
    expect(months.map((row) => row['Hari Kerja'])).toEqual([
      ...year().hari_kerja,
      year().hari_kerja.reduce((a, b) => a + b),
    ])
  })

  it('names the file by year, and by unit when one is chosen', () => {
    expect(kalenderFileName(2026, '')).toBe('kalender-kerja-2026')
    expect(kalenderFileName(2026, 'SDIT1')).toBe('kalender-kerja-2026-SDIT1')
  })
})

describe('KalenderCetak', () => {
  afterEach(() => vi.restoreAllMocks())

  it('waits for the answer: both buttons disabled without one', async () => {
    await renderScreen(<KalenderCetak data={undefined} kode="" unitName="" />)
    expect(screen.getByRole('button', { name: 'Cetak' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Ekspor Excel' })).toHaveProperty('disabled', true)
  })

  it('Cetak prints the year: title, twelve months with their working days, legend, list, notes, signature', async () => {
    const printed = vi.spyOn(window, 'print').mockImplementation(() => {})
    const data = year({ kode: 'SDIT1', sementara: true })
    const { user } = await renderScreen(
      <KalenderCetak data={data} kode="SDIT1" unitName="SD Islam Terpadu 1" />,
    )
    await user.click(screen.getByRole('button', { name: 'Cetak' }))
    await vi.waitFor(() => expect(printed).toHaveBeenCalledTimes(1), { timeout: 5000 })
    const document = screen.getByTestId('print-document')
    const text = document.textContent ?? ''
    expect(document.querySelector('h2')?.textContent).toBe('KALENDER KERJA 2026')
    expect(text).toContain('Unit: SD Islam Terpadu 1')
    const months = screen.getAllByTestId('kalp-bulan')
    expect(months).toHaveLength(12)
    months.forEach((month, index) => {
      expect(month.textContent).toContain(`Hari kerja: ${data.hari_kerja[index]}`)
    })
    const legend = screen.getByTestId('kalp-legenda').textContent ?? ''
    for (const word of [
      'Libur Nasional',
      'Cuti Bersama',
      'Libur Yayasan',
      'Libur Unit',
      'Hari Rapat',
      'Libur pekanan (Ahad)',
    ])
      expect(legend).toContain(word)
    const rows = [...document.querySelectorAll('.print-table tbody tr:not(.print-closing-row)')].map(
      (row) => row.textContent,
    )
    expect(rows).toHaveLength(data.datae.length + data.rapat.length)
    const idulfitri = rows.find((row) => row?.includes('Hari Raya Idulfitri 1447 Hijriah (hari pertama)'))
    expect(idulfitri).toMatch(
      /^\d+21 Maret 2026Libur NasionalHari Raya Idulfitri 1447 Hijriah \(hari pertama\)Semua unit$/,
    )
    expect(
      rows.some((row) => row?.includes('28 Desember 2026–8 Januari 2027Libur UnitLibur semester ganjil')),
    ).toBe(true)
    expect(text).toContain('Tanggal libur nasional 2026 sementara: SKB belum terbit')
    expect(text).toContain(decree.sk)
    expect(text).toContain('Kepala SD Islam Terpadu 1')
    expect(text).toContain('Mengetahui,')
  })
})
