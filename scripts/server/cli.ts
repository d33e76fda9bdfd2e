/**
 * The server: the admin API over a real database engine, plus the live build.
 *   npm run server -- --static DIR --port N (--db FILE | --pg URL) [--demo] [--host H]
 *     [--cors-origin ORIGIN]… [--max-connections N]
 * --db FILE   a SQLite file (created when missing; scripts/server/sqlite-file.ts)
 * --pg URL    PostgreSQL, postgres://user:pass@host:port/db (scripts/server/postgres.ts)
 * --demo      an empty database gets the demo data; otherwise one admin, password printed once
 * Details: docs/server.md.
 */
import { parseArgs } from 'node:util'
import { DEFAULT_LIMITS, parseCorsOrigins } from '../reference/http-server.ts'
import type { EngineOptions, ServerEngine } from './engine.ts'
import { openPostgres } from './postgres.ts'
import { type ServeOptions, serveEngine } from './run.ts'
import { openSqliteFile } from './sqlite-file.ts'

/** A mistake in the command line: one line on stderr and exit code 2. */
class UsageError extends Error {}

interface ServerArgs extends ServeOptions {
  db: string | null
  pg: string | null
  demo: boolean
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
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port: nomor port 0–65535 (a port number), bukan "${values.port ?? ''}"`)
  const maxConnections = Number(values['max-connections'])
  if (!Number.isInteger(maxConnections) || maxConnections < 1)
    throw new UsageError('--max-connections: bilangan bulat ≥ 1 (an integer ≥ 1)')
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
    db: values.db ?? null,
    pg: values.pg ?? null,
    demo: values.demo,
  }
}

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
      // --import FILE / --export FILE (moving data between engines) join here.
    },
  })
}

async function openEngine(args: ServerArgs): Promise<ServerEngine> {
  const options: EngineOptions = { demo: args.demo }
  if (args.db) return openSqliteFile(args.db, options)
  if (args.pg) return openPostgres(args.pg, options)
  throw new UsageError('pilih satu: --db FILE atau --pg URL (one of --db, --pg)')
}

async function main(argv: string[]): Promise<void> {
  const args = parseServerArgs(argv)
  const engine = await openEngine(args)
  // --import / --export run here, on the opened engine, instead of serving.
  await serveEngine(engine, args)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message} — npm run server -- --static DIR --port N (--db FILE | --pg URL)`)
    process.exit(2)
  }
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
