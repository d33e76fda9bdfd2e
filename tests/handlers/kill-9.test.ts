import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { killDuringWrites, lossesOf } from '../support/kill-harness.ts'
import { freshDatabaseUrl, skipWithoutPostgres } from '../support/postgres.ts'

/**
 * `npm run server -- --db FILE` killed with SIGKILL while six clients write: every write it
 * answered is in the file after a restart, once (SQLite's WAL with synchronous = FULL is the
 * durability; docs/server.md). The same harness runs on PostgreSQL with `--pg URL`.
 */
const dir = mkdtempSync(join(tmpdir(), 'presensi-kill9-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const engines = {
  'a SQLite file': async () => ['--db', join(dir, 'presensi.sqlite'), '--demo'],
  PostgreSQL: async () => ['--pg', await freshDatabaseUrl('presensi_kill9'), '--demo'],
}

it.each(Object.keys(engines) as (keyof typeof engines)[])(
  'on %s: every write answered before a kill -9 is there after the restart, none doubled',
  async (engine) => {
    if (engine === 'PostgreSQL' && skipWithoutPostgres('the kill -9 test')) return
    const outcome = await killDuringWrites({ engineArgs: await engines[engine]() })
    expect(outcome.answered.size).toBeGreaterThanOrEqual(60)
    expect(lossesOf(outcome)).toEqual({ lost: [], doubled: [] })
    // The kill came mid-stream: the other clients had writes in flight.
    expect(outcome.unanswered).toBeGreaterThan(0)
  },
  120_000,
)
