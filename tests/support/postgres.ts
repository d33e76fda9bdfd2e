/**
 * The real PostgreSQL server some tests also run on: `PRESENSI_PG_URL`
 * (e.g. postgres://postgres@127.0.0.1:55432/postgres; scripts/with-postgres.sh starts one in CI).
 * Without it those tests are skipped, and say so once per file.
 */
export const PG_URL = process.env.PRESENSI_PG_URL ?? ''

const warned = new Set<string>()

/** True (skip) when no server is named, printing which tests are skipped. */
export function skipWithoutPostgres(what: string): boolean {
  if (PG_URL) return false
  if (!warned.has(what)) {
    warned.add(what)
    console.warn(`[postgres] PRESENSI_PG_URL is not set: ${what} on a real PostgreSQL server is skipped`)
  }
  return true
}

/**
 * A new, empty database on the server of PRESENSI_PG_URL, for a test that runs the real command
 * (`npm run server -- --pg URL`) in its own process; its URL.
 */
export async function freshDatabaseUrl(prefix: string): Promise<string> {
  const { default: pg } = await import('pg')
  const name = `${prefix}_${process.pid}_${Date.now()}`
  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Opens the server's engine on a schema of its own, again if the first opening met another test
 * file's schema being dropped: the migrator's introspection lists the tables of every schema, and
 * a schema dropped meanwhile (schema-guard, another file's clean-up) fails that listing with
 * 'schema "…" does not exist'. Nothing was written when it fails there.
 */
export async function openOwnSchema<T>(open: () => Promise<T>, own: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await open()
    } catch (error) {
      const vanished = /schema "([^"]+)" does not exist/.exec(String(error))
      if (!vanished || vanished[1] === own || attempt >= 3) throw error
    }
  }
}
