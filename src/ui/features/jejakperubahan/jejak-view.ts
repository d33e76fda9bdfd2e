import type { JejakEntry, NamaRujukan } from '../../../contract/jejak-perubahan.ts'
import { NAMA_HARI } from '../../../domain/calendar.ts'
import { formatAngka } from '../../lib/format.ts'
import { KOLOM, KUNCI, namaPengaturan, secretText, tabelLabel, tanggalPendek } from './jejak-labels.ts'

/**
 * What the Jejak Perubahan screen shows of an entry (issue 34): a title naming the record, and its
 * fields with the form's labels and values as the admin reads them (jejak-labels.ts).
 */

export { tabelLabel }

export const JENIS_LABEL = { tambah: 'Tambah', ubah: 'Ubah', hapus: 'Hapus' } as const

type Row = Record<string, unknown>

/** One field as shown: its label and its value's text. */
interface Shown {
  label: string
  text: string
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** A weekday of a schedule as its form shows it: '07:00–15:00', or 'Libur'. */
function dayText(day: Row): string {
  return Number(day.libur) === 1 ? 'Libur' : `${day.waktu_masuk}–${day.waktu_pulang}`
}

/** A schedule's `hari` list, one field per weekday (Senin … Ahad, as the form lists them). */
function scheduleDays(days: unknown): Shown[] {
  if (!Array.isArray(days)) return []
  const byDay = new Map((days as Row[]).map((day) => [Number(day.hari), day]))
  return [1, 2, 3, 4, 5, 6, 0].flatMap((hari) => {
    const day = byDay.get(hari)
    return day ? [{ label: NAMA_HARI[hari] ?? String(hari), text: dayText(day) }] : []
  })
}

/** One column's text: a masked secret as such, an empty value as a dash, a code decoded. */
function valueText(tabel: string, kolom: string, row: Row, nama: NamaRujukan): string {
  const value = row[kolom]
  const secret = secretText(value)
  if (secret) return secret
  if (isEmpty(value)) return '–'
  const spec = KOLOM[tabel]?.[kolom]
  if (tabel === 'semua data') return formatAngka(Number(value))
  if (spec && spec !== KUNCI && spec.nilai) return spec.nilai(value, { nama, row })
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

function labelOf(tabel: string, kolom: string, row: Row): string | undefined {
  const spec = KOLOM[tabel]?.[kolom]
  if (spec === KUNCI) return undefined
  if (tabel === 'semua data') return tabelLabel(kolom)
  if (!spec) return kolom
  return typeof spec.label === 'function' ? spec.label(row) : spec.label
}

/** A recorded row's fields as the screen shows them, in the row's order; keys left out. */
export function shownFields(tabel: string, row: Row, nama: NamaRujukan): Shown[] {
  return Object.keys(row).flatMap((kolom) => {
    if (tabel === 'shift' && kolom === 'hari') return scheduleDays(row.hari)
    const label = labelOf(tabel, kolom, row)
    return label === undefined ? [] : [{ label, text: valueText(tabel, kolom, row, nama) }]
  })
}

export interface FieldRow {
  kolom: string
  sebelum: string
  sesudah: string
}

/**
 * The fields an entry shows: for a change, those whose value moved (the rest are as they were);
 * for an addition or deletion, every field of the row.
 */
export function fieldRows(entry: JejakEntry, nama: NamaRujukan): FieldRow[] {
  const before = entry.sebelum ? shownFields(entry.tabel, entry.sebelum, nama) : []
  const after = entry.sesudah ? shownFields(entry.tabel, entry.sesudah, nama) : []
  const textOf = (fields: Shown[], label: string) => fields.find((field) => field.label === label)?.text
  const labels = [...new Set([...before, ...after].map((field) => field.label))]
  return labels
    .map((kolom) => ({
      kolom,
      sebelum: entry.sebelum ? (textOf(before, kolom) ?? '–') : '',
      sesudah: entry.sesudah ? (textOf(after, kolom) ?? '–') : '',
    }))
    .filter((row) => entry.jenis !== 'ubah' || row.sebelum !== row.sesudah)
}

/** '12 Nov 2026', or a range '12 Nov–14 Nov 2026' (the first year left out when it is the same). */
function rangeText(first: unknown, last: unknown): string {
  const from = tanggalPendek(first)
  if (isEmpty(last) || first === last) return from
  const to = tanggalPendek(last)
  const sameYear = String(first).slice(0, 4) === String(last).slice(0, 4)
  return `${sameYear ? from.replace(/ \d{4}$/, '') : from}–${to}`
}

const withDates = (name: string, dates: string) => (dates ? `${name} (${dates})` : name)

/** What names the record: the employee and dates of an attendance or leave, a schedule's name… */
function recordName(tabel: string, row: Row, nama: NamaRujukan): string {
  const employee = () => nama.pegawai[String(row.idp)] ?? ''
  switch (tabel) {
    case 'pegawai':
      return String(row.nama ?? '')
    case 'absensi':
      return withDates(employee(), tanggalPendek(row.tgl))
    case 'pengajuan_ijin':
      return withDates(employee(), rangeText(row.tglawal, row.tglakhir))
    case 'cuti_mutasi':
      return withDates(employee(), tanggalPendek(row.tgl))
    case 'jenis_cuti':
      return String(row.nama ?? '')
    case 'shift':
      return String(row.label ?? '')
    case 'kantor':
      return String(row.cabang ?? '')
    case 'jabatan':
      return String(row.jabatan ?? '')
    case 'pendidikan':
      return String(row.pendidikan ?? '')
    case 'area_absensi':
      return String(row.lokasi ?? '')
    case 'hari_libur':
      return withDates(String(row.keterangan ?? ''), tanggalPendek(row.tgllibur))
    case 'hari_khusus':
      return withDates(String(row.keterangan ?? ''), tanggalPendek(row.tglkhusus))
    case 'kalender':
      return withDates(String(row.keterangan ?? ''), rangeText(row.tglawal, row.tglakhir))
    case 'pengguna':
      return String(row.namalengkap ?? '')
    case 'tahunajaran':
      return String(row.nama ?? '')
    case 'pengaturan':
      return namaPengaturan(row.kunci)
    default:
      return ''
  }
}

/**
 * The entry's title: the kind of data and the record by name ('Pengajuan Ijin — Ani Lestari
 * (12 Nov–14 Nov 2026)'), read from the row as it is after (as it was, for a delete).
 */
export function entryTitle(entry: JejakEntry, nama: NamaRujukan): string {
  const row = entry.sesudah ?? entry.sebelum
  const name = row ? recordName(entry.tabel, row, nama).trim() : ''
  return name ? `${tabelLabel(entry.tabel)} — ${name}` : tabelLabel(entry.tabel)
}
