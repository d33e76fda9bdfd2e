import type { Kysely } from 'kysely'
import { MESIN_IMPOR_MESSAGES, MESIN_MESSAGES, PEGAWAI_MESSAGES } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { addDays } from '../domain/calendar.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { AuthSession, HandlerMap } from './context.ts'
import { conflict, notFound } from './errors.ts'
import { machineFor } from './mesin-impor.ts'
import { reprocessPins } from './mesin-ingest.ts'
import { assertOwnUnit, narrowToUnit, scopeToUnit } from './scope.ts'

/**
 * The raw scan log (issue 32, docs/mesin.md): a machine's punches of a day, the PINs no employee
 * owns yet, and linking such a PIN to an employee (pegawai.pin_mesin), which sends that PIN's
 * stored punches through the same derivation as an import. A unit admin sees its unit's machines.
 */

/** Punches one list shows at most (a busy gate: 2,000 employees × 4 punches). */
const SCAN_LOG_LIMIT = 10_000

/** The employee a PIN is linked to: in the caller's unit (another unit's answers 404). */
async function employeeFor(db: Kysely<Database>, session: AuthSession, idp: number) {
  const employee = await scopeToUnit(
    db.selectFrom('pegawai').select(['idp', 'nama']).where('idp', '=', idp),
    session,
    'pegawai.kode',
  ).executeTakeFirst()
  if (!employee) throw notFound(PEGAWAI_MESSAGES.notFound)
  return employee
}

/** A PIN is another employee's when it is their pin_mesin, or their NIP while they have none. */
async function assertPinFree(db: Kysely<Database>, pin: string, idp: number) {
  const owner = await db
    .selectFrom('pegawai')
    .select('nama')
    .where('idp', '!=', idp)
    .where((eb) =>
      eb.or([eb('pin_mesin', '=', pin), eb.and([eb('pin_mesin', 'is', null), eb('nip', '=', pin)])]),
    )
    .executeTakeFirst()
  if (owner) throw conflict(MESIN_MESSAGES.pinTaken(owner.nama))
}

export const scanLogHandlers = {
  async scanLogList({ db, session, query, clock }) {
    const tgl = query.tgl ?? clock.today
    let rows = db
      .selectFrom('scan_log')
      .innerJoin('mesin', 'mesin.idmesin', 'scan_log.idmesin')
      .leftJoin('pegawai', 'pegawai.idp', 'scan_log.idp')
      .select([
        'scan_log.id',
        'scan_log.idmesin',
        'scan_log.pin',
        'scan_log.waktu',
        'scan_log.status',
        'scan_log.verifikasi',
        'scan_log.sumber',
        'scan_log.diterima',
        'scan_log.idp',
        'pegawai.nama',
        'scan_log.hasil',
      ])
      .where('scan_log.waktu', '>=', tgl)
      .where('scan_log.waktu', '<', addDays(tgl, 1))
    if (query.idmesin !== undefined) {
      await machineFor(db, session, query.idmesin)
      rows = rows.where('scan_log.idmesin', '=', query.idmesin)
    }
    const datae = await scopeToUnit(rows, session, 'mesin.kode')
      .orderBy('scan_log.waktu')
      .orderBy('scan_log.id')
      .limit(SCAN_LOG_LIMIT)
      .execute()
    return { datae }
  },

  async scanLogTidakDikenal({ db, session, query }) {
    let rows = db
      .selectFrom('scan_log')
      .innerJoin('mesin', 'mesin.idmesin', 'scan_log.idmesin')
      .select((eb) => [
        'scan_log.idmesin',
        'mesin.nama as nama_mesin',
        'scan_log.pin',
        eb.fn.countAll<number>().as('jumlah'),
        eb.fn.min('scan_log.waktu').as('pertama'),
        eb.fn.max('scan_log.waktu').as('terakhir'),
      ])
      .where('scan_log.idp', 'is', null)
      .groupBy(['scan_log.idmesin', 'mesin.nama', 'scan_log.pin'])
    if (query.idmesin !== undefined) {
      // An unknown machine has no unknown PINs; another unit's is refused (403).
      const mesin = await db
        .selectFrom('mesin')
        .select('kode')
        .where('idmesin', '=', query.idmesin)
        .executeTakeFirst()
      if (mesin) assertOwnUnit(session, mesin.kode)
      rows = rows.where('scan_log.idmesin', '=', query.idmesin)
    }
    const found = await narrowToUnit(rows, session, 'mesin.kode', query.kode)
      .orderBy('mesin.nama')
      .orderBy('scan_log.pin')
      .execute()
    return { datae: found.map((row) => ({ ...row, jumlah: Number(row.jumlah) })) }
  },

  async scanLogHubungkan(context) {
    const { db, session, body, clock } = context
    const linked: { pin: string; idp: number; before: Record<string, unknown> | null }[] = []
    for (const { pin, idp } of body.pasangan) {
      await employeeFor(db, session, idp)
      await assertPinFree(db, pin, idp)
      const before = await readRow(db, 'pegawai', idp)
      await db.updateTable('pegawai').set({ pin_mesin: pin }).where('idp', '=', idp).execute()
      linked.push({ pin, idp, before })
    }
    const done = await reprocessPins(db, linked, { now: clock, opr: session.usernama })
    for (const { pin, idp, before } of linked)
      await recordRowChange(
        db,
        context,
        'pegawai',
        idp,
        before,
        MESIN_IMPOR_MESSAGES.linkNote(pin, done.perPin.get(pin) ?? 0),
      )
    const { disimpan, baru, diubah } = done
    return {
      status: 'sukses',
      pesan: MESIN_IMPOR_MESSAGES.linked(linked.length, disimpan, baru, diubah),
      disimpan,
      baru,
      diubah,
    }
  },
} satisfies HandlerMap
