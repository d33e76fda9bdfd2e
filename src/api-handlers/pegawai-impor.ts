import type { Kysely } from 'kysely'
import { IMPOR_MESSAGES, PEGAWAI_MESSAGES } from '../contract/messages.ts'
import { PEGAWAI_FILE_HEADER, type PegawaiFileField } from '../contract/pegawai-file.ts'
import type { ImporAkun, ImporBaris } from '../contract/pegawai-impor.ts'
import { type PegawaiCreateBody, pegawaiCreateBody } from '../contract/pegawai-schema.ts'
import type { Database } from '../db/schema.ts'
import { generatePassword } from '../domain/credentials.ts'
import { type ChangeAuthor, recordChanges } from './audit-trail.ts'
import { hashPassword } from './auth/password.ts'
import type { HandlerMap } from './context.ts'
import { badRequest } from './errors.ts'
import { newEmployee } from './pegawai-columns.ts'

/**
 * Bulk employee import (issue 5). Every row is resolved (names → codes and ids) and then checked by
 * the very schema `POST api/datapegawai` uses, plus what only the database knows (NIP taken,
 * unknown unit, position, education or schedule). The check answers the preview; the import
 * re-runs it and writes all rows in the request's one transaction, or none.
 */

/**
 * Imported accounts get a generated 12-character password (~69 bits from 55 symbols). Key
 * stretching exists for guessable human passwords; for a random one 10,000 PBKDF2 rounds already
 * put it far beyond an 8-character human password at 100,000, and keep 2,000 rows well under
 * 10 s. The iteration count is stored in the hash; a password the employee sets later gets the
 * full count.
 */
export const IMPORT_PASSWORD_LENGTH = 12
export const IMPORT_PBKDF2_ITERATIONS = 10_000

/**
 * The file's column a body field's problem is named by: the unit and the schedule by the columns a
 * person fills with their names; every other field by its own column.
 */
const COLUMN_OF_FIELD: Record<string, PegawaiFileField | undefined> = { kode: 'cabang', idshift: 'jadwal' }

function headerOf(field: string): string | undefined {
  const column = COLUMN_OF_FIELD[field] ?? field
  return column in PEGAWAI_FILE_HEADER ? PEGAWAI_FILE_HEADER[column as PegawaiFileField] : undefined
}

const lower = (text: string) => text.trim().toLowerCase()

interface Lookups {
  kantor: Map<string, string>
  kantorByNama: Map<string, string>
  jabatan: Map<string, string>
  pendidikan: Map<string, string>
  shiftById: Set<number>
  shiftByLabel: Map<string, number>
  nips: Set<string>
}

async function loadLookups(db: Kysely<Database>): Promise<Lookups> {
  const [kantor, jabatan, pendidikan, shifts, nips] = await Promise.all([
    db.selectFrom('kantor').select(['kode', 'cabang']).execute(),
    db.selectFrom('jabatan').select('jabatan').execute(),
    db.selectFrom('pendidikan').select('pendidikan').execute(),
    db.selectFrom('shift').select(['idshift', 'label']).execute(),
    db.selectFrom('pegawai').select('nip').execute(),
  ])
  return {
    kantor: new Map(kantor.map((k) => [lower(k.kode), k.kode])),
    kantorByNama: new Map(kantor.map((k) => [lower(k.cabang), k.kode])),
    jabatan: new Map(jabatan.map((j) => [lower(j.jabatan), j.jabatan])),
    pendidikan: new Map(pendidikan.map((p) => [lower(p.pendidikan), p.pendidikan])),
    shiftById: new Set(shifts.map((s) => s.idshift)),
    shiftByLabel: new Map(shifts.map((s) => [lower(s.label), s.idshift])),
    nips: new Set(nips.map((p) => p.nip)),
  }
}

const JK: Record<string, 'L' | 'P'> = { l: 'L', p: 'P', 'laki-laki': 'L', perempuan: 'P' }
const STATUS: Record<string, number> = {
  '': 0,
  '0': 0,
  aktif: 0,
  '1': 1,
  'non aktif': 1,
  nonaktif: 1,
  '2': 2,
  'keluar/pindah': 2,
  keluar: 2,
  pindah: 2,
}

/** A name the file gives → the listed one; '' stays ''; an unknown one is a problem. */
function listed(value: string, list: Map<string, string>, label: string, problems: string[]): string {
  if (!value.trim()) return ''
  const found = list.get(lower(value))
  if (found === undefined) problems.push(`${label} tidak dikenal: ${value.trim()}`)
  return found ?? value
}

function resolveKode(row: ImporBaris, lookups: Lookups, problems: string[]): string {
  if (row.kode.trim()) return listed(row.kode, lookups.kantor, 'Kode Unit', problems)
  if (row.cabang.trim()) return listed(row.cabang, lookups.kantorByNama, 'Unit', problems)
  return ''
}

function resolveJadwal(text: string, lookups: Lookups, problems: string[]): number | undefined {
  const value = text.trim()
  if (!value) return undefined
  const id = /^\d+$/.test(value) ? Number(value) : lookups.shiftByLabel.get(lower(value))
  if (id === undefined || !lookups.shiftById.has(id)) {
    problems.push(`Jadwal tidak dikenal: ${value}`)
    return undefined
  }
  return id
}

/** The row as `POST api/datapegawai` would receive it, plus what could not be resolved. */
function toCreateInput(row: ImporBaris, lookups: Lookups, pass: string) {
  const problems: string[] = []
  const jk = row.jk.trim() ? JK[lower(row.jk)] : undefined
  if (!jk) problems.push('JK harus L atau P')
  const status = STATUS[lower(row.status)]
  if (status === undefined) problems.push(`Status tidak dikenal: ${row.status.trim()}`)
  // The cells the body takes as they are (dates, texts); the others are resolved here.
  const { nomor: _nomor, cabang: _cabang, jadwal, ...cells } = row
  const input = {
    ...cells,
    pass,
    idshift: resolveJadwal(jadwal, lookups, problems),
    kode: resolveKode(row, lookups, problems),
    jk: jk ?? 'L',
    jabatan: listed(row.jabatan, lookups.jabatan, 'Jabatan', problems),
    pendidikan: listed(row.pendidikan, lookups.pendidikan, 'Pendidikan', problems),
    status: status ?? 0,
    status_aktif: 1,
  }
  return { input, problems }
}

/** The schema's message, named by its column when the message does not say which one. */
function withColumn(key: string, message: string): string {
  const label = headerOf(key)
  return label && !lower(message).includes(lower(label)) ? `${label}: ${message}` : message
}

export interface CheckedRow {
  nomor: number
  masalah: string[]
  body: PegawaiCreateBody | null
}

/** Every row's problems, in order; `body` is the create body when the row has none. */
export function checkRows(rows: readonly ImporBaris[], lookups: Lookups): CheckedRow[] {
  const firstRowOfNip = new Map<string, number>()
  return rows.map((row) => {
    const { input, problems } = toCreateInput(row, lookups, generatePassword(IMPORT_PASSWORD_LENGTH))
    // Unknown names are reported once (above), not again as the schema's "missing" message.
    const parsed = pegawaiCreateBody.safeParse(input)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        const unresolved = (key === 'kode' && input.kode) || (key === 'idshift' && row.jadwal.trim())
        if (!unresolved) problems.push(withColumn(key, issue.message))
      }
    }
    const nip = row.nip.trim()
    if (nip && lookups.nips.has(nip)) problems.push(PEGAWAI_MESSAGES.nipTaken)
    const first = firstRowOfNip.get(nip)
    if (nip && first !== undefined) problems.push(IMPOR_MESSAGES.nipRepeated(first))
    else if (nip) firstRowOfNip.set(nip, row.nomor)
    const masalah = [...new Set(problems)]
    return { nomor: row.nomor, masalah, body: masalah.length === 0 && parsed.success ? parsed.data : null }
  })
}

/** A refusal names the first rows and their first problem; nothing was written. */
function refusal(checked: readonly CheckedRow[]): string {
  const bad = checked.filter((row) => row.masalah.length)
  const named = bad.slice(0, 3).map((row) => `baris ${row.nomor}: ${row.masalah[0]}`)
  const more = bad.length > 3 ? ` (dan ${bad.length - 3} baris lain)` : ''
  return `${IMPOR_MESSAGES.refused} ${named.join('; ')}${more}.`
}

async function inChunks<T, R>(items: readonly T[], size: number, work: (chunk: T[]) => Promise<R[]>) {
  const out: R[] = []
  for (let start = 0; start < items.length; start += size)
    out.push(...(await work(items.slice(start, start + size))))
  return out
}

/**
 * Writes the checked rows (one transaction: the request's) with one trail entry each, and lists
 * the created accounts.
 */
async function insertAll(db: Kysely<Database>, author: ChangeAuthor, bodies: readonly PegawaiCreateBody[]) {
  const hashes = await inChunks(bodies, 64, (chunk) =>
    Promise.all(chunk.map((body) => hashPassword(body.pass, IMPORT_PBKDF2_ITERATIONS))),
  )
  const values = bodies.map((body, i) => newEmployee(body, hashes[i] ?? ''))
  // ~20 parameters a row: 200 rows a statement stay far below SQLite's parameter limit.
  const created = await inChunks(values, 200, (chunk) =>
    db.insertInto('pegawai').values(chunk).returning(['idp', 'nip']).execute(),
  )
  const idpOf = new Map(created.map((row) => [row.nip, row.idp]))
  await recordChanges(
    db,
    author,
    values.map((row) => {
      const idp = idpOf.get(row.nip) ?? 0
      const sesudah = { idp, ...row }
      return { tabel: 'pegawai', idrekaman: idp, sebelum: null, sesudah, keterangan: 'Impor pegawai' }
    }),
  )
  return idpOf
}

export const pegawaiImporHandlers = {
  async pegawaiImporPeriksa({ db, body }) {
    const checked = checkRows(body.baris, await loadLookups(db))
    return { baris: checked.map(({ nomor, masalah }) => ({ nomor, masalah })) }
  },

  async pegawaiImpor(context) {
    const { db, body } = context
    const checked = checkRows(body.baris, await loadLookups(db))
    if (checked.some((row) => row.masalah.length)) throw badRequest(refusal(checked))
    const rows = checked.flatMap(({ nomor, body }) => (body ? [{ nomor, body }] : []))
    const idpOf = await insertAll(
      db,
      context,
      rows.map((row) => row.body),
    )
    const akun: ImporAkun[] = rows.map(({ nomor, body: { nip, nama, wa, pass } }) => ({
      nomor,
      idp: idpOf.get(nip) ?? 0,
      nip,
      nama,
      wa,
      pass,
    }))
    return {
      status: 'sukses' as const,
      pesan: `${akun.length.toLocaleString('id-ID')} pegawai telah diimpor!`,
      jumlah: akun.length,
      akun,
    }
  },
} satisfies HandlerMap
