/**
 * A small real backend: the same handlers as mock mode over HTTP in Node, plus the live build.
 *   VITE_API_MODE=live npx vite build --outDir dist-live
 *   node scripts/reference-server.ts dist-live 4175 --db presensi.sqlite [--cors-origin ORIGIN]…
 *     [--max-connections N]
 * With --db the data lives in that SQLite file (created with the demo data when missing; every
 * write is journalled and fsync'ed before it is answered, see scripts/reference/file-store.ts) and
 * survives restarts; without it the demo data stays in memory and is gone on exit.
 * --cors-origin (repeatable or comma-separated) names the origins whose pages may call the API;
 * without it only pages of the server's own origin can.
 */
import { parseArgs } from 'node:util'
import initSqlJs from 'sql.js'
import { seedDemo } from '../seeds/demo.ts'
import { zonedDate } from '../src/domain/calendar.ts'
import { startDatabaseHost } from '../src/worker/database-host.ts'
import { MemoryStore } from '../src/worker/memory-store.ts'
import { FileStore } from './reference/file-store.ts'
import { createReferenceServer, DEFAULT_LIMITS, parseCorsOrigins } from './reference/http-server.ts'

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

const store = values.db ? new FileStore(values.db) : new MemoryStore()
const host = await startDatabaseHost({
  sqlJs: await initSqlJs(),
  store,
  seed: (connection) => seedDemo(connection, { today: zonedDate(new Date()) }),
  storage: values.db
    ? { penyimpanan: 'berkas', keterangan: '' }
    : {
        penyimpanan: 'memori',
        keterangan: 'Server dijalankan tanpa --db: data hilang saat server berhenti.',
      },
})

const server = createReferenceServer({
  server: host.server,
  staticDir,
  corsOrigins,
  limits: { maxConnections },
})
server.listen(port, () =>
  console.log(
    `reference server on http://localhost:${port} (static: ${staticDir}; data: ${values.db ?? 'in memory'})`,
  ),
)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close()
    void host.close().finally(() => process.exit(0))
  })
