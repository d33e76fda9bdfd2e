import type { SqlJsStatic } from 'sql.js'
import { ApiError } from '../api-handlers/errors.ts'
import { migrations } from '../db/migrate.ts'
import type { IntegrityCheck } from './integrity-check.ts'
import { handOverToSqlJs } from './sqljs-handover.ts'
import { startImport } from './validate-import.ts'

/**
 * Every check of an imported file (validate-import.ts), then the file as it will go live: migrated,
 * its sessions ended, exported. In the browser it runs in a worker of its own
 * (import-check.worker.ts, issue 35): the server worker keeps serving while a file is checked, and
 * takes its turn only to write the new generation and put it live. A refusal is a 400 ApiError.
 */
export type ImportCheck = ((bytes: Uint8Array) => Promise<Uint8Array>) & {
  /** Gets the check's thread ready ahead of an import (side-worker.ts). */
  prepare?(): void
}

/** `bytes` are this check's own: sql.js may take their memory instead of a copy. */
export async function checkedImport(
  sqlJs: SqlJsStatic,
  bytes: Uint8Array,
  integrity: IntegrityCheck,
): Promise<Uint8Array> {
  const { candidate, intact } = await startImport(sqlJs, handOverToSqlJs(bytes), migrations, integrity)
  try {
    // Exported while the integrity check still runs beside it; answered only once it passed (a
    // damaged file is refused as damaged, even when the export tripped over the damage first).
    let file: Uint8Array
    try {
      file = candidate.export()
    } catch (error) {
      await intact
      throw error
    }
    await intact
    return file
  } finally {
    candidate.close()
  }
}

/** What crosses from the check's worker: the file, or the refusal's status and message. */
export type ImportOutcome = { file: Uint8Array } | { refused: { status: number; pesan: string } }

export async function outcomeOf(check: () => Promise<Uint8Array>): Promise<ImportOutcome> {
  try {
    return { file: await check() }
  } catch (error) {
    if (error instanceof ApiError) return { refused: { status: error.status, pesan: error.message } }
    throw error
  }
}

export function fileOrRefusal(outcome: ImportOutcome): Uint8Array {
  if ('refused' in outcome) throw new ApiError(outcome.refused.status, outcome.refused.pesan)
  return outcome.file
}
