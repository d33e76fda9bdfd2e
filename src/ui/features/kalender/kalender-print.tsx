import { type KalenderRow, type KalenderTahun, NAMA_JENIS_KALENDER } from '../../../contract/kalender.ts'
import { daysBetween, NAMA_BULAN, NAMA_HARI, weekday } from '../../../domain/calendar.ts'
import { entryDates, isDayOffEntry } from '../../../domain/unit-calendar.ts'
import { PrintDocument } from '../../components/PrintDocument.tsx'
import { ALL_UNITS } from '../../components/print-text.ts'
import type { DataTableColumn } from '../../components/table-columns.ts'
import { api } from '../../lib/api-client.ts'
import { formatTanggalTanpaHari } from '../../lib/format.ts'
import { apiQueryKey, queryClient } from '../../lib/query.ts'
import { KODE_JENIS, KODE_RAPAT, NAMA_HARI_PENDEK } from './kalender-days.ts'
import './kalender-print.css'

/**
 * 'Kalender Kerja {tahun}' on A4 portrait (issue 30): the letterhead, the twelve months as small
 * grids, the legend, the year's list of entries and meeting days, the notes on the decree, and the
 * signature block — the PrintDocument every report prints with (docs/printing.md). Each day carries
 * a letter per kind (the screen's codes, kalender-days.ts), so the print reads the same in black
 * and white. Its classes are 'kalp-*', apart from the screen's 'kal-*'. The helpers here are pure,
 * shared with the xlsx (export-kalender.ts) and unit-tested.
 */

const NAMA_RAPAT = 'Hari Rapat'

/** '21 Maret 2026', '21–22 Maret 2026', '30 Maret–3 April 2026', '31 Desember 2026–1 Januari 2027'. */
export function rentangTanggal(from: string, to: string): string {
  if (from >= to) return formatTanggalTanpaHari(from)
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number)
  const [toYear, toMonth] = to.split('-').map(Number)
  const end = formatTanggalTanpaHari(to)
  if (fromYear !== toYear) return `${formatTanggalTanpaHari(from)}–${end}`
  if (fromMonth !== toMonth) return `${fromDay} ${NAMA_BULAN[(fromMonth ?? 1) - 1]}–${end}`
  return `${fromDay}–${end}`
}

/** Days of an entry, both ends included. */
export const jumlahHari = (from: string, to: string) => daysBetween(from, to) + 1

/** A unit's name by its code, for an entry's scope. */
export type UnitNames = ReadonlyMap<string, string>

/** 'Semua unit', or the chosen units by name (their code when the unit is unknown). */
export function cakupanOf(entry: Pick<KalenderRow, 'semua_unit' | 'unit'>, names: UnitNames): string {
  if (entry.semua_unit === 1) return ALL_UNITS
  return entry.unit.map((kode) => names.get(kode) ?? kode).join(', ')
}

/** The units' names from `GET api/kantor` (the answer the screens already hold, or one request). */
export async function loadUnitNames(): Promise<UnitNames> {
  const units = await queryClient.ensureQueryData({
    queryKey: apiQueryKey('GET api/kantor'),
    queryFn: () => api('GET api/kantor'),
  })
  return new Map(units.datae.map((unit) => [unit.kode, unit.cabang]))
}

/** One line of the year's list, printed and exported alike: an entry or a meeting day. */
export interface KalenderDaftarRow {
  key: string
  tglawal: string
  tglakhir: string
  /** The kind's name ('Libur Nasional' … 'Hari Rapat'). */
  jenis: string
  keterangan: string
  /** 'Semua unit' or the units' names; '' for a meeting day. */
  cakupan: string
  sk: string
}

/** The year's entries and meeting days, by date (entries before a meeting on the same day). */
export function kalenderDaftar(data: KalenderTahun, names: UnitNames): KalenderDaftarRow[] {
  const entries = data.datae.map(
    (entry): KalenderDaftarRow => ({
      key: `k${entry.idkalender}`,
      tglawal: entry.tglawal,
      tglakhir: entry.tglakhir,
      jenis: NAMA_JENIS_KALENDER[entry.jenis],
      keterangan: entry.keterangan,
      cakupan: cakupanOf(entry, names),
      sk: entry.sk,
    }),
  )
  const meetings = data.rapat.map(
    (rapat): KalenderDaftarRow => ({
      key: `r${rapat.tgl}`,
      tglawal: rapat.tgl,
      tglakhir: rapat.tgl,
      jenis: NAMA_RAPAT,
      keterangan: rapat.keterangan,
      cakupan: '',
      sk: '',
    }),
  )
  // A stable sort: entries keep the server's order among themselves and come before meetings.
  return [...entries, ...meetings].sort((a, b) => a.tglawal.localeCompare(b.tglawal))
}

/** What one day of the grid shows. */
export interface TandaHari {
  /** The letters of the entries and meeting on the day, in the legend's order, each once. */
  kode: string
  /** A day off of the printed calendar (an entry that applies to it; cuti bersama per the setting). */
  libur: boolean
  /** A weekday off of the schedule (Ahad). */
  pekanan: boolean
}

const LEGEND_ORDER = [...Object.values(KODE_JENIS), KODE_RAPAT]

/**
 * Each marked day of the year. The answer holds the entries that apply to the calendar asked for
 * (a unit's, or the foundation-wide ones), so each is a day off of it — cuti bersama per the setting.
 */
export function tandaTahun(data: KalenderTahun): Map<string, TandaHari> {
  const range = { from: `${data.tahun}-01-01`, to: `${data.tahun}-12-31` }
  const marks = new Map<string, { kode: Set<string>; libur: boolean }>()
  const mark = (tgl: string, letter: string, libur: boolean) => {
    const day = marks.get(tgl) ?? { kode: new Set<string>(), libur: false }
    day.kode.add(letter)
    day.libur ||= libur
    marks.set(tgl, day)
  }
  for (const entry of data.datae) {
    const libur = isDayOffEntry(entry, data.cuti_bersama)
    for (const tgl of entryDates(entry, range)) mark(tgl, KODE_JENIS[entry.jenis], libur)
  }
  for (const rapat of data.rapat)
    if (rapat.tgl.startsWith(`${data.tahun}-`)) mark(rapat.tgl, KODE_RAPAT, false)
  const weekly = new Set(data.libur_pekanan)
  return new Map(
    [...marks].map(([tgl, day]) => [
      tgl,
      {
        kode: LEGEND_ORDER.filter((letter) => day.kode.has(letter)).join(''),
        libur: day.libur,
        pekanan: weekly.has(weekday(tgl)),
      },
    ]),
  )
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The weeks of a month (index 0 = Januari), Ahad first; null outside the month. Always six weeks
 * (the most a month spans), so the grids of a row line up and each one's 'Hari kerja' with them.
 */
export function mingguBulan(tahun: number, month: number): (string | null)[][] {
  const days = new Date(Date.UTC(tahun, month + 1, 0)).getUTCDate()
  const first = `${tahun}-${pad(month + 1)}-01`
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null)
  for (let day = 1; day <= days; day++) cells.push(`${tahun}-${pad(month + 1)}-${pad(day)}`)
  while (cells.length < 42) cells.push(null)
  return Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** 'Ahad' or 'Jum'at dan Sabtu': the weekdays off, named. */
export function namaLiburPekanan(days: readonly number[]): string {
  const names = [...days].sort((a, b) => a - b).map((day) => NAMA_HARI[day] ?? String(day))
  if (names.length <= 1) return names[0] ?? '-'
  return `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`
}

/** The legend's lines: letter (or '' for the shaded weekdays off) and meaning. */
export function legenda(data: KalenderTahun): { kode: string; arti: string }[] {
  const cuti =
    data.cuti_bersama === 'libur'
      ? NAMA_JENIS_KALENDER.cuti_bersama
      : `${NAMA_JENIS_KALENDER.cuti_bersama} (tetap hari kerja)`
  return [
    { kode: KODE_JENIS.nasional, arti: NAMA_JENIS_KALENDER.nasional },
    { kode: KODE_JENIS.cuti_bersama, arti: cuti },
    { kode: KODE_JENIS.yayasan, arti: NAMA_JENIS_KALENDER.yayasan },
    { kode: KODE_JENIS.unit, arti: NAMA_JENIS_KALENDER.unit },
    { kode: KODE_RAPAT, arti: NAMA_RAPAT },
    { kode: '', arti: `Libur pekanan (${namaLiburPekanan(data.libur_pekanan)})` },
  ]
}

/** The notes under the list: a provisional national calendar, the decree, the cuti bersama choice. */
export function catatanKalender(data: KalenderTahun): string[] {
  const notes: string[] = []
  if (data.nasional?.sementara) notes.push(`Tanggal libur nasional ${data.tahun} sementara: SKB belum terbit`)
  if (data.nasional?.sk) notes.push(`Dasar libur nasional dan cuti bersama: ${data.nasional.sk}`)
  notes.push(
    data.cuti_bersama === 'libur'
      ? 'Cuti bersama adalah hari libur bagi semua pegawai.'
      : 'Cuti bersama tetap hari kerja (pengaturan yayasan).',
  )
  return notes
}

/** '1 Januari 2026 s.d. 31 Desember 2026': the period of the letterhead and the xlsx heading. */
export const periodeTahun = (tahun: number) =>
  `${formatTanggalTanpaHari(`${tahun}-01-01`)} s.d. ${formatTanggalTanpaHari(`${tahun}-12-31`)}`

export const judulKalender = (tahun: number) => `Kalender Kerja ${tahun}`

function Bulan({
  data,
  month,
  marks,
}: {
  data: KalenderTahun
  month: number
  marks: Map<string, TandaHari>
}) {
  const weekly = new Set(data.libur_pekanan)
  return (
    <section className="kalp-bulan" data-testid="kalp-bulan">
      <h3>{NAMA_BULAN[month]}</h3>
      <table>
        <thead>
          <tr>
            {NAMA_HARI_PENDEK.map((hari, index) => (
              <th key={hari} scope="col" className={weekly.has(index) ? 'kalp-pekanan' : undefined}>
                {hari}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mingguBulan(data.tahun, month).map((week, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a month's six weeks never move.
            <tr key={index}>
              {week.map((tgl, index) => (
                <Hari
                  key={tgl ?? `x${index}`}
                  tgl={tgl}
                  mark={tgl ? marks.get(tgl) : undefined}
                  weekly={weekly}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="kalp-hari-kerja">Hari kerja: {data.hari_kerja[month]}</p>
    </section>
  )
}

function Hari({
  tgl,
  mark,
  weekly,
}: {
  tgl: string | null
  mark: TandaHari | undefined
  weekly: Set<number>
}) {
  if (!tgl) return <td />
  const classes = [
    weekly.has(weekday(tgl)) ? 'kalp-pekanan' : '',
    mark?.libur ? 'kalp-libur' : '',
    ...[...(mark?.kode ?? '')].map((letter) => `kalp-${letter}`),
  ]
  return (
    <td className={classes.filter(Boolean).join(' ') || undefined}>
      {Number(tgl.slice(8))}
      {mark?.kode && <span className="kalp-kode">{mark.kode}</span>}
    </td>
  )
}

function Legenda({ data }: { data: KalenderTahun }) {
  return (
    <div className="kalp-legenda" data-testid="kalp-legenda">
      <strong>Keterangan:</strong>
      {legenda(data).map((item) => (
        <span key={item.arti} className="kalp-legenda-item">
          <span className={`kalp-legenda-kode ${item.kode ? `kalp-${item.kode}` : 'kalp-pekanan'}`}>
            {item.kode || '\u00a0'}
          </span>
          {item.arti}
        </span>
      ))}
      <span className="kalp-legenda-item">Tanggal berarsir: hari libur</span>
    </div>
  )
}

const DAFTAR_COLUMNS: DataTableColumn<KalenderDaftarRow>[] = [
  // Date and kind on one line each, the description given room: a long list of units in Cakupan wraps instead.
  {
    key: 'tanggal',
    header: 'Tanggal',
    className: 'kalp-satu-baris',
    value: (row) => rentangTanggal(row.tglawal, row.tglakhir),
  },
  { key: 'jenis', header: 'Jenis', className: 'kalp-satu-baris', value: (row) => row.jenis },
  { key: 'keterangan', header: 'Keterangan', className: 'kalp-keterangan', value: (row) => row.keterangan },
  { key: 'cakupan', header: 'Cakupan', value: (row) => row.cakupan },
]

/** The whole print: PrintDocument with the year's grids and legend before the list, the notes after. */
export function KalenderPrintDocument(props: {
  data: KalenderTahun
  /** The unit's name, or 'Semua unit'. */
  unit: string
  at: Date
  rows: readonly KalenderDaftarRow[]
}) {
  const { data } = props
  const marks = tandaTahun(data)
  const year = (
    <>
      <div className="kalp-tahun">
        {NAMA_BULAN.map((nama, month) => (
          <Bulan key={nama} data={data} month={month} marks={marks} />
        ))}
      </div>
      <Legenda data={data} />
    </>
  )
  return (
    <PrintDocument
      title={judulKalender(data.tahun).toUpperCase()}
      period={periodeTahun(data.tahun)}
      orientation="portrait"
      at={props.at}
      unit={props.unit}
      columns={DAFTAR_COLUMNS}
      rows={props.rows}
      rowKey={(row) => row.key}
      emptyText={`Tidak ada hari libur atau hari rapat pada tahun ${data.tahun}.`}
      before={year}
      after={
        <div className="kalp-catatan">
          {catatanKalender(data).map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      }
    />
  )
}
