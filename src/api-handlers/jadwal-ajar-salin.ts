import type { Insertable, Kysely } from 'kysely'
import type { z } from 'zod'
import type { imporJadwalBody } from '../contract/jam-mengajar.ts'
import { JAM_AJAR_MESSAGES as M } from '../contract/messages.ts'
import type { Database, JadwalAjarTable } from '../db/schema.ts'
import { recordChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { badRequest, conflict } from './errors.ts'
import { assertNoClash, type PlannedCell } from './timetable-clash.ts'
import { readCells, readClasses, readPeriods } from './timetable-data.ts'
import { findYear, scopeKey, type TimetableScope, writableScope } from './timetable-scope.ts'

/**
 * Whole-semester writes of the timetable (docs/jam-mengajar.md): a copy from another semester and
 * an import from the xlsx sheet. Each runs in its handler's one transaction (all or nothing) and
 * leaves one audit-trail entry.
 */

type ImporRow = z.output<typeof imporJadwalBody>['datae'][number]

/** Rows per INSERT: 9 parameters each, far below SQLite's limit. */
const ROWS_PER_INSERT = 100

async function insertCells(db: Kysely<Database>, rows: readonly Insertable<JadwalAjarTable>[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db
      .insertInto('jadwal_ajar')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute()
}

/** The year's classes by name, adding those of `names` it lacks; returns name → class. */
async function classesNamed(db: Kysely<Database>, scope: TimetableScope, names: readonly string[]) {
  const classes = await readClasses(db, scope.kode, scope.idta)
  const byName = new Map(classes.map((kelas) => [kelas.nama, kelas]))
  const added: string[] = []
  for (const [urut, nama] of names.entries()) {
    if (byName.has(nama)) continue
    const row = await db
      .insertInto('kelas')
      .values({ kode: scope.kode, idta: scope.idta, nama, urut: classes.length + urut })
      .returning(['idkelas', 'nama', 'urut'])
      .executeTakeFirstOrThrow()
    byName.set(nama, row)
    added.push(nama)
  }
  return { byName, added }
}

const cellRow = (scope: TimetableScope, cell: PlannedCell): Insertable<JadwalAjarTable> => ({
  ...scope,
  hari: cell.hari,
  jamke: cell.jamke,
  idkelas: cell.idkelas,
  mapel: cell.mapel,
  idp: cell.idp,
})

async function isEmpty(db: Kysely<Database>, scope: TimetableScope) {
  const [periods, cells] = await Promise.all([readPeriods(db, scope), readCells(db, scope)])
  return periods.length === 0 && cells.length === 0
}

/** The teacher a sheet names: by NIP, else by exact name in the unit, else a single namesake elsewhere. */
async function teachersNamed(db: Kysely<Database>, kode: string, names: readonly string[]) {
  const found = new Map<string, { idp: number; nama: string; tipe: string }>()
  if (names.length === 0) return found
  const candidates = await db
    .selectFrom('pegawai')
    .select(['idp', 'nip', 'nama', 'tipe', 'kode'])
    .where((eb) => eb.or([eb('nip', 'in', names), eb('nama', 'in', names)]))
    .execute()
  for (const name of names) {
    const byNip = candidates.filter((p) => p.nip === name)
    const namesakes = candidates.filter((p) => p.nama === name)
    const inUnit = namesakes.filter((p) => p.kode === kode)
    const match =
      byNip.length === 1
        ? byNip[0]
        : inUnit.length === 1
          ? inUnit[0]
          : namesakes.length === 1
            ? namesakes[0]
            : null
    if (match) found.set(name, match)
  }
  return found
}

/** The sheet's rows as cells of the scope (400 naming the first row whose teacher is unknown or no teacher). */
async function plannedFromSheet(db: Kysely<Database>, scope: TimetableScope, rows: readonly ImporRow[]) {
  const trimmed = rows.map((row) => ({
    ...row,
    kelas: row.kelas.trim(),
    mapel: row.mapel.trim(),
    guru: row.guru.trim(),
  }))
  const teachers = await teachersNamed(db, scope.kode, [...new Set(trimmed.map((row) => row.guru))])
  for (const row of trimmed) {
    const teacher = teachers.get(row.guru)
    if (!teacher) throw badRequest(M.importRowInvalid(row.baris, M.guruUnknown(row.guru)))
    if (teacher.tipe !== 'ajar')
      throw badRequest(M.importRowInvalid(row.baris, M.guruNotTeacher(teacher.nama)))
  }
  const classes = await classesNamed(db, scope, [...new Set(trimmed.map((row) => row.kelas))])
  const planned = trimmed.map((row): PlannedCell => {
    const teacher = teachers.get(row.guru) as { idp: number; nama: string }
    const kelas = classes.byName.get(row.kelas) as { idkelas: number }
    return { ...row, idkelas: kelas.idkelas, idp: teacher.idp, guru: teacher.nama }
  })
  return { planned, addedClasses: classes.added }
}

/**
 * Replaces the scope's cells by `planned`. A cell whose class, period and teacher stay keeps its
 * id (and so the lessons recorded on it), its subject updated; others are deleted, then inserted.
 */
async function replaceCells(db: Kysely<Database>, scope: TimetableScope, planned: readonly PlannedCell[]) {
  const current = await readCells(db, scope)
  const keyOf = (cell: { idkelas: number; hari: number; jamke: number; idp: number }) =>
    `${cell.idkelas}/${cell.hari}/${cell.jamke}/${cell.idp}`
  const wanted = new Map(planned.map((cell) => [keyOf(cell), cell]))
  const kept = new Set<string>()
  let changed = 0
  for (const cell of current) {
    const next = wanted.get(keyOf(cell))
    if (!next) {
      await db.deleteFrom('jadwal_ajar').where('idjadwal', '=', cell.idjadwal).execute()
      continue
    }
    kept.add(keyOf(cell))
    if (next.mapel === cell.mapel) continue
    await db
      .updateTable('jadwal_ajar')
      .set({ mapel: next.mapel })
      .where('idjadwal', '=', cell.idjadwal)
      .execute()
    changed++
  }
  const added = planned.filter((cell) => !kept.has(keyOf(cell)))
  await insertCells(
    db,
    added.map((cell) => cellRow(scope, cell)),
  )
  return { before: current.length, added: added.length, changed, removed: current.length - kept.size }
}

export const jadwalAjarSalinHandlers = {
  async jadwalAjarSalin(context) {
    const { db, body } = context
    const target = await writableScope(context, body)
    const source: TimetableScope = { kode: body.kode, idta: body.dari_idta, semester: body.dari_semester }
    await findYear(db, source.idta)
    if (!(await isEmpty(db, target))) throw conflict(M.targetNotEmpty)
    const [periods, cells] = await Promise.all([readPeriods(db, source), readCells(db, source)])
    if (periods.length === 0 && cells.length === 0) throw conflict(M.sourceEmpty)
    const sourceClasses = await readClasses(db, source.kode, source.idta)
    const classes = await classesNamed(
      db,
      target,
      sourceClasses.map((kelas) => kelas.nama),
    )
    const planned = cells.map((cell): PlannedCell => {
      const kelas = classes.byName.get(cell.kelas) as { idkelas: number }
      return { ...cell, idkelas: kelas.idkelas, guru: cell.nama }
    })
    await assertNoClash(db, target, planned, periods)
    if (periods.length > 0)
      await db
        .insertInto('jam_pelajaran')
        .values(periods.map(({ idjam: _, ...period }) => ({ ...target, ...period })))
        .execute()
    await insertCells(
      db,
      planned.map((cell) => cellRow(target, cell)),
    )
    await recordChange(db, context, {
      tabel: 'jadwal_ajar',
      idrekaman: scopeKey(target),
      sebelum: null,
      sesudah: {
        ...target,
        jam_pelajaran: periods.length,
        jadwal: planned.length,
        kelas_baru: classes.added,
      },
      keterangan: `Disalin dari ${scopeKey(source)}`,
    })
    return { status: 'sukses', pesan: `${planned.length} jam pelajaran disalin.`, jumlah: planned.length }
  },

  async jadwalAjarImpor(context) {
    const { db, body } = context
    const scope = await writableScope(context, body)
    const { planned, addedClasses } = await plannedFromSheet(db, scope, body.datae)
    await assertNoClash(db, scope, planned, await readPeriods(db, scope))
    const counts = await replaceCells(db, scope, planned)
    await recordChange(db, context, {
      tabel: 'jadwal_ajar',
      idrekaman: scopeKey(scope),
      sebelum: { ...scope, jadwal: counts.before },
      sesudah: { ...scope, jadwal: planned.length, kelas_baru: addedClasses },
      keterangan: `Impor xlsx: ${counts.added} ditambah, ${counts.changed} diubah, ${counts.removed} dihapus`,
    })
    return { status: 'sukses', pesan: `${planned.length} jam pelajaran diimpor.`, jumlah: planned.length }
  },
} satisfies HandlerMap
