import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_EMPLOYEE_COUNT, DEMO_EMPLOYEES_PER_OFFICE, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { ApiError } from '../../src/api-handlers/errors.ts'
import { assertInUnit, assertOwnUnit, scopeToUnit, unitOf } from '../../src/api-handlers/scope.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const yayasan = { levelx: 0, ids: null } as const
const unit = { levelx: 1, ids: DEMO_UNIT_KODE } as const
const unitWithoutOffice = { levelx: 1, ids: null } as const

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
const db = () => server.host.connection.db
/** Direct writes outside the server's pipeline (no journal). */
const unlogged = <T>(work: () => Promise<T>) => server.host.connection.writeLog.unlogged(work)

const employeesOf = async (session: typeof yayasan | typeof unit | typeof unitWithoutOffice) =>
  (await scopeToUnit(db().selectFrom('pegawai').select('kode'), session, 'pegawai.kode').execute()).map(
    (r) => r.kode,
  )

describe('scopeToUnit', () => {
  it('leaves level 0 unscoped and limits level 1 to its office (exact seed counts)', async () => {
    expect((await employeesOf(yayasan)).length).toBe(DEMO_EMPLOYEE_COUNT)
    expect(await employeesOf(unit)).toEqual(Array(DEMO_EMPLOYEES_PER_OFFICE.SDIT1).fill(DEMO_UNIT_KODE))
    expect(await employeesOf(unitWithoutOffice)).toEqual([])
  })

  it('scopes a table through its employee (idp) in select, update and delete', async () => {
    const countAll = async () =>
      Number(
        (
          await db()
            .selectFrom('absensi')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const own = await db()
      .selectFrom('absensi')
      .innerJoin('pegawai', 'pegawai.idp', 'absensi.idp')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pegawai.kode', '=', DEMO_UNIT_KODE)
      .executeTakeFirstOrThrow()
    const scoped = await scopeToUnit(
      db()
        .selectFrom('absensi')
        .select((eb) => eb.fn.countAll<number>().as('n')),
      unit,
      'absensi.idp',
    ).executeTakeFirstOrThrow()
    expect(Number(scoped.n)).toBe(Number(own.n))
    expect(Number(own.n)).toBeGreaterThan(0)

    const updated = await unlogged(() =>
      scopeToUnit(db().updateTable('absensi').set({ catatan: 'x' }), unit, 'absensi.idp').executeTakeFirst(),
    )
    expect(Number(updated.numUpdatedRows)).toBe(Number(own.n))

    const before = await countAll()
    const deleted = await unlogged(() =>
      scopeToUnit(db().deleteFrom('absensi'), unit, 'absensi.idp').executeTakeFirst(),
    )
    expect(Number(deleted.numDeletedRows)).toBe(Number(own.n))
    expect(await countAll()).toBe(before - Number(own.n))
  })
})

describe('single-row guards', () => {
  const status = (run: () => unknown) => {
    try {
      run()
      return 'passed'
    } catch (error) {
      return error instanceof ApiError ? error.status : error
    }
  }

  it('assertInUnit: a missing row and another unit’s row are both 404', () => {
    expect(status(() => assertInUnit(unit, { kode: DEMO_UNIT_KODE }))).toBe('passed')
    expect(status(() => assertInUnit(unit, { kode: 'PST' }))).toBe(404)
    expect(status(() => assertInUnit(unit, undefined))).toBe(404)
    expect(status(() => assertInUnit(yayasan, { kode: 'PST' }))).toBe('passed')
    expect(status(() => assertInUnit(yayasan, undefined))).toBe(404)
  })

  it('assertOwnUnit: input naming another unit is 403 for level 1 only', () => {
    expect(status(() => assertOwnUnit(unit, DEMO_UNIT_KODE))).toBe('passed')
    expect(status(() => assertOwnUnit(unit, 'PST'))).toBe(403)
    expect(status(() => assertOwnUnit(yayasan, 'PST'))).toBe('passed')
    expect(unitOf(unitWithoutOffice)).toBe('')
  })
})
