/**
 * The old command line of the server, kept as a thin alias of `npm run server` (src/server/cli.ts):
 *   node scripts/reference-server.ts DIST PORT --db FILE [--cors-origin ORIGIN]… [--max-connections N]
 * With --db the data lives in that SQLite file (src/server/sqlite-file.ts; created with the demo
 * data when missing, as before); without it the demo data stays in memory in sql.js (the browser's
 * engine) and is gone on exit.
 * --cors-origin (repeatable or comma-separated) names the origins whose pages may call the API;
 * without it only pages of the server's own origin can.
 */
import { parseArgs } from 'node:util'
import initSqlJs from 'sql.js'
import { demoClockAt, seedDemo } from '../../seeds/demo.ts'
import { startDatabaseHost } from '../worker/database-host.ts'
import { MemoryStore } from '../worker/memory-store.ts'
import { DEFAULT_LIMITS, parseCorsOrigins } from './http-server.ts'
import { type ServedEngine, serveEngine } from './run.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string' },
    'cors-origin': { type: 'string', multiple: true, default: [] },
    'max-connections': { type: 'string', default: String(DEFAULT_LIMITS.maxConnections) },
  },
})
const corsOrigins = parseCorsOrigins(values['cors-origin'])
const maxConnections = Number(values['max-connections'])
if (!Number.isInteger(maxConnections) || maxConnections < 1)
  throw new Error('--max-connections: bilangan bulat ≥ 1')
const [staticDir = 'dist-live', portText = '4175'] = positionals
const port = Number(portText)

/** Without --db: the browser's engine in memory (tests of the HTTP side use it). */
async function inMemory(): Promise<ServedEngine> {
  const host = await startDatabaseHost({
    sqlJs: await initSqlJs(),
    store: new MemoryStore(),
    seed: (connection) => seedDemo(connection, demoClockAt(new Date())),
    storage: {
      penyimpanan: 'memori',
      keterangan: 'Server dijalankan tanpa --db: data hilang saat server berhenti.',
    },
  })
  return { describe: 'in memory', server: host.server, close: () => host.close() }
}

async function openEngine(): Promise<ServedEngine> {
  if (!values.db) return inMemory()
  const { openSqliteFile } = await import('./sqlite-file.ts')
  return openSqliteFile(values.db, { demo: true })
}

try {
  await serveEngine(await openEngine(), { staticDir, port, corsOrigins, maxConnections })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
