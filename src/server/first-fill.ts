import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SqlJsStatic } from 'sql.js'
import { demoClockAt, seedDemo } from '../../seeds/demo.ts'
import { hashPassword } from '../api-handlers/auth/password.ts'
import { exportDatabase, openConnection } from '../db/connection.ts'
import type { Database } from '../db/schema.ts'

/**
 * What a server engine puts in an empty database (SQLite file, PostgreSQL): the demo data, seeded
 * the way the browser seeds it, or one admin whose generated password is printed once.
 */

/**
 * The demo data as SQLite file bytes, seeded the way the browser seeds it (seeds/demo.ts on
 * sql.js) at `at`: today's arrivals and departures only up to that time (docs/master-data.md).
 */
export async function demoDatabaseBytes(sqlJs: SqlJsStatic, at: Date): Promise<Uint8Array> {
  const fresh = new sqlJs.Database()
  try {
    const connection = await openConnection(fresh)
    await connection.writeLog.unlogged(() => seedDemo(connection, demoClockAt(at)))
    return exportDatabase(fresh)
  } finally {
    fresh.close()
  }
}

/** An empty database's only way in: one admin (level 0) whose password is printed once. */
export async function createFirstAdmin(db: Kysely<Database>): Promise<void> {
  const password = randomBytes(12).toString('base64url')
  await db
    .insertInto('pengguna')
    .values({
      usernama: 'admin',
      namalengkap: 'Administrator',
      pass_hash: await hashPassword(password),
      levelx: 0,
      ids: null,
    })
    .execute()
  console.log(`Admin pertama dibuat: username admin, kata sandi: ${password}`)
  console.log('(First admin created; the password is shown only this once: change it after logging in.)')
}
