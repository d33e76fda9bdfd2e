/**
 * Turns what an admin drops on Impor Absen Mesin into the import's `isi` (docs/mesin.md): a
 * machine's attlog (`*.dat`, `*.txt`) is sent as it is; a scan log table (CSV/xlsx) is read with
 * SheetJS (loaded on demand, as the employee import does), its columns mapped by the admin, and
 * each row written as an attlog line `PIN\tYYYY-MM-DD HH:MM:SS\tSTATUS\t0\t0` (STATUS from an
 * optional in/out column, else 255: no direction). The server parses one
 * format and says which lines it cannot read: a cell this cannot turn into a date or time is
 * written as it stands, so the server's 'tidak terbaca' names it.
 */

export type Berkas = { jenis: 'attlog'; isi: string } | { jenis: 'tabel'; tabel: Tabel }

/** A table's header names and its data rows (cells as SheetJS gives them, raw). */
export interface Tabel {
  kolom: string[]
  baris: unknown[][]
}

/**
 * Column indexes; `jam` null when the date column holds the time too; `status` null when the table
 * has no in/out column (every row then goes without a direction, 255).
 */
export interface Pemetaan {
  kunci: number
  tanggal: number
  jam: number | null
  status: number | null
}

/** Words and codes of an in/out column as machine software and spreadsheets write them. */
const STATUS_WORDS: readonly [RegExp, number][] = [
  [/^(0|i|in|c\/?in|check[ -]?in|clock[ -]?in|masuk|datang|absen datang|absen masuk)$/, 0],
  [/^(1|o|out|c\/?out|check[ -]?out|clock[ -]?out|pulang|keluar|absen pulang)$/, 1],
  [/^(4|ot[ -]?in|overtime[ -]?in|lembur masuk|lembur datang)$/, 4],
  [/^(5|ot[ -]?out|overtime[ -]?out|lembur pulang|lembur keluar)$/, 5],
]

/** The attlog status of an in/out cell: 0 in, 1 out, 4/5 overtime; anything else 255 (read by order). */
export function statusCode(value: unknown): number {
  const text = cellText(value).toLowerCase().replace(/\s+/g, ' ')
  return STATUS_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 255
}

export const isAttlogName = (name: string) => /\.(dat|txt)$/i.test(name)

export async function readBerkas(file: File): Promise<Berkas> {
  if (isAttlogName(file.name)) return { jenis: 'attlog', isi: await file.text() }
  const [xlsx, buffer] = await Promise.all([import('@e965/xlsx'), file.arrayBuffer()])
  const book = xlsx.read(new Uint8Array(buffer), { type: 'array', dense: true })
  const sheet = book.Sheets[book.SheetNames[0] ?? '']
  if (!sheet) throw new Error('no sheet')
  const table = xlsx.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' })
  const [header = [], ...rows] = table
  return {
    jenis: 'tabel',
    tabel: { kolom: header.map(cellText), baris: rows.filter((row) => row.some((cell) => cellText(cell))) },
  }
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())
const pad = (n: number) => String(n).padStart(2, '0')

/** A spreadsheet serial (days since 1899-12-30, the fraction the time) as its UTC parts. */
function serialParts(serial: number) {
  const date = new Date(Date.UTC(1899, 11, 30) + Math.round(serial * 86_400) * 1000)
  return {
    tanggal: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
    jam: `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`,
  }
}

/** 'YYYY-MM-DD' from a serial, 'YYYY-MM-DD' or 'DD/MM/YYYY' (also with '-' or '.'); else the text. */
export function tanggalText(value: unknown): string {
  if (typeof value === 'number') return serialParts(value).tanggal
  const text = cellText(value)
  const ymd = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text)
  if (ymd) return `${ymd[1]}-${pad(Number(ymd[2]))}-${pad(Number(ymd[3]))}`
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text)
  return dmy ? `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}` : text
}

/** 'HH:MM:SS' from a day fraction or 'H:MM' / 'HH.MM(:SS)'; else the text. */
export function jamText(value: unknown): string {
  if (typeof value === 'number') return serialParts(value % 1).jam
  const text = cellText(value)
  const hm = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(text)
  return hm ? `${pad(Number(hm[1]))}:${hm[2]}:${hm[3] ?? '00'}` : text
}

/** One date-time cell: a serial with its fraction, or a date and a time separated by a space or 'T'. */
function waktuText(value: unknown): string {
  if (typeof value === 'number') {
    const parts = serialParts(value)
    return `${parts.tanggal} ${parts.jam}`
  }
  const [tanggal = '', jam = ''] = cellText(value).split(/[ T]+/)
  return `${tanggalText(tanggal)} ${jamText(jam)}`
}

/** The attlog text of a mapped table: one line per row, its status from the in/out column, else 255. */
export function tabelToAttlog(tabel: Tabel, peta: Pemetaan): string {
  return tabel.baris
    .map((row) => {
      const waktu =
        peta.jam === null
          ? waktuText(row[peta.tanggal])
          : `${tanggalText(row[peta.tanggal])} ${jamText(row[peta.jam])}`
      const status = peta.status === null ? 255 : statusCode(row[peta.status])
      return `${cellText(row[peta.kunci])}\t${waktu}\t${status}\t0\t0`
    })
    .join('\n')
}

/** A first guess of the mapping from the header names (the admin can change it). */
export function tebakPemetaan(kolom: readonly string[]): Pemetaan {
  const find = (pattern: RegExp) => kolom.findIndex((name) => pattern.test(name))
  const kunci = find(/pin|nip|user|id|pegawai|karyawan/i)
  const tanggal = find(/tanggal|tgl|date|waktu|time/i)
  const jam = find(/^(jam|time|pukul)$/i)
  const status = find(
    /^(status|state|in\/out|i\/o|masuk\/pulang|datang\/pulang|jenis absen|keterangan absen)$/i,
  )
  return {
    kunci: Math.max(0, kunci),
    tanggal: Math.max(0, tanggal),
    jam: jam >= 0 && jam !== tanggal ? jam : null,
    status: status >= 0 ? status : null,
  }
}
