import type { Kysely } from 'kysely'
import { COMMON_MESSAGES, MESIN_MESSAGES, PEGAWAI_MESSAGES } from '../contract/messages.ts'
import { CARI_LIMIT } from '../contract/pegawai.ts'
import { pegawaiCariRow, pegawaiDetail, pegawaiRow } from '../contract/pegawai-schema.ts'
import type { Database, KategoriGuru } from '../db/schema.ts'
import { containsText } from '../db/text-search.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import { endEmployeeSessionsOf } from './auth/employee-session.ts'
import { hashOffQueue } from './auth/phased-calls.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { badRequest, conflict, notFound } from './errors.ts'
import { answeredColumns, employeeValues, newEmployee } from './pegawai-columns.ts'
import { narrowToUnit, scopeToUnit } from './scope.ts'

/** SPEC.md §7 Employees. Passwords are stored hashed and never answered. */

/** Whole years from a birth date to today ('YYYY-MM-DD' strings compare as dates). */
export function ageOn(tgllahir: string | null, today: string): number | null {
  if (!tgllahir) return null
  const years = Number(today.slice(0, 4)) - Number(tgllahir.slice(0, 4))
  return today.slice(5) >= tgllahir.slice(5) ? years : years - 1
}

/** What the list answers of each row, by the contract's row (the unit's name from `kantor`). */
const listColumns = [...answeredColumns(pegawaiRow.shape), 'kantor.cabang'] as const
const detailColumns = [...answeredColumns(pegawaiDetail.shape), 'kantor.cabang'] as const
const cariColumns = [...answeredColumns(pegawaiCariRow.shape), 'kantor.cabang'] as const

const asStatus = (value: number) => (value === 1 ? 1 : value === 2 ? 2 : 0)
const asFlag = (value: number) => (value === 1 ? 1 : 0)

async function assertLinks(db: Kysely<Database>, body: { kode: string; idshift: number }) {
  const office = await db.selectFrom('kantor').select('kode').where('kode', '=', body.kode).executeTakeFirst()
  if (!office) throw badRequest('Unit pendidikan tidak dikenal!')
  const shift = await db
    .selectFrom('shift')
    .select('idshift')
    .where('idshift', '=', body.idshift)
    .executeTakeFirst()
  if (!shift) throw badRequest(PEGAWAI_MESSAGES.shiftRequired)
}

async function assertNipFree(db: Kysely<Database>, nip: string, except?: number) {
  let query = db.selectFrom('pegawai').select('idp').where('nip', '=', nip)
  if (except !== undefined) query = query.where('idp', '!=', except)
  if (await query.executeTakeFirst()) throw conflict(PEGAWAI_MESSAGES.nipTaken)
}

/**
 * An employee's PIN on the machines is their `pin_mesin`, or their NIP when they have none
 * (docs/mesin.md): two employees never share one, or a punch would name both.
 */
async function assertPinFree(db: Kysely<Database>, pin: string, except?: number) {
  let query = db
    .selectFrom('pegawai')
    .select('nama')
    .where((eb) =>
      eb.or([eb('pin_mesin', '=', pin), eb.and([eb('pin_mesin', 'is', null), eb('nip', '=', pin)])]),
    )
  if (except !== undefined) query = query.where('idp', '!=', except)
  const taken = await query.executeTakeFirst()
  if (taken) throw conflict(MESIN_MESSAGES.pinTaken(taken.nama))
}

/** The PIN a body names: '' is the NIP (stored NULL), undefined is none sent. */
const pinOf = (sent: string | undefined) => (sent === undefined ? undefined : sent || null)

/** The PIN an edit leaves: the one sent, or the stored one when none is sent. */
async function pinAfterEdit(db: Kysely<Database>, body: { idp: number; pin_mesin?: string }) {
  const sent = pinOf(body.pin_mesin)
  if (sent !== undefined) return sent
  const row = await db
    .selectFrom('pegawai')
    .select('pin_mesin')
    .where('idp', '=', body.idp)
    .executeTakeFirst()
  return row?.pin_mesin ?? null
}

/** The detail answers the PIN only when it is not the NIP: a client of the SPEC sees what it always saw. */
function withoutNipPin<Row extends { pin_mesin: string | null }>({ pin_mesin, ...row }: Row) {
  return pin_mesin === null ? row : { ...row, pin_mesin }
}

/**
 * The detail answers a teacher's type and category only when there are (issue 33): a client of the
 * SPEC sees what it always saw.
 */
function withTeacherOnly<Row extends { tipe: string; kategori_guru: KategoriGuru | null }>({
  tipe,
  kategori_guru,
  ...row
}: Row) {
  return {
    ...row,
    ...(tipe === 'ajar' ? { tipe: 'ajar' as const } : {}),
    ...(kategori_guru === null ? {} : { kategori_guru }),
  }
}

/**
 * What goes with an employee when it is deleted (ON DELETE CASCADE): its attendance records and
 * leave requests. Shown in the delete confirmation and kept in the trail entry of the delete.
 */
export async function relatedRecords(db: Kysely<Database>, idp: number) {
  const count = (table: 'absensi' | 'pengajuan_ijin') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idp', '=', idp)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n))
  const [absensi, ijin] = await Promise.all([count('absensi'), count('pengajuan_ijin')])
  return { absensi, ijin }
}

/** The picker's rows: matching any of the terms (none: everyone), by name, at most CARI_LIMIT. */
async function pickerRows(
  db: Kysely<Database>,
  session: AuthSession,
  today: string,
  terms: readonly (readonly ['nip' | 'nama' | 'jabatan', string])[],
) {
  const rows = await scopeToUnit(db.selectFrom('pegawai'), session, 'pegawai.kode')
    .innerJoin('kantor', 'kantor.kode', 'pegawai.kode')
    .select(cariColumns)
    .$if(terms.length > 0, (qb) =>
      qb.where((eb) => eb.or(terms.map(([column, text]) => containsText(column, text)))),
    )
    .orderBy('nama')
    .limit(CARI_LIMIT)
    .execute()
  return rows.map((row) => ({ ...row, umur: ageOn(row.tgllahir, today) }))
}

export const pegawaiHandlers = {
  async pegawaiList({ db, session, query, clock }) {
    const { today } = clock
    let base = narrowToUnit(
      db.selectFrom('pegawai').innerJoin('kantor', 'kantor.kode', 'pegawai.kode'),
      session,
      'pegawai.kode',
      query.kode,
    )
    if (query.status !== null) base = base.where('status', '=', query.status)
    if (query.jeniscari !== 'khusus' && query.cari) {
      const cari = query.cari
      base = base.where((eb) =>
        eb.or(
          ['nip', 'nama', 'jabatan', 'pendidikan', 'kantor.cabang'].map((column) =>
            containsText(column, cari),
          ),
        ),
      )
    }
    if (query.jeniscari !== 'umum')
      for (const column of ['nip', 'nama', 'jabatan', 'pendidikan'] as const)
        if (query[column]) base = base.where(containsText(column, query[column]))
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const total = Number(n)
    const totalPages = Math.ceil(total / query.halaman)
    const offset = (query.page - 1) * query.halaman
    const rows = await base
      .select(listColumns)
      .orderBy('nama')
      .orderBy('idp')
      .limit(query.halaman)
      .offset(offset)
      .execute()
    return {
      datae: rows.map((row, i) => ({
        ...row,
        status: asStatus(row.status),
        status_aktif: asFlag(row.status_aktif),
        umur: ageOn(row.tgllahir, today),
        no: offset + i + 1,
      })),
      tot_page: totalPages,
      tot_pegawai: total,
    }
  },

  async pegawaiDetail({ db, params, clock }) {
    const [row, unitpendidikan] = await Promise.all([
      db
        .selectFrom('pegawai')
        .innerJoin('kantor', 'kantor.kode', 'pegawai.kode')
        .select(detailColumns)
        .where('idp', '=', params.idp)
        .executeTakeFirst(),
      db.selectFrom('kantor').select(['kode', 'cabang']).orderBy('pusat', 'desc').orderBy('cabang').execute(),
    ])
    if (!row) return { exist: 'non' as const, detail: null, unitpendidikan, terkait: null }
    return {
      terkait: await relatedRecords(db, params.idp),
      exist: 'ya' as const,
      detail: {
        ...withTeacherOnly(withoutNipPin(row)),
        status: asStatus(row.status),
        status_aktif: asFlag(row.status_aktif),
        umur: ageOn(row.tgllahir, clock.today),
      },
      unitpendidikan,
    }
  },

  async pegawaiCreate(context) {
    const { body, phases } = context
    const passHash = await hashOffQueue(phases, body.pass)
    return phases.transaction(async (db) => {
      await assertNipFree(db, body.nip)
      const pin = pinOf(body.pin_mesin) ?? null
      await assertPinFree(db, pin ?? body.nip)
      await assertLinks(db, body)
      const { idp } = await db
        .insertInto('pegawai')
        .values({
          ...newEmployee(body, passHash),
          pin_mesin: pin,
          kategori_guru: body.kategori_guru ?? null,
        })
        .returning('idp')
        .executeTakeFirstOrThrow()
      await recordRowChange(db, context, 'pegawai', idp, null)
      return { status: 'sukses' as const, pesan: COMMON_MESSAGES.added, idp }
    })
  },

  async pegawaiUpdate(context) {
    const { body, phases } = context
    const passHash = body.pass ? await hashOffQueue(phases, body.pass) : null
    return phases.transaction(async (db) => {
      await assertNipFree(db, body.nip, body.idp)
      const pin = await pinAfterEdit(db, body)
      await assertPinFree(db, pin ?? body.nip, body.idp)
      await assertLinks(db, body)
      const changes = {
        ...employeeValues(body),
        pin_mesin: pin,
        ...(body.kategori_guru === undefined ? {} : { kategori_guru: body.kategori_guru }),
        ...(body.image1 === null ? { image1: null } : {}),
        ...(passHash ? { pass_hash: passHash } : {}),
        ...(body.status_aktif === undefined ? {} : { status_aktif: body.status_aktif }),
      }
      const before = await readRow(db, 'pegawai', body.idp)
      const updated = await db
        .updateTable('pegawai')
        .set(changes)
        .where('idp', '=', body.idp)
        .executeTakeFirst()
      if (!updated.numUpdatedRows) throw notFound(PEGAWAI_MESSAGES.notFound)
      // A new app password signs the employee out of the app everywhere (issue 17).
      if (passHash) await endEmployeeSessionsOf(db, body.idp, null)
      await recordRowChange(db, context, 'pegawai', body.idp, before)
      return { status: 'sukses' as const, pesan: COMMON_MESSAGES.saved }
    })
  },

  /** Removes the employee with their attendance, teaching hours and leave requests (ON DELETE CASCADE). */
  async pegawaiDelete(context) {
    const { db, params } = context
    const before = await readRow(db, 'pegawai', params.idp)
    if (!before) throw notFound(PEGAWAI_MESSAGES.notFound)
    const { absensi, ijin } = await relatedRecords(db, params.idp)
    await db.deleteFrom('pegawai').where('idp', '=', params.idp).execute()
    const keterangan = `Beserta ${absensi} catatan absensi dan ${ijin} pengajuan ijin`
    await recordRowChange(db, context, 'pegawai', params.idp, before, keterangan)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },

  async pegawaiCekNip({ db, query }) {
    let lookup = db.selectFrom('pegawai').select('idp').where('nip', '=', query.nilai)
    if (query.idp !== undefined) lookup = lookup.where('idp', '!=', query.idp)
    return { cek: (await lookup.executeTakeFirst()) ? ('ada' as const) : ('non' as const) }
  },

  async appPegawai(context) {
    const { body, phases } = context
    const passHash = await hashOffQueue(phases, body.pass)
    return phases.transaction(async (db) => {
      const before = await readRow(db, 'pegawai', body.idp)
      const updated = await db
        .updateTable('pegawai')
        .set({ pass_hash: passHash, status_aktif: body.status_aktif })
        .where('idp', '=', body.idp)
        .executeTakeFirst()
      if (!updated.numUpdatedRows) throw notFound(PEGAWAI_MESSAGES.notFound)
      await endEmployeeSessionsOf(db, body.idp, null)
      await recordRowChange(db, context, 'pegawai', body.idp, before)
      return { status: 'sukses' as const, pesan: COMMON_MESSAGES.savedShort }
    })
  },

  /** The manual-attendance picker: any of NIP, name or position; unit admins find their unit only. */
  async pegawaiCari({ db, query, session, clock }) {
    const terms = (['nip', 'nama', 'jabatan'] as const)
      .filter((column) => query[column].length >= 3)
      .map((column) => [column, query[column]] as const)
    return { datae: await pickerRows(db, session, clock.today, terms) }
  },

  /** What the picker lists as it opens (issue 34): the first employees by name, of the unit for a unit admin. */
  async pegawaiAwal({ db, session, clock }) {
    return { datae: await pickerRows(db, session, clock.today, []) }
  },
} satisfies HandlerMap
