import type { Kysely } from 'kysely'
import type { Database as SqlJsDatabase, SqlJsStatic } from 'sql.js'
import type { DatabaseControl, StorageInfo } from '../api-handlers/context.ts'
import { applyPragmas, type Connection, exportDatabase, openConnection } from '../db/connection.ts'
import { type Database, EKSPOR_TERAKHIR } from '../db/schema.ts'
import type { DurableStore } from './durable-store.ts'
import { type ExportFold, fileOf, foldHere } from './export-fold.ts'
import type { ImportCheck } from './import-check.ts'
import type { IntegrityCheck } from './integrity-check.ts'
import { handOverToSqlJs } from './sqljs-handover.ts'
import { storageWriteFailure } from './storage-errors.ts'
import { startImport } from './validate-import.ts'

export interface ControlOptions {
  sqlJs: SqlJsStatic
  store: DurableStore
  connection: Connection
  /** Fills a brand-new database with the demo data. */
  seed: (connection: Connection) => Promise<unknown>
  storage: StorageInfo
  /** Where an import's integrity check runs (default: this thread). */
  integrity?: IntegrityCheck
  /** Where an export's journal is folded into the snapshot (default: this thread). */
  exportFold?: ExportFold
  /** Where an import's file is checked, off the request queue (default: in its turn, this thread). */
  importCheck?: ImportCheck
}

/**
 * Export, import and reset on the host's storage. Replacing the database writes the new one as a
 * new generation (the store's checkpoint: snapshot complete on disk, then the pointer flips) and
 * only then swaps the live connection, so a failure at any point leaves the current data in place,
 * in memory and on disk.
 */
export function createDatabaseControl(options: ControlOptions): DatabaseControl {
  const { sqlJs, store, connection } = options
  const fold = options.exportFold ?? foldHere(sqlJs)

  /** `verdict`: the new database becomes the live one only once this resolves (an import's integrity check). */
  async function replaceWith(next: SqlJsDatabase, verdict?: Promise<void>): Promise<void> {
    try {
      await store.checkpoint(exportDatabase(next), verdict && (() => verdict))
    } catch (error) {
      next.close()
      throw storageWriteFailure(error)
    }
    connection.replaceDatabase(next).close()
  }

  /** A write outside any request (the export stamp), journalled like a request's transaction. */
  async function journalled(work: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
    await connection.db.transaction().execute(async (tx) => {
      const { statements } = await connection.writeLog.capture(() => work(tx))
      if (statements.length) store.append(statements)
    })
  }

  return {
    storage: options.storage,

    sizeBytes() {
      const [pages, size] = ['page_count', 'page_size'].map((name) =>
        Number(connection.sqlite.exec(`PRAGMA ${name}`)[0]?.values[0]?.[0] ?? 0),
      )
      return (pages ?? 0) * (size ?? 0)
    },

    /**
     * With `phases` (a request), the file is built from the durable generation off the request
     * queue (issue 35): in the export's turn only the stamp is journalled and the journal's frames
     * copied (a few ms); the snapshot's read and the journal's fold run while other requests are
     * served. The file is the database as it was when the export's turn came: a write answered
     * before that is in it, one answered after is in the live database (and the next export).
     */
    async exportFile(at, phases) {
      const nilai = at.toISOString()
      try {
        await journalled((db) =>
          db
            .insertInto('pengaturan')
            .values({ kunci: EKSPOR_TERAKHIR, nilai })
            .onConflict((oc) => oc.column('kunci').doUpdateSet({ nilai }))
            .execute(),
        )
      } catch (error) {
        // A full disk is exactly when a backup matters: export anyway, only the date is not kept.
        console.warn('[data] export time not recorded', error)
      }
      if (!phases) return exportDatabase(connection.sqlite)
      const copy = await store.copyLive()
      const file = await phases.offQueue(() =>
        fileOf(copy, fold).catch((error: unknown) => {
          console.warn('[data] export from the stored generation failed; exporting the live database', error)
          return null
        }),
      )
      // Back in the export's turn: a copy that could not be read or folded gives way to the live database.
      return file ?? exportDatabase(connection.sqlite)
    },

    async importFile(bytes, phases) {
      const check = options.importCheck
      if (phases && check) {
        // Issue 35: the checks run while other requests are served; the turn is taken again only
        // to write the new generation and put it live (a write answered meanwhile is replaced
        // with everything else, as one answered just before the import).
        // The new generation's snapshot is written off the queue too; the turn only flips and swaps.
        const { file, generation } = await phases.offQueue(async () => {
          const file = await check(bytes)
          const generation = await store.writeNext(file).catch((error: unknown) => {
            throw storageWriteFailure(error)
          })
          return { file, generation }
        })
        try {
          await generation.goLive()
        } catch (error) {
          throw storageWriteFailure(error)
        }
        const next = new sqlJs.Database(generation.bytesKept ? file : handOverToSqlJs(file))
        applyPragmas(next)
        connection.replaceDatabase(next).close()
        return
      }
      // The request's body is not read again: sql.js may take its memory instead of a copy. The new
      // generation is written while the integrity check still runs; it goes live only if that passes.
      const { candidate, intact } = await startImport(
        sqlJs,
        handOverToSqlJs(bytes),
        undefined,
        options.integrity,
      )
      await replaceWith(candidate, intact)
    },

    prepareImport: () => {
      ;(options.importCheck ?? options.integrity)?.prepare?.()
      fold.prepare?.()
    },

    async resetToDemo() {
      const fresh = new sqlJs.Database()
      try {
        const seeded = await openConnection(fresh)
        await seeded.writeLog.unlogged(() => options.seed(seeded))
      } catch (error) {
        fresh.close()
        throw error
      }
      await replaceWith(fresh)
    },
  }
}
