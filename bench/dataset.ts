import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { zonedDate } from '../src/domain/calendar.ts'

/**
 * The 2,000-employee × 365-day dataset, generated once by scripts/generate-large.ts and cached in
 * bench/out. It is rebuilt when missing, when the seed or schema code is newer than the file (the
 * app would otherwise migrate it on every warm start), when it was made on another day (its year
 * ends "today"), or on request.
 */

export interface Dataset {
  path: string
  bytes: number
  absensi: number
  pegawai: number
  /** Null when the cached file was used. */
  generatedMs: number | null
  reason: string
}

// The seeds compute working days and measures through src/domain.
const SOURCES = ['seeds', 'src/db', 'src/domain', 'scripts/generate-large.ts']

function newestMtime(root: string, path: string): number {
  const full = join(root, path)
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestMtime(root, join(path, name))))
}

/** The foundation's (WIB) date of an instant: the generated year ends on it (scripts/generate-large.ts). */
const localDay = (time: Date) => zonedDate(time)

function staleReason(root: string, path: string, force: boolean): string | null {
  if (force) return '--regenerate'
  if (!existsSync(path)) return 'missing'
  const made = statSync(path).mtime
  if (localDay(made) !== localDay(new Date())) return `made on ${localDay(made)}, its year must end today`
  const newest = Math.max(
    ...SOURCES.filter((s) => existsSync(join(root, s))).map((s) => newestMtime(root, s)),
  )
  if (newest > made.getTime()) return 'seed or schema code changed since it was made'
  return null
}

/** Runs `read` on the file through Node's built-in SQLite (its import warns once that it is experimental). */
async function readDataset<T>(path: string, read: (db: import('node:sqlite').DatabaseSync) => T): Promise<T> {
  const emitWarning = process.emitWarning
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (String(warning).includes('SQLite is an experimental feature')) return
    ;(emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest)
  }) as typeof process.emitWarning
  try {
    const { DatabaseSync } = await import('node:sqlite')
    const db = new DatabaseSync(path, { readOnly: true })
    try {
      return read(db)
    } finally {
      db.close()
    }
  } finally {
    process.emitWarning = emitWarning
  }
}

const countRows = (path: string) =>
  readDataset(path, (db) => {
    const count = (table: string) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n)
    return { absensi: count('absensi'), pegawai: count('pegawai') }
  })

/** What the write cases need from the dataset: rows they may change once each. */
export interface DatasetFacts {
  /** Active employees with a schedule (manual arrival and departure, one per sample). */
  scheduledIdps: number[]
  /** Pending leave requests (one verification per sample). */
  pendingIdj: number[]
  /** Every unit's kode but the head office's (Rekap Harian's unit choice, bench/harian-screen.ts). */
  unitKodes: string[]
}

export const datasetFacts = (path: string): Promise<DatasetFacts> =>
  readDataset(path, (db) => {
    const ids = (query: string) =>
      db
        .prepare(query)
        .all()
        .map((row) => Number(Object.values(row)[0]))
    return {
      scheduledIdps: ids('SELECT idp FROM pegawai WHERE status = 0 AND idshift IS NOT NULL ORDER BY idp'),
      pendingIdj: ids('SELECT idj FROM pengajuan_ijin WHERE disetujui = 0 ORDER BY idj'),
      unitKodes: db
        .prepare('SELECT kode FROM kantor WHERE pusat = 0 ORDER BY kode')
        .all()
        .map((row) => String(row.kode)),
    }
  })

export async function ensureDataset(root: string, path: string, force: boolean): Promise<Dataset> {
  const reason = staleReason(root, path, force)
  let generatedMs: number | null = null
  if (reason) {
    console.log(`Generating the large dataset (${reason}) …`)
    const started = performance.now()
    const result = spawnSync(process.execPath, ['scripts/generate-large.ts', path], {
      cwd: root,
      encoding: 'utf8',
    })
    if (result.status !== 0)
      throw new Error(
        `scripts/generate-large.ts failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
      )
    generatedMs = performance.now() - started
  }
  return {
    path,
    bytes: statSync(path).size,
    ...(await countRows(path)),
    generatedMs,
    reason: reason ?? 'cached',
  }
}
