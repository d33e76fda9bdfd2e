import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import { DATA_MESSAGES as M } from '../../src/contract/messages.ts'
import { exportDatabase, openConnection } from '../../src/db/connection.ts'
import type { IntegrityCheck } from '../../src/worker/integrity-check.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import { createDatabaseControl } from '../../src/worker/replace-database.ts'

/**
 * An import writes its new generation while the integrity check still runs (issue 18: the check
 * is ~2.5 s of the 112 MiB file) and flips to it only when the check passes.
 */
const sqlJs = await initSqlJs()

/** A store that says when the new generation's bytes arrived (the write before the flip). */
class WatchedStore extends MemoryStore {
  written: Uint8Array | null = null
  #arrived: (() => void) | null = null
  readonly arrived = new Promise<void>((resolve) => {
    this.#arrived = resolve
  })
  override checkpoint(...args: Parameters<MemoryStore['checkpoint']>) {
    this.written = args[0]
    this.#arrived?.()
    return super.checkpoint(...args)
  }
}

/** An integrity check answered by the test, at the moment the test chooses. */
function heldCheck() {
  let answer: (lines: string[]) => void = () => {}
  const check: IntegrityCheck = () =>
    new Promise<string[]>((resolve) => {
      answer = resolve
    })
  return { check, answer: (lines: string[]) => answer(lines) }
}

async function liveControl(integrity: IntegrityCheck) {
  const sqlite = new sqlJs.Database()
  const connection = await openConnection(sqlite)
  await connection.writeLog.unlogged(() =>
    connection.db.insertInto('pengaturan').values({ kunci: 'penanda', nilai: 'lama' }).execute(),
  )
  const store = new WatchedStore()
  const before = exportDatabase(sqlite)
  store.snapshot = before
  const control = createDatabaseControl({
    sqlJs,
    store,
    connection,
    seed: async () => {},
    storage: { penyimpanan: 'memori', keterangan: '' },
    integrity,
  })
  const marker = () =>
    connection.db.selectFrom('pengaturan').select('nilai').where('kunci', '=', 'penanda').executeTakeFirst()
  return { control, store, before, marker }
}

/** The app's file with the marker set to `nilai`. */
async function fileWith(nilai: string) {
  const db = new sqlJs.Database()
  const connection = await openConnection(db)
  await connection.writeLog.unlogged(() =>
    connection.db.insertInto('pengaturan').values({ kunci: 'penanda', nilai }).execute(),
  )
  const bytes = exportDatabase(db)
  db.close()
  return bytes
}

describe('importFile: the new generation is written while the integrity check runs', () => {
  it('flips to the imported data only after the check passes', async () => {
    const held = heldCheck()
    const { control, store, before, marker } = await liveControl(held.check)
    const importing = control.importFile(await fileWith('baru'))
    await store.arrived // the new snapshot is being written before any verdict
    expect(store.snapshot).toBe(before)
    expect(await marker()).toEqual({ nilai: 'lama' })
    held.answer(['ok'])
    await importing
    expect(store.snapshot).toBe(store.written)
    expect(await marker()).toEqual({ nilai: 'baru' })
  })

  it('keeps everything as it was when the check finds damage after the write', async () => {
    const held = heldCheck()
    const { control, store, before, marker } = await liveControl(held.check)
    const importing = control.importFile(await fileWith('baru'))
    await store.arrived
    held.answer(['row 2 missing from index pengajuan_ijin_idp'])
    await expect(importing).rejects.toMatchObject({
      status: 400,
      message: M.corrupt('pemeriksaan integritas gagal (row 2 missing from index pengajuan_ijin_idp).'),
    })
    expect(store.snapshot).toBe(before)
    expect(await marker()).toEqual({ nilai: 'lama' })
  })
})
