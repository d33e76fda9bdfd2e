/**
 * Writes the e2e suite's demo database, seeded once per run at the suite's fixed instant
 * (tests/e2e/fixed-clock.ts), into the served e2e build: every test's first start loads it instead
 * of seeding the demo in its browser (src/worker/e2e-switches.ts). The demo admins are logged in
 * once here, through the server's own login at that instant: their sessions are in the file, and
 * what the app stores after such a login is written beside it (E2E_SESSIONS_FILE), so a test whose
 * login is only its set-up starts logged in (support.ts `login`) without a password hash each time.
 * Run by the `mock` project's web server command after the build:  node tests/e2e/make-demo-file.ts dist-e2e
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import initSqlJs from 'sql.js'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import type { SessionUser } from '../../src/contract/session.ts'
import { demoDatabaseBytes } from '../../src/server/first-fill.ts'
import type { StoredSession } from '../../src/ui/lib/session.ts'
import { startDatabaseHost } from '../../src/worker/database-host.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { E2E_DEMO_FILE, E2E_NOW, E2E_SESSIONS_FILE } from './fixed-clock.ts'

const outDir = process.argv[2]
if (!outDir) throw new Error('usage: node tests/e2e/make-demo-file.ts DIST_DIR')
const sqlJs = await initSqlJs()
const store = new MemoryStore()
store.snapshot = await demoDatabaseBytes(sqlJs, E2E_NOW)
const host = await startDatabaseHost({
  sqlJs,
  store,
  now: () => E2E_NOW,
  seed: () => Promise.reject(new Error('the demo file is seeded above')),
})

/** Logs `user` in as the login screen does; the session the app would store after it. */
async function loginAt(user: { usernama: string; pass: string }): Promise<StoredSession> {
  const response = await host.server.handle(
    new Request('http://localhost/admin/admin/login', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ usernama: user.usernama, pass: user.pass }),
    }),
  )
  const { data } = (await response.json()) as { data?: SessionUser }
  if (response.status !== 200 || !data)
    throw new Error(`e2e demo file: login ${user.usernama} failed: ${response.status}`)
  const { token_app, levelx, namalengkap, usernama, ids, sekolah } = data
  return { token_app, levelx, namalengkap, usernama, ids, sekolah }
}

const sessions: Record<string, StoredSession> = {}
for (const user of [DEMO_ADMIN, DEMO_UNIT_ADMIN]) sessions[user.usernama] = await loginAt(user)
await host.checkpoint()
await host.close()
const bytes = store.snapshot
if (!bytes) throw new Error('e2e demo file: the host wrote no snapshot')
writeFileSync(join(outDir, E2E_DEMO_FILE), bytes)
writeFileSync(join(outDir, E2E_SESSIONS_FILE), JSON.stringify(sessions))
console.log(
  `e2e: demo database at ${E2E_NOW.toISOString()} → ${join(outDir, E2E_DEMO_FILE)} (${bytes.length} bytes), admin and unit logged in`,
)
