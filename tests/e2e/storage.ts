import type { BrowserContext, Page } from '@playwright/test'

/**
 * Direct access to the app's OPFS files (the app's pages must be closed), for tests that need a
 * state the UI cannot produce: damaged storage, or data changed behind the app's back.
 */

/** A page of the origin that does not start the app (a real static file), to touch OPFS directly. */
export async function storagePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/mockServiceWorker.js')
  return page
}

export async function writeStoreFile(
  page: Page,
  name: string,
  bytes: number[] | null,
  mode: 'replace' | 'append',
) {
  await page.evaluate(
    async ({ name, bytes, mode }) => {
      const root = await navigator.storage.getDirectory()
      const dir = await root.getDirectoryHandle('presensi-admin')
      const file = await dir.getFileHandle(name)
      const writable = await file.createWritable({ keepExistingData: mode === 'append' })
      if (mode === 'append') await writable.seek((await file.getFile()).size)
      await writable.write(new Uint8Array(bytes ?? []))
      await writable.close()
    },
    { name, bytes, mode },
  )
}

/** Copies a store file to another name inside OPFS (to damage a file and restore it later). */
export async function copyStoreFile(page: Page, from: string, to: string) {
  await page.evaluate(
    async ({ from, to }) => {
      const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('presensi-admin')
      const bytes = await (await (await dir.getFileHandle(from)).getFile()).arrayBuffer()
      const writable = await (await dir.getFileHandle(to, { create: true })).createWritable()
      await writable.write(bytes)
      await writable.close()
    },
    { from, to },
  )
}

export const storageFiles = (page: Page) =>
  page.evaluate(async () => {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('presensi-admin')
    const names: string[] = []
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name)
    return names.sort()
  })

/** FNV-1a, as the journal codec frames records. */
export function frame(statements: [string, unknown[]][]): number[] {
  const payload = [...new TextEncoder().encode(JSON.stringify(statements))]
  let hash = 0x811c9dc5
  for (const byte of payload) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  const header = new Uint8Array(8)
  const view = new DataView(header.buffer)
  view.setUint32(0, payload.length)
  view.setUint32(4, hash)
  return [...header, ...payload]
}

/** Appends one journal record (a transaction of statements) that the app replays on its next start. */
export async function appendToJournal(context: BrowserContext, statements: [string, unknown[]][]) {
  const storage = await storagePage(context)
  const journal = (await storageFiles(storage)).find((name) => /^journal-\d+\.log$/.test(name))
  if (!journal) throw new Error('no journal file: start the app once first')
  await writeStoreFile(storage, journal, frame(statements), 'append')
  await storage.close()
}
