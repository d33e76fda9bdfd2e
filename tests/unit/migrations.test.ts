import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../src/db/migrate.ts'

/**
 * Shipped migrations are append-only: a browser that already ran one never runs it again, so an
 * edit would leave its database different from a new one. Each file's SHA-256 is pinned here.
 * Adding a migration: add the file, list it in src/db/migrate.ts, and add the checksum this test
 * prints. A changed checksum means an edited migration: revert it and write a new one instead.
 */
const SHIPPED: Record<string, string> = {
  '2026-11-22-0001-initial': '26cb03155e166adea1a793dc6716498a5f64331cbca785c248352bf9087911cf',
  '2026-11-23-0001-pengaturan-yayasan': 'dffd079c6f6fe77e6cc74706ddd4fb473c1f734202675d31926d30318a93083e',
}

const folder = new URL('../../src/db/migrations/', import.meta.url)
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -'.ts'.length))
  .sort()
const checksum = (name: string) =>
  createHash('sha256')
    .update(readFileSync(new URL(`${name}.ts`, folder), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex')

describe('migrations', () => {
  it('every file is registered, and nothing else', () => {
    expect(Object.keys(migrations).sort()).toEqual(files)
  })

  it('are named YYYY-MM-DD-NNNN-what', () => {
    for (const name of files) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{4}-[a-z0-9-]+$/)
  })

  it.each(files)('%s is pinned and unchanged since it shipped', (name) => {
    const actual = checksum(name)
    expect(SHIPPED[name], `new migration: add  '${name}': '${actual}',  to SHIPPED`).toBeDefined()
    expect(actual, `${name} was edited after it shipped: revert it and add a new migration`).toBe(
      SHIPPED[name],
    )
  })

  it('no pinned migration was removed', () => {
    expect(files).toEqual(expect.arrayContaining(Object.keys(SHIPPED)))
  })
})
