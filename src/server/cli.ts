/**
 * The server: the admin API over a real database engine, plus the live build.
 *   npm run server -- --static DIR --port N (--db FILE | --pg URL) [--demo] [--host H]
 *     [--cors-origin ORIGIN]… [--max-connections N] [--max-connections-per-address N]
 * --db FILE   a SQLite file (created when missing; src/server/sqlite-file.ts)
 * --pg URL    PostgreSQL, postgres://user:pass@host:port/db (src/server/postgres.ts)
 * --demo      an empty database gets the demo data; otherwise one admin, password printed once
 * --import F  replaces the data with a browser export F (the browser's checks; a database holding
 *             data is first exported beside F), then serves when --port is given, else exits
 * --export F  writes the whole database as F (a file the browser's Data screen imports), likewise
 * Details: docs/server.md.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { EngineOptions, ServerEngine } from './engine.ts'
import { DEFAULT_LIMITS, parseCorsOrigins } from './http-server.ts'
import { exportTo, importFrom } from './move.ts'
import { openPostgres } from './postgres.ts'
import { type ServeOptions, serveEngine } from './run.ts'
import { openSqliteFile } from './sqlite-file.ts'

/** A mistake in the command line: one line on stderr and exit code 2. */
class UsageError extends Error {}

interface ServerArgs extends ServeOptions {
  db: string | null
  pg: string | null
  demo: boolean
  importFile: string | null
  exportFile: string | null
  /** Serve after --import/--export (always without them). */
  serve: boolean
}

function parseServerArgs(argv: string[]): ServerArgs {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values } = parsed
  if (!values.db === !values.pg)
    throw new UsageError('pilih satu: --db FILE atau --pg URL (one of --db, --pg)')
  if (values.import && values.export) throw new UsageError('pilih satu: --import atau --export')
  if (values.import && values.demo) throw new UsageError('--demo dan --import tidak dapat digabung')
  if (values.export && values.db && !existsSync(values.db))
    throw new UsageError(`--export: berkas ${values.db} tidak ada`)
  const moving = Boolean(values.import || values.export)
  if (!moving && values.port === undefined) throw new UsageError('--port N wajib (required)')
  const port = Number(values.port ?? 0)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port: nomor port 0–65535 (a port number), bukan "${values.port ?? ''}"`)
  const maxConnections = positiveInteger(values['max-connections'], '--max-connections')
  const maxConnectionsPerAddress = positiveInteger(
    values['max-connections-per-address'],
    '--max-connections-per-address',
  )
  let corsOrigins: string[]
  try {
    corsOrigins = parseCorsOrigins(values['cors-origin'])
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  return {
    staticDir: values.static,
    port,
    host: values.host,
    corsOrigins,
    maxConnections,
    maxConnectionsPerAddress,
    db: values.db ?? null,
    pg: values.pg ?? null,
    demo: values.demo,
    importFile: values.import ?? null,
    exportFile: values.export ?? null,
    serve: values.port !== undefined,
  }
}

function positiveInteger(value: string, option: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`${option}: bilangan bulat ≥ 1 (an integer ≥ 1)`)
  return number
}

const PER_ADDRESS = DEFAULT_LIMITS.maxConnectionsPerAddress

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    options: {
      static: { type: 'string', default: 'dist-live' },
      port: { type: 'string' },
      db: { type: 'string' },
      pg: { type: 'string' },
      demo: { type: 'boolean', default: false },
      host: { type: 'string' },
      'cors-origin': { type: 'string', multiple: true, default: [] },
      'max-connections': { type: 'string', default: String(DEFAULT_LIMITS.maxConnections) },
      'max-connections-per-address': { type: 'string', default: String(PER_ADDRESS) },
      import: { type: 'string' },
      export: { type: 'string' },
    },
  })
}

async function openEngine(args: ServerArgs): Promise<ServerEngine> {
  const moving = Boolean(args.importFile || args.exportFile)
  const options: EngineOptions = { demo: args.demo, firstAdmin: !moving }
  if (args.db) return openSqliteFile(args.db, options)
  if (args.pg) return openPostgres(args.pg, options)
  throw new UsageError('pilih satu: --db FILE atau --pg URL (one of --db, --pg)')
}

async function main(argv: string[]): Promise<void> {
  const args = parseServerArgs(argv)
  const engine = await openEngine(args)
  try {
    await move(engine, args)
  } catch (error) {
    await engine.close()
    throw error
  }
  if (args.serve) await serveEngine(engine, args)
  else await engine.close()
}

/** --import / --export: the data moves, then the command serves (with --port) or ends. */
async function move(engine: ServerEngine, args: ServerArgs): Promise<void> {
  if (args.exportFile) {
    const bytes = await exportTo(engine, args.exportFile)
    console.log(
      `Diekspor: ${args.exportFile} (${(bytes / 1024 / 1024).toFixed(1)} MiB) dari ${engine.describe}`,
    )
  }
  if (args.importFile) {
    const { backup } = await importFrom(engine, args.importFile)
    if (backup) console.log(`Data sebelumnya disimpan dulu sebagai ${backup}`)
    console.log(`Diimpor: ${args.importFile} ke ${engine.describe}`)
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message} — npm run server -- --static DIR --port N (--db FILE | --pg URL)`)
    process.exit(2)
  }
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
