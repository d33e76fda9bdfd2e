import { addDays, dateRange, NAMA_BULAN, weekday } from '../src/domain/calendar.ts'
import type { Row } from './insert.ts'

/**
 * Indonesian national holidays (Libur Khusus). Fixed-date ones are generated for any year; the
 * moving ones (Islamic, Chinese, Balinese, Buddhist and Christian calendars) are listed for
 * 2025–2027 with APPROXIMATE dates (the government decree, SKB 3 Menteri, fixes the exact ones).
 */
const FIXED: readonly (readonly [mmdd: string, keterangan: string])[] = [
  ['01-01', 'Tahun Baru Masehi'],
  ['05-01', 'Hari Buruh Internasional'],
  ['06-01', 'Hari Lahir Pancasila'],
  ['08-17', 'Hari Kemerdekaan Republik Indonesia'],
  ['12-25', 'Hari Raya Natal'],
]

const MOVING: Readonly<Record<number, readonly (readonly [mmdd: string, keterangan: string])[]>> = {
  2025: [
    ['01-27', 'Isra Mikraj Nabi Muhammad SAW'],
    ['01-29', 'Tahun Baru Imlek 2576 Kongzili'],
    ['03-29', 'Hari Suci Nyepi Tahun Baru Saka 1947'],
    ['03-31', 'Hari Raya Idul Fitri 1446 H'],
    ['04-01', 'Hari Raya Idul Fitri 1446 H (hari kedua)'],
    ['04-18', 'Wafat Yesus Kristus'],
    ['05-12', 'Hari Raya Waisak 2569 BE'],
    ['05-29', 'Kenaikan Yesus Kristus'],
    ['06-06', 'Hari Raya Idul Adha 1446 H'],
    ['06-27', 'Tahun Baru Islam 1447 H'],
    ['09-05', 'Maulid Nabi Muhammad SAW'],
  ],
  2026: [
    ['01-16', 'Isra Mikraj Nabi Muhammad SAW'],
    ['02-17', 'Tahun Baru Imlek 2577 Kongzili'],
    ['03-19', 'Hari Suci Nyepi Tahun Baru Saka 1948'],
    ['03-20', 'Hari Raya Idul Fitri 1447 H'],
    ['03-21', 'Hari Raya Idul Fitri 1447 H (hari kedua)'],
    ['03-23', 'Cuti Bersama Idul Fitri 1447 H'],
    ['03-24', 'Cuti Bersama Idul Fitri 1447 H'],
    ['04-03', 'Wafat Yesus Kristus'],
    ['05-14', 'Kenaikan Yesus Kristus'],
    ['05-27', 'Hari Raya Idul Adha 1447 H'],
    ['05-31', 'Hari Raya Waisak 2570 BE'],
    ['06-16', 'Tahun Baru Islam 1448 H'],
    ['08-25', 'Maulid Nabi Muhammad SAW'],
    ['12-24', 'Cuti Bersama Hari Raya Natal'],
  ],
  2027: [
    ['01-05', 'Isra Mikraj Nabi Muhammad SAW'],
    ['02-06', 'Tahun Baru Imlek 2578 Kongzili'],
    ['03-08', 'Hari Suci Nyepi Tahun Baru Saka 1949'],
    ['03-10', 'Hari Raya Idul Fitri 1448 H'],
    ['03-11', 'Hari Raya Idul Fitri 1448 H (hari kedua)'],
    ['03-26', 'Wafat Yesus Kristus'],
    ['05-06', 'Kenaikan Yesus Kristus'],
    ['05-17', 'Hari Raya Idul Adha 1448 H'],
    ['05-20', 'Hari Raya Waisak 2571 BE'],
    ['06-06', 'Tahun Baru Islam 1449 H'],
    ['08-15', 'Maulid Nabi Muhammad SAW'],
  ],
}

/** Holidays from `from` to `to` (both inclusive), sorted by date. */
export function holidayRows(from: string, to: string): Row<'hari_libur'>[] {
  const rows: Row<'hari_libur'>[] = []
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const [mmdd, keterangan] of [...FIXED, ...(MOVING[year] ?? [])]) {
      const tgllibur = `${year}-${mmdd}`
      if (tgllibur >= from && tgllibur <= to) rows.push({ tgllibur, keterangan })
    }
  }
  return rows.sort((a, b) => a.tgllibur.localeCompare(b.tgllibur))
}

/**
 * Head-office meeting days (Hari Rapat): the monthly coordination meeting on the second Wednesday
 * of each month from `from` to `to`, moved to the Thursday when that is a holiday.
 */
export function meetingDayRows(
  from: string,
  to: string,
  holidays: ReadonlySet<string>,
): Row<'hari_khusus'>[] {
  const rows: Row<'hari_khusus'>[] = []
  for (const tgl of dateRange(from, to)) {
    const dayOfMonth = Number(tgl.slice(8, 10))
    if (weekday(tgl) !== 3 || dayOfMonth < 8 || dayOfMonth > 14) continue
    const tglkhusus = holidays.has(tgl) ? addDays(tgl, 1) : tgl
    const month = Number(tgl.slice(5, 7))
    rows.push({ tglkhusus, keterangan: `Rapat Koordinasi Bulanan Yayasan (${NAMA_BULAN[month - 1]})` })
  }
  return rows
}

/** Academic years: the previous one closed, the current one active (exactly one active). */
export const tahunAjaranRows = (): Row<'tahunajaran'>[] => [
  { id: 1, nama: '2025/2026', tglawal: '2025-07-14', tglakhir: '2026-06-26', aktif: 0 },
  { id: 2, nama: '2026/2027', tglawal: '2026-07-13', tglakhir: '2027-06-25', aktif: 1 },
]
