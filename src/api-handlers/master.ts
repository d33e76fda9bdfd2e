import type { Kysely } from 'kysely'
import { COMMON_MESSAGES, MASTER_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { equalsIgnoringCase } from '../db/text-search.ts'
import { type ChangeAuthor, readRow, recordChanges, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'

/**
 * The small lists behind the employee form: positions and education levels (units: kantor.ts).
 * An employee keeps the position's and level's text (pegawai.jabatan / pegawai.pendidikan, as
 * SPEC.md §3 has it), so a rename rewrites every employee holding the old text in the same
 * transaction, and a delete is refused while any employee holds it (docs/master-data.md).
 */

/** The two lists: each a table with `id` and a column of its own name, mirrored in pegawai. */
type Choice = 'jabatan' | 'pendidikan'

const CHOICE = {
  jabatan: { label: 'Jabatan', notFound: M.jabatanNotFound },
  pendidikan: { label: 'Jenjang pendidikan', notFound: M.pendidikanNotFound },
} as const satisfies Record<Choice, { label: string; notFound: string }>

/** Another entry of the list has this name, ignoring case (the column is UNIQUE NOCASE). */
async function assertChoiceFree(db: Kysely<Database>, kind: Choice, nama: string, except?: number) {
  let query = db.selectFrom(kind).select('id').where(equalsIgnoringCase(kind, nama))
  if (except !== undefined) query = query.where('id', '!=', except)
  if (await query.executeTakeFirst()) throw conflict(`${CHOICE[kind].label} ${nama} sudah ada!`)
}

/** The list entry's current name, or 404. */
async function currentName(db: Kysely<Database>, kind: Choice, id: number) {
  const row = await readRow(db, kind, id)
  if (!row) throw notFound(CHOICE[kind].notFound)
  return { row, nama: String(row[kind]) }
}

/** Employees holding `nama` (any status: one who left still shows it in their history). */
const holders = (db: Kysely<Database>, kind: Choice, nama: string) =>
  db.selectFrom('pegawai').where(equalsIgnoringCase(`pegawai.${kind}`, nama))

async function createChoice(context: ChangeAuthor & { db: Kysely<Database> }, kind: Choice, nama: string) {
  const { db } = context
  await assertChoiceFree(db, kind, nama)
  const { id } = await db
    .insertInto(kind)
    .values({ [kind]: nama } as { jabatan: string } & { pendidikan: string })
    .returning('id')
    .executeTakeFirstOrThrow()
  await recordRowChange(db, context, kind, id, null)
  return { status: 'sukses' as const, pesan: COMMON_MESSAGES.added, id }
}

/** Renames the entry and every employee holding it; one trail entry for the list, one per employee. */
async function renameChoice(
  context: ChangeAuthor & { db: Kysely<Database> },
  kind: Choice,
  id: number,
  nama: string,
) {
  const { db } = context
  const before = await currentName(db, kind, id)
  await assertChoiceFree(db, kind, nama, id)
  const moved = await holders(db, kind, before.nama).select(['idp', 'nama', kind]).execute()
  await db
    .updateTable(kind)
    .set({ [kind]: nama } as { jabatan: string } & { pendidikan: string })
    .where('id', '=', id)
    .execute()
  await db
    .updateTable('pegawai')
    .set({ [kind]: nama })
    .where(equalsIgnoringCase(`pegawai.${kind}`, before.nama))
    .execute()
  await recordRowChange(db, context, kind, id, before.row, renamedNote(moved.length))
  const keterangan = `${CHOICE[kind].label} ${before.nama} diganti nama menjadi ${nama}`
  await recordChanges(
    db,
    context,
    moved.map((employee) => ({
      tabel: 'pegawai' as const,
      idrekaman: employee.idp,
      sebelum: { idp: employee.idp, nama: employee.nama, [kind]: employee[kind as keyof typeof employee] },
      sesudah: { idp: employee.idp, nama: employee.nama, [kind]: nama },
      keterangan,
    })),
  )
  return { status: 'sukses' as const, pesan: COMMON_MESSAGES.saved }
}

const renamedNote = (employees: number) => (employees ? `${employees} pegawai ikut diubah` : undefined)

/** Deletes an entry no employee holds; else 409 with the count. */
async function deleteChoice(context: ChangeAuthor & { db: Kysely<Database> }, kind: Choice, id: number) {
  const { db } = context
  const before = await currentName(db, kind, id)
  const { n } = await holders(db, kind, before.nama)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(n) > 0)
    throw conflict(
      `${CHOICE[kind].label} ${before.nama} masih dipakai oleh ${n} pegawai. Ganti ${kind} pegawai tersebut sebelum menghapusnya.`,
    )
  await db.deleteFrom(kind).where('id', '=', id).execute()
  await recordRowChange(db, context, kind, id, before.row)
  return { status: 'sukses' as const, pesan: COMMON_MESSAGES.deleted }
}

export const masterHandlers = {
  async jabatanList({ db }) {
    return { datae: await db.selectFrom('jabatan').select(['id', 'jabatan']).orderBy('jabatan').execute() }
  },
  jabatanCreate: (context) => createChoice(context, 'jabatan', context.body.jabatan),
  jabatanUpdate: (context) => renameChoice(context, 'jabatan', context.body.id, context.body.jabatan),
  jabatanDelete: (context) => deleteChoice(context, 'jabatan', context.params.id),

  async pendidikanList({ db }) {
    return { datae: await db.selectFrom('pendidikan').select(['id', 'pendidikan']).orderBy('id').execute() }
  },
  pendidikanCreate: (context) => createChoice(context, 'pendidikan', context.body.pendidikan),
  pendidikanUpdate: (context) =>
    renameChoice(context, 'pendidikan', context.body.id, context.body.pendidikan),
  pendidikanDelete: (context) => deleteChoice(context, 'pendidikan', context.params.id),
} satisfies HandlerMap
