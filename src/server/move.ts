import { readFileSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { sql } from 'kysely'
import { ApiError } from '../api-handlers/errors.ts'
import { syncDirectory, writeSynced } from './durable-file.ts'
import type { ServerEngine } from './engine.ts'

/**
 * Moving a foundation's data between the browser and the server engines (`--import` / `--export`):
 * the file is always a browser export (the Data screen's `.sqlite`), checked on the way in exactly as
 * the browser checks it (src/worker/validate-import.ts, through the engine's importFile).
 */

/** Writes the engine's whole database as a SQLite file the browser's Data screen imports. */
export async function exportTo(engine: ServerEngine, file: string): Promise<number> {
  const bytes = await engine.exportFile()
  writeDurably(resolve(file), bytes)
  return bytes.length
}

/**
 * Replaces the engine's data with a browser export. Nothing is lost on the way: a database that
 * already holds a foundation's data is first exported beside the imported file
 * (`NAME-sebelum-impor-YYYYMMDD-HHmmss.sqlite`), and a refused file changes nothing.
 */
export async function importFrom(
  engine: ServerEngine,
  file: string,
  at: Date = new Date(),
): Promise<{ backup: string | null }> {
  const bytes = new Uint8Array(readFileSync(file))
  let backup: string | null = null
  if (await holdsData(engine)) {
    backup = join(dirname(resolve(file)), `${basename(file, '.sqlite')}-sebelum-impor-${stamp(at)}.sqlite`)
    await exportTo(engine, backup)
  }
  try {
    await engine.importFile(bytes)
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Impor ditolak: ${error.message}`)
    throw error
  }
  return { backup }
}

/** Any employee, attendance or leave row, or more than one user: more than a brand-new database. */
async function holdsData(engine: ServerEngine): Promise<boolean> {
  const count = async (table: 'pegawai' | 'absensi' | 'pengajuan_ijin' | 'pengguna') => {
    const row = await engine.db
      .selectFrom(table)
      .select(sql<number>`CAST(COUNT(*) AS INTEGER)`.as('n'))
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }
  return (
    (await count('pegawai')) > 0 ||
    (await count('absensi')) > 0 ||
    (await count('pengajuan_ijin')) > 0 ||
    (await count('pengguna')) > 1
  )
}

function writeDurably(path: string, bytes: Uint8Array): void {
  const temporary = `${path}.sementara`
  try {
    writeSynced(temporary, bytes)
    renameSync(temporary, path)
    syncDirectory(path)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

const pad = (n: number) => String(n).padStart(2, '0')
const stamp = (d: Date) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`
