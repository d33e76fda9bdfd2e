import { type Insertable, type Kysely, sql } from 'kysely'
import { DISEMBUNYIKAN, DIUBAH_DISEMBUNYIKAN } from '../contract/jejak-perubahan.ts'
import { type AppTable, PRIMARY_KEYS } from '../db/copy-tables.ts'
import type { Database, JejakPerubahanTable, JenisPerubahan } from '../db/schema.ts'
import type { FoundationClock } from './clock.ts'
import type { AuthSession } from './context.ts'

/**
 * The audit trail's one writer (docs/audit-trail.md). Every write handler calls `recordChange` (or
 * `recordRowChange`) with the transaction it writes in, so an entry commits and rolls back with its
 * change. tests/handlers/jejak-perubahan.test.ts walks every write call of the contract and fails
 * for one that leaves no entry.
 */

/** Who changes and when: a handler passes its own context. */
export interface ChangeAuthor {
  session: AuthSession
  clock: FoundationClock
}

/** A row as the trail keeps it: column → value, secrets and pictures masked. */
export type RowSnapshot = Record<string, unknown>

/** Tables the trail names that are not an app table: an import or reset replaces everything. */
export const WHOLE_DATABASE = 'semua data'

/** Columns never copied into the trail: password hashes and pictures (photos, letters). */
const MASKED_COLUMNS = new Set(['pass_hash', 'image1', 'data'])

/** A row with its secrets replaced by a marker (a NULL stays NULL: "no photo" is not a secret). */
export function maskRow(row: Record<string, unknown>): RowSnapshot {
  const masked: RowSnapshot = {}
  for (const [column, value] of Object.entries(row))
    masked[column] = MASKED_COLUMNS.has(column) && value !== null ? DISEMBUNYIKAN : value
  return masked
}

/** The same masking, but a secret that changed says so (a new password or photo is worth knowing). */
function markChangedSecrets(before: Record<string, unknown>, after: Record<string, unknown>): RowSnapshot {
  const masked = maskRow(after)
  for (const column of MASKED_COLUMNS)
    if (column in after && after[column] !== null && after[column] !== before[column])
      masked[column] = DIUBAH_DISEMBUNYIKAN
  return masked
}

/**
 * One row of an app table by its primary key, unmasked (recordChange masks it). A schedule
 * carries its seven days and a calendar entry its units, which are part of what their forms edit.
 */
export async function readRow(
  db: Kysely<Database>,
  tabel: AppTable,
  id: string | number,
): Promise<Record<string, unknown> | null> {
  const [key] = PRIMARY_KEYS[tabel]
  const { rows } = await sql<Record<string, unknown>>`
    SELECT * FROM ${sql.table(tabel)} WHERE ${sql.ref(key as string)} = ${id}`.execute(db)
  const row = rows[0]
  if (row && tabel === 'kalender') return { ...row, unit: await entryUnits(db, Number(id)) }
  if (!row || tabel !== 'shift') return row ?? null
  const hari = await db
    .selectFrom('shift_hari')
    .select(['hari', 'waktu_masuk', 'waktu_pulang', 'libur'])
    .where('idshift', '=', Number(id))
    .orderBy('hari')
    .execute()
  return { ...row, hari }
}

/** A calendar entry's chosen units are part of what its dialog edits. */
async function entryUnits(db: Kysely<Database>, idkalender: number): Promise<string[]> {
  const rows = await db
    .selectFrom('kalender_unit')
    .select('kode')
    .where('idkalender', '=', idkalender)
    .orderBy('kode')
    .execute()
  return rows.map((row) => row.kode)
}

export interface Change {
  tabel: AppTable | typeof WHOLE_DATABASE
  idrekaman: string | number
  /** The row before (null: it was added) and after (null: it was deleted), unmasked. */
  sebelum: Record<string, unknown> | null
  sesudah: Record<string, unknown> | null
  /** What the values alone do not say (e.g. how many records went with a deleted employee). */
  keterangan?: string
}

const kindOf = (change: Change): JenisPerubahan =>
  change.sebelum === null ? 'tambah' : change.sesudah === null ? 'hapus' : 'ubah'

function entryOf(author: ChangeAuthor, change: Change): Insertable<JejakPerubahanTable> {
  const { sebelum, sesudah } = change
  const after = sesudah && (sebelum ? markChangedSecrets(sebelum, sesudah) : maskRow(sesudah))
  return {
    tgl: author.clock.today,
    jam: author.clock.time,
    iduser: author.session.iduser,
    namauser: author.session.namalengkap,
    tabel: change.tabel,
    idrekaman: String(change.idrekaman),
    jenis: kindOf(change),
    sebelum: sebelum && JSON.stringify(maskRow(sebelum)),
    sesudah: after && JSON.stringify(after),
    keterangan: change.keterangan ?? '',
  }
}

/** Writes one entry in `db` (the change's own transaction): who, when, what, before and after. */
export async function recordChange(
  db: Kysely<Database>,
  author: ChangeAuthor,
  change: Change,
): Promise<void> {
  await db.insertInto('jejak_perubahan').values(entryOf(author, change)).execute()
}

/** Entries per INSERT of a bulk change: 11 parameters each, far below SQLite's limit. */
const ENTRIES_PER_INSERT = 200

/** Many changes of one call (an employee import): the same entries, fewer statements. */
export async function recordChanges(
  db: Kysely<Database>,
  author: ChangeAuthor,
  changes: readonly Change[],
): Promise<void> {
  for (let start = 0; start < changes.length; start += ENTRIES_PER_INSERT) {
    const chunk = changes.slice(start, start + ENTRIES_PER_INSERT).map((change) => entryOf(author, change))
    await db.insertInto('jejak_perubahan').values(chunk).execute()
  }
}

/**
 * The usual case: one row of `tabel` was written. Reads it as it is now (null once deleted) and
 * records it against `sebelum`, read with readRow before the write (null for a new row).
 */
export async function recordRowChange(
  db: Kysely<Database>,
  author: ChangeAuthor,
  tabel: AppTable,
  id: string | number,
  sebelum: Record<string, unknown> | null,
  keterangan?: string,
): Promise<void> {
  const sesudah = await readRow(db, tabel, id)
  await recordChange(db, author, { tabel, idrekaman: id, sebelum, sesudah, keterangan })
}
