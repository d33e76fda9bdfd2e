import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { periode } from '../contract/jam-mengajar.ts'
import { COMMON_MESSAGES, JAM_AJAR_MESSAGES as M } from '../contract/messages.ts'
import type { Database } from '../db/schema.ts'
import { readRow, recordChange, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { conflict } from './errors.ts'
import { assertInUnit } from './scope.ts'
import { assertNoClash, namaHari, type PlannedCell } from './timetable-clash.ts'
import {
  findClassOf,
  findTeacher,
  plannedOf,
  readCells,
  readClasses,
  readPeriods,
  readTeachers,
} from './timetable-data.ts'
import { resolveTimetableScope, scopeKey, type TimetableScope, writableScope } from './timetable-scope.ts'

/**
 * The timetable (issue 33, docs/jam-mengajar.md): a unit's bell schedule per year and semester,
 * its classes per year, and the cells (class × weekday × period: subject and teacher). Copy and
 * import are in jadwal-ajar-salin.ts; the clash rules in timetable-clash.ts.
 */

type Periode = z.output<typeof periode>

const labelOf = (p: Periode) =>
  `${p.jamke === null ? p.keterangan || 'Istirahat' : `jam ke-${p.jamke}`} (${p.mulai}–${p.selesai})`

/** A weekday's periods may not overlap and a period number comes once a day. */
export function assertBellSchedule(periods: readonly Periode[]): void {
  const days = new Map<number, Periode[]>()
  for (const period of periods) days.set(period.hari, [...(days.get(period.hari) ?? []), period])
  for (const [hari, ofDay] of days) {
    const seen = new Set<number>()
    for (const { jamke } of ofDay) {
      if (jamke === null) continue
      if (seen.has(jamke)) throw conflict(M.jamkeTwice(namaHari(hari), jamke))
      seen.add(jamke)
    }
    const sorted = [...ofDay].sort((a, b) => a.mulai.localeCompare(b.mulai))
    for (const [i, next] of sorted.entries()) {
      const previous = sorted[i - 1]
      if (previous && next.mulai < previous.selesai)
        throw conflict(M.periodsOverlap(namaHari(hari), labelOf(previous), labelOf(next)))
    }
  }
}

/** The cells keep their period: a schedule dropping a used period is refused, naming the cell. */
function assertCellsKeepPeriods(cells: readonly PlannedCell[], periods: readonly Periode[]) {
  const kept = new Set(periods.map((p) => `${p.hari}/${p.jamke}`))
  const lost = cells.find((cell) => !kept.has(`${cell.hari}/${cell.jamke}`))
  if (lost) throw conflict(M.periodInUse(namaHari(lost.hari), lost.jamke, lost.kelas, lost.mapel))
}

async function assertKelasFree(
  db: Kysely<Database>,
  kode: string,
  idta: number,
  nama: string,
  except?: number,
) {
  let query = db
    .selectFrom('kelas')
    .select('idkelas')
    .where('kode', '=', kode)
    .where('idta', '=', idta)
    .where('nama', '=', nama)
  if (except !== undefined) query = query.where('idkelas', '!=', except)
  if (await query.executeTakeFirst()) throw conflict(M.kelasTaken(nama))
}

async function findKelas(db: Kysely<Database>, session: Parameters<typeof assertInUnit>[0], idkelas: number) {
  const row = await db.selectFrom('kelas').selectAll().where('idkelas', '=', idkelas).executeTakeFirst()
  return assertInUnit(session, row, M.kelasNotFound)
}

async function findCell(db: Kysely<Database>, session: Parameters<typeof assertInUnit>[0], idjadwal: number) {
  const row = await db
    .selectFrom('jadwal_ajar')
    .selectAll()
    .where('idjadwal', '=', idjadwal)
    .executeTakeFirst()
  return assertInUnit(session, row, M.jadwalNotFound)
}

/** The cell as the clash rules see it, after its class and teacher were checked. */
async function plannedCell(
  db: Kysely<Database>,
  scope: TimetableScope,
  fields: { hari: number; jamke: number; idkelas: number; mapel: string; idp: number },
): Promise<PlannedCell> {
  const kelas = await findClassOf(db, scope, fields.idkelas)
  const guru = await findTeacher(db, fields.idp)
  return { ...fields, mapel: fields.mapel.trim(), kelas: kelas.nama, guru: guru.nama }
}

/** Places `cell` among the unit's other cells (those first) and refuses any clash. */
async function assertPlaceable(
  db: Kysely<Database>,
  scope: TimetableScope,
  cell: PlannedCell,
  except?: number,
) {
  const others = (await readCells(db, scope)).filter((other) => other.idjadwal !== except).map(plannedOf)
  await assertNoClash(db, scope, [...others, cell], await readPeriods(db, scope))
}

export const jadwalAjarHandlers = {
  async jamPelajaranGet(context) {
    const scope = await resolveTimetableScope(context, context.query)
    return { ...scope, datae: await readPeriods(context.db, scope) }
  },

  async jamPelajaranPut(context) {
    const { db, body } = context
    const scope = await writableScope(context, body)
    const periods = body.datae.map((p) => ({
      ...p,
      keterangan: p.keterangan.trim() || (p.jamke === null ? 'Istirahat' : ''),
    }))
    assertBellSchedule(periods)
    const cells = (await readCells(db, scope)).map(plannedOf)
    assertCellsKeepPeriods(cells, periods)
    // New times may meet a teacher's lessons at another unit.
    await assertNoClash(db, scope, cells, periods)
    const before = await readPeriods(db, scope)
    await db
      .deleteFrom('jam_pelajaran')
      .where('kode', '=', scope.kode)
      .where('idta', '=', scope.idta)
      .where('semester', '=', scope.semester)
      .execute()
    if (periods.length > 0)
      await db
        .insertInto('jam_pelajaran')
        .values(periods.map((p) => ({ ...scope, ...p })))
        .execute()
    await recordChange(db, context, {
      tabel: 'jam_pelajaran',
      idrekaman: scopeKey(scope),
      sebelum: before.length > 0 ? { ...scope, datae: before } : null,
      sesudah: { ...scope, datae: await readPeriods(db, scope) },
      keterangan: `${periods.length} jam pelajaran dan istirahat`,
    })
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async kelasList(context) {
    const { kode, idta } = await resolveTimetableScope(context, context.query)
    return { datae: await readClasses(context.db, kode, idta) }
  },

  async kelasCreate(context) {
    const { db, body } = context
    const nama = body.nama.trim()
    await writableScope(context, { kode: body.kode, idta: body.idta, semester: 1 })
    await assertKelasFree(db, body.kode, body.idta, nama)
    const { idkelas } = await db
      .insertInto('kelas')
      .values({ kode: body.kode, idta: body.idta, nama, urut: body.urut })
      .returning('idkelas')
      .executeTakeFirstOrThrow()
    await recordRowChange(db, context, 'kelas', idkelas, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, idkelas }
  },

  async kelasUpdate(context) {
    const { db, body, session } = context
    const kelas = await findKelas(db, session, body.idkelas)
    const nama = body.nama.trim()
    await assertKelasFree(db, kelas.kode, kelas.idta, nama, kelas.idkelas)
    const before = await readRow(db, 'kelas', kelas.idkelas)
    await db
      .updateTable('kelas')
      .set({ nama, urut: body.urut })
      .where('idkelas', '=', kelas.idkelas)
      .execute()
    await recordRowChange(db, context, 'kelas', kelas.idkelas, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async kelasDelete(context) {
    const { db, params, session } = context
    const kelas = await findKelas(db, session, params.idkelas)
    const { n } = await db
      .selectFrom('jadwal_ajar')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idkelas', '=', kelas.idkelas)
      .executeTakeFirstOrThrow()
    if (Number(n) > 0) throw conflict(M.kelasInUse(kelas.nama, Number(n)))
    const before = await readRow(db, 'kelas', kelas.idkelas)
    await db.deleteFrom('kelas').where('idkelas', '=', kelas.idkelas).execute()
    await recordRowChange(db, context, 'kelas', kelas.idkelas, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },

  async jadwalAjarGet(context) {
    const scope = await resolveTimetableScope(context, context.query)
    return {
      ...scope,
      datae: await readCells(context.db, scope),
      guru: await readTeachers(context.db, scope.kode),
    }
  },

  async jadwalAjarCreate(context) {
    const { db, body } = context
    const scope = await writableScope(context, body)
    const cell = await plannedCell(db, scope, body)
    await assertPlaceable(db, scope, cell)
    const { idjadwal } = await db
      .insertInto('jadwal_ajar')
      .values({
        ...scope,
        hari: cell.hari,
        jamke: cell.jamke,
        idkelas: cell.idkelas,
        mapel: cell.mapel,
        idp: cell.idp,
      })
      .returning('idjadwal')
      .executeTakeFirstOrThrow()
    await recordRowChange(db, context, 'jadwal_ajar', idjadwal, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, idjadwal }
  },

  async jadwalAjarUpdate(context) {
    const { db, body, session } = context
    const current = await findCell(db, session, body.idjadwal)
    const scope = { kode: current.kode, idta: current.idta, semester: current.semester }
    const cell = await plannedCell(db, scope, body)
    await assertPlaceable(db, scope, cell, current.idjadwal)
    const before = await readRow(db, 'jadwal_ajar', current.idjadwal)
    await db
      .updateTable('jadwal_ajar')
      .set({ hari: cell.hari, jamke: cell.jamke, idkelas: cell.idkelas, mapel: cell.mapel, idp: cell.idp })
      .where('idjadwal', '=', current.idjadwal)
      .execute()
    await recordRowChange(db, context, 'jadwal_ajar', current.idjadwal, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.saved }
  },

  async jadwalAjarDelete(context) {
    const { db, params, session } = context
    const cell = await findCell(db, session, params.idjadwal)
    const before = await readRow(db, 'jadwal_ajar', cell.idjadwal)
    await db.deleteFrom('jadwal_ajar').where('idjadwal', '=', cell.idjadwal).execute()
    await recordRowChange(db, context, 'jadwal_ajar', cell.idjadwal, before)
    return { status: 'sukses', pesan: COMMON_MESSAGES.deleted }
  },
} satisfies HandlerMap
