import type { Kysely } from 'kysely'
import { CUTI_MESSAGES, IJIN_MESSAGES, PRESENSI_MESSAGES as M } from '../../contract/messages.ts'
import type { PresensiIjinBody } from '../../contract/presensi.ts'
import type { Database } from '../../db/schema.ts'
import { addDays, daysBetween } from '../../domain/calendar.ts'
import { recordRowChange } from '../audit-trail.ts'
import type { EmployeeSession, HandlerMap } from '../context.ts'
import { cancelRequest } from '../cuti-cancel.ts'
import { activeTypes, assessRequest, pendingBalanceDays } from '../cuti-request.ts'
import { loadLedger } from '../cuti-saldo.ts'
import { loadStageRules, requestsWithSteps, withTahap } from '../cuti-steps.ts'
import { badRequest, conflict, notFound } from '../errors.ts'
import { employeeAuthor } from './author.ts'

/**
 * POST and GET presensi/ijin (issue 17): an employee's own leave requests. A new one is pending
 * (disetujui 0), exactly like those Pengajuan Ijin verifies: `hari` counts the schedule's working
 * days of the range (as the seeded ones), the letter is stored like theirs (surat_ijin). Issue 31
 * (docs/cuti.md): a type may be chosen (its rules: src/api-handlers/cuti-request.ts), the annual
 * balance is shown, and a request may be cancelled until its first day.
 */

/** A request may reach back a week (a sick note brought after recovering), not further. */
export const DAYS_BACK = 7
/** One request covers at most this many calendar days. */
export const MAX_DAYS = 90

function assertRange(body: PresensiIjinBody, today: string) {
  if (body.tglakhir < addDays(today, -DAYS_BACK)) throw badRequest(M.tooOld)
  if (daysBetween(body.tglawal, body.tglakhir) + 1 > MAX_DAYS) throw badRequest(M.tooLong)
}

/** The employee's own request, or 404. */
async function ownRequest(db: Kysely<Database>, employee: EmployeeSession, idj: number) {
  const request = await db
    .selectFrom('pengajuan_ijin')
    .select(['idj', 'idp', 'tglawal', 'disetujui'])
    .where('idj', '=', idj)
    .where('idp', '=', employee.idp)
    .executeTakeFirst()
  if (!request) throw notFound(IJIN_MESSAGES.notFound)
  return request
}

export const presensiIjinHandlers = {
  async presensiIjinCreate({ db, employee, clock, body }) {
    assertRange(body, clock.today)
    const assessed = await assessRequest(
      db,
      { ...body, idp: employee.idp, idjenis: body.idjenis ?? null, hasLetter: Boolean(body.surat) },
      clock.today,
    )
    const { idj } = await db
      .insertInto('pengajuan_ijin')
      .values({
        idp: employee.idp,
        tglx: clock.today,
        tglawal: body.tglawal,
        tglakhir: body.tglakhir,
        alasan: body.sebab,
        keterangan: body.keterangan,
        disetujui: 0,
        catatan: '',
        ...assessed,
      })
      .returning('idj')
      .executeTakeFirstOrThrow()
    if (body.surat) await db.insertInto('surat_ijin').values({ idj, data: body.surat }).execute()
    await recordRowChange(db, employeeAuthor(employee, clock), 'pengajuan_ijin', idj, null)
    return { status: 'sukses', pesan: M.ijinSent, idj }
  },

  async presensiIjinList({ db, employee }) {
    const [rows, rules] = await Promise.all([
      requestsWithSteps(db)
        .select([
          'pengajuan_ijin.idj',
          'pengajuan_ijin.tglx',
          'pengajuan_ijin.tglawal',
          'pengajuan_ijin.tglakhir',
          'pengajuan_ijin.hari',
          'pengajuan_ijin.status',
          'pengajuan_ijin.alasan',
          'pengajuan_ijin.keterangan',
          'pengajuan_ijin.disetujui',
          'pengajuan_ijin.catatan',
        ])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('surat_ijin')
                .select('surat_ijin.idj')
                .whereRef('surat_ijin.idj', '=', 'pengajuan_ijin.idj'),
            )
            .as('surat'),
        )
        .where('pengajuan_ijin.idp', '=', employee.idp)
        .orderBy('pengajuan_ijin.tglawal', 'desc')
        .orderBy('pengajuan_ijin.idj', 'desc')
        .execute(),
      loadStageRules(db),
    ])
    const datae = rows.map(({ status, alasan, surat, ...row }) => ({
      ...withTahap(row, rules),
      kategori: status,
      sebab: alasan,
      surat: Boolean(surat),
    }))
    return { datae }
  },

  async presensiJenisCuti({ db }) {
    return { datae: await activeTypes(db) }
  },

  async presensiSaldoCuti({ db, employee, clock }) {
    const [ledger, menunggu] = await Promise.all([
      loadLedger(db, employee.idp, clock.today),
      pendingBalanceDays(db, employee.idp),
    ])
    const periode = ledger.periode.find((year) => year.mulai <= clock.today && clock.today <= year.akhir)
    return { saldo: ledger.sisa, menunggu, periode: periode ?? null }
  },

  async presensiIjinBatal({ db, employee, clock, params, body }) {
    const request = await ownRequest(db, employee, params.idj)
    if (request.disetujui === 9) throw conflict(CUTI_MESSAGES.notCancellable)
    if (request.disetujui === 1 && request.tglawal <= clock.today)
      throw conflict(CUTI_MESSAGES.alreadyStarted)
    await cancelRequest(db, employeeAuthor(employee, clock), request, body.alasan)
    return { status: 'sukses', pesan: CUTI_MESSAGES.cancelled }
  },
} satisfies HandlerMap
