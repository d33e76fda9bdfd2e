/**
 * The attlog layout a ZKTeco-style machine writes to a USB stick (`<SN>_attlog.dat`) and sends in
 * its push (`table=ATTLOG`), zod-free and I/O-free (docs/mesin.md). One punch per line:
 *
 *   PIN ⇥ YYYY-MM-DD HH:MM:SS ⇥ status ⇥ verify ⇥ work code ⇥ reserved…
 *
 * e.g. `11\t2025-08-27 10:57:49\t0\t25\t0\t0\t0\t0\t0\t0` (the example of
 * @palmcode/zkteco-iclock-parser). Firmwares differ in small ways, all accepted here: the PIN is
 * left-padded with spaces, some write runs of spaces instead of tabs, the file may carry a BOM and
 * CRLF line ends, fields after the work code vary in number and are ignored, and a missing
 * status/verify/work code reads as 255 (no direction) / 0 / ''.
 */

export interface Punch {
  /** The machine's user id, trimmed. */
  pin: string
  /** The machine's local time 'YYYY-MM-DD HH:mm:ss'. */
  waktu: string
  /** 0 check-in, 1 check-out, 4/5 overtime in/out, anything else no direction. */
  status: number
  verifikasi: number
  kode_kerja: string
  /** The line as read (without its line end), kept raw in the scan log. */
  baris: string
  /** 1-based line number in the text. */
  nomor: number
}

export interface UnreadableLine {
  nomor: number
  baris: string
  alasan: string
}

export interface ParsedAttlog {
  punches: Punch[]
  unreadable: UnreadableLine[]
  /** Non-blank lines read. */
  lines: number
}

/** A status read when a line has none: no direction. */
export const STATUS_TANPA_ARAH = 255

export const ATTLOG_REASONS = {
  noTime: 'Tanggal dan jam tidak ditemukan',
  badTime: (waktu: string) => `Tanggal atau jam tidak valid: ${waktu}`,
  badPin: (pin: string) => `PIN tidak valid: ${pin}`,
  badNumber: (kolom: string, nilai: string) => `${kolom} bukan angka: ${nilai}`,
} as const

/** A machine PIN is digits (some firmwares take letters); a NIP keyed table may add '.', '-', '/'. */
const PIN = /^[A-Za-z0-9._/-]{1,30}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/
const WHOLE = /^\d+$/
/** Fields split on tabs or runs of two or more spaces; a single space separates date and time. */
const SEPARATOR = /\t+|\s{2,}/

const monthLengths = new Map<string, number>()

/** Days of a month, memoised: a file holds a month or two, read on every one of 100,000 lines. */
function daysInMonth(year: number, month: number) {
  const key = `${year}-${month}`
  let days = monthLengths.get(key)
  if (days === undefined) {
    days = new Date(Date.UTC(year, month, 0)).getUTCDate()
    monthLengths.set(key, days)
  }
  return days
}

/** 'YYYY-MM-DD HH:mm:ss' from a date and a time field, or null when either is no real one. */
export function readWaktu(date: string, time: string): string | null {
  const d = DATE.exec(date)
  const t = TIME.exec(time)
  if (!d || !t) return null
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])]
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  if (hour > 23 || minute > 59 || second > 59) return null
  // The machines' own form needs no rewriting.
  if (time.length === 8) return `${date} ${time}`
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d[1]}-${d[2]}-${d[3]} ${pad(hour)}:${pad(minute)}:${pad(second)}`
}

/** The fields of a line: the date-time may be one field ('2025-08-27 10:57:49') or two. */
function fieldsOf(line: string): string[] {
  // The common case, a tab-separated line, without a regular expression (100,000 lines a file).
  const tabbed = line.trim().split('\t')
  if (tabbed.length > 2 && !tabbed.includes('') && !tabbed.some((field) => field.includes('  '))) {
    const [pin = '', first = '', ...rest] = tabbed
    const space = first.indexOf(' ')
    return space < 0 ? tabbed : [pin, first.slice(0, space), first.slice(space + 1).trim(), ...rest]
  }
  const fields = line.trim().split(SEPARATOR)
  const [pin, first = '', ...rest] = fields
  // 'PIN 2025-08-27 10:57:49' with single spaces: the first field holds everything.
  if (fields.length === 1) return line.trim().split(/\s+/)
  if (first.includes(' ')) return [pin ?? '', ...first.split(/\s+/), ...rest]
  return fields
}

type LineResult = { punch: Punch } | { alasan: string }

function readNumber(kolom: string, value: string | undefined, fallback: number): number | string {
  if (value === undefined || value === '') return fallback
  return WHOLE.test(value) ? Number(value) : ATTLOG_REASONS.badNumber(kolom, value)
}

function readLine(line: string, nomor: number): LineResult {
  const [pin = '', date, time, status, verify, workCode] = fieldsOf(line)
  if (!PIN.test(pin)) return { alasan: ATTLOG_REASONS.badPin(pin) }
  if (date === undefined || time === undefined) return { alasan: ATTLOG_REASONS.noTime }
  const waktu = readWaktu(date, time)
  if (waktu === null) return { alasan: ATTLOG_REASONS.badTime(`${date} ${time}`) }
  const statusValue = readNumber('Status', status, STATUS_TANPA_ARAH)
  if (typeof statusValue === 'string') return { alasan: statusValue }
  const verifyValue = readNumber('Verifikasi', verify, 0)
  if (typeof verifyValue === 'string') return { alasan: verifyValue }
  return {
    punch: {
      pin,
      waktu,
      status: statusValue,
      verifikasi: verifyValue,
      kode_kerja: workCode ?? '',
      baris: line,
      nomor,
    },
  }
}

/** Every line of an attlog text: the punches, and the lines that are none with why. */
export function parseAttlog(text: string): ParsedAttlog {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const punches: Punch[] = []
  const unreadable: UnreadableLine[] = []
  let lines = 0
  body.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') return
    lines++
    const result = readLine(raw, index + 1)
    if ('punch' in result) punches.push(result.punch)
    else unreadable.push({ nomor: index + 1, baris: raw, alasan: result.alasan })
  })
  return { punches, unreadable, lines }
}
