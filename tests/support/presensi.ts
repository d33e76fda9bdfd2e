import type { Kysely } from 'kysely'
import { createEmployeeSession } from '../../src/api-handlers/auth/employee-session.ts'
import type { Database, KategoriCatatan } from '../../src/db/schema.ts'
import { weekday } from '../../src/domain/calendar.ts'
import { openDayForUnit } from './calendar.ts'
import type { TestServer } from './test-server.ts'

/**
 * Employees of the seeded demo for the employee-app tests (issue 17): active, with app access, a
 * schedule that works on `tgl`, no record on it and no day off of its unit's calendar then; signed in without a
 * password hash (a session row, as the login writes it) so a test pays for no PBKDF2.
 */
export interface TestEmployee {
  idp: number
  nip: string
  nama: string
  kode: string
  idshift: number
}

/**
 * An employee of the demo who can check in on `tgl` whatever day the test clock is on: active with
 * app access (of unit `kode`, under a schedule whose arrival rule is `lokasiMasuk`, when given);
 * made to work that day as a set-up — the schedule's weekday is no day off, nor is the date one of
 * the unit's calendar (tests/support/calendar.ts), and the employee's record of that date (a
 * seeded one) is removed.
 */
export async function employeeWorkingOn(
  server: TestServer,
  tgl: string,
  filter: { kode?: string; lokasiMasuk?: 0 | 1 | 2; skip?: readonly number[] } = {},
): Promise<TestEmployee> {
  let query = server.db
    .selectFrom('pegawai')
    .innerJoin('shift', 'shift.idshift', 'pegawai.idshift')
    .select(['pegawai.idp', 'pegawai.nip', 'pegawai.nama', 'pegawai.kode', 'shift.idshift'])
    .where('pegawai.status', '=', 0)
    .where('pegawai.status_aktif', '=', 1)
    .where((eb) => eb.or([eb('pegawai.tglmasuk', 'is', null), eb('pegawai.tglmasuk', '<=', tgl)]))
    .orderBy('pegawai.idp')
  if (filter.kode) query = query.where('pegawai.kode', '=', filter.kode)
  if (filter.lokasiMasuk !== undefined) query = query.where('shift.lokasi_masuk', '=', filter.lokasiMasuk)
  if (filter.skip?.length) query = query.where('pegawai.idp', 'not in', filter.skip)
  const employee = await query.executeTakeFirst()
  if (!employee) throw new Error(`the demo data has no such employee (${JSON.stringify(filter)})`)
  await setUp(server, async (db) => {
    await db
      .updateTable('shift_hari')
      .set({ libur: 0 })
      .where('idshift', '=', employee.idshift)
      .where('hari', '=', weekday(tgl))
      .execute()
    await openDayForUnit(db, employee.kode, tgl)
    await db.deleteFrom('absensi').where('idp', '=', employee.idp).where('tgl', '=', tgl).execute()
  })
  return employee
}

/**
 * An employee-app token for `idp`, valid at `now` (the test server's clock), written as a set-up:
 * on sql.js outside the journal (as the boot snapshot's admin sessions), elsewhere through Kysely.
 */
export function employeeToken(server: TestServer, idp: number, now: Date): Promise<string> {
  const open = () => createEmployeeSession(server.db, idp, now)
  return server.engine === 'sqljs' ? server.host.connection.writeLog.unlogged(open) : open()
}

/** A set-up write through Kysely on any engine (on sql.js outside the journal, as a boot snapshot's). */
export function setUp<T>(server: TestServer, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return server.engine === 'sqljs'
    ? server.host.connection.writeLog.unlogged(() => work(server.db))
    : work(server.db)
}

/**
 * The first shift made Monday to Friday 07:00–14:00 with the weekend off (a set-up inside
 * {@link setUp}): the week the calendar and leave tests count working days on. Its id.
 */
export async function mondayToFridayShift(db: Kysely<Database>): Promise<number> {
  const { idshift } = await db
    .selectFrom('shift')
    .select('idshift')
    .orderBy('idshift')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('shift_hari')
    .set({ libur: 0, waktu_masuk: '07:00', waktu_pulang: '14:00' })
    .where('idshift', '=', idshift)
    .where('hari', 'in', [1, 2, 3, 4, 5])
    .execute()
  await db
    .updateTable('shift_hari')
    .set({ libur: 1 })
    .where('idshift', '=', idshift)
    .where('hari', 'in', [0, 6])
    .execute()
  return idshift
}

/** The areas of a unit (kantor.kode), in id order. */
export const areasOf = (db: Kysely<Database>, kode: string) =>
  db.selectFrom('area_absensi').selectAll().where('kode', '=', kode).orderBy('idar').execute()

/** A point `metres` north of `from` (a degree of latitude is ~111.2 km). */
export const northOf = (from: { lat: number; lng: number }, metres: number) => ({
  lat: from.lat + metres / 111_195,
  lng: from.lng,
})

/**
 * A leave record on `tgl` as an approval writes it (status 1, device 1, no times), replacing the
 * day's record; `kategori` 'cuti' / 'dinas' for a type counted so (issue 31), null for the SPEC's Ijin.
 */
export function leaveRecordOn(
  server: TestServer,
  idp: number,
  tgl: string,
  kategori: KategoriCatatan | null,
) {
  return setUp(server, async (db) => {
    await db.deleteFrom('absensi').where('idp', '=', idp).where('tgl', '=', tgl).execute()
    await db
      .insertInto('absensi')
      .values({
        ...{ idp, tgl, status: 1, waktu_masuk: null, waktu_pulang: null, keterlambatan: 0, pulangawal: 0 },
        ...{ waktukerja: 0, idar: null, lokasi: '', device: 1, tglentri: tgl, waktuentri: '08:00' },
        ...{ lat: null, lng: null, opr: 'admin', catatan: `uji ${tgl}`, kategori },
      })
      .execute()
  })
}
