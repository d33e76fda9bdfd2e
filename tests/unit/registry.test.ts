import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { handlers } from '../../src/api-handlers/registry.ts'
import { contract } from '../../src/contract/index.ts'

/**
 * The registry spreads one `{ name: handler }` map per domain file; a name defined in two files
 * would silently keep only the last one. Every domain map (`… satisfies HandlerMap`) is found on
 * disk, so a domain forgotten in the registry fails here too.
 */
const root = new URL('../../src/api-handlers/', import.meta.url)
const domainFiles = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !['context.ts', 'registry.ts'].includes(path))
  .filter((path) => readFileSync(new URL(path, root), 'utf8').includes('satisfies HandlerMap'))
  .sort()

type Fn = (...args: never[]) => unknown

async function domainMaps(): Promise<{ file: string; name: string; map: Record<string, Fn> }[]> {
  const found = []
  for (const file of domainFiles) {
    const module = (await import(new URL(file, root).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) {
      const isMap =
        typeof value === 'object' &&
        value !== null &&
        Object.keys(value).length > 0 &&
        Object.values(value).every((v) => typeof v === 'function')
      if (isMap) found.push({ file, name, map: value as Record<string, Fn> })
    }
  }
  return found
}

describe('handler registry', () => {
  it('finds the domain files', () => {
    expect(domainFiles).toContain('tahunajaran.ts')
  })

  it('no handler name is defined in two domain files', async () => {
    const owners = new Map<string, string[]>()
    for (const { file, name, map } of await domainMaps()) {
      for (const key of Object.keys(map)) owners.set(key, [...(owners.get(key) ?? []), `${file} (${name})`])
    }
    const duplicates = [...owners].filter(([, where]) => where.length > 1)
    expect(duplicates, 'handler names defined more than once').toEqual([])
  })

  it('registers every domain handler as written (none shadowed, none forgotten)', async () => {
    const registry = handlers as Record<string, Fn>
    for (const { file, map } of await domainMaps()) {
      for (const [key, handler] of Object.entries(map)) {
        expect(registry[key], `${key} of ${file} is not the registered handler`).toBe(handler)
      }
    }
  })

  it('registers only contract endpoints', () => {
    const names = new Set(Object.keys(contract))
    expect(Object.keys(handlers).filter((name) => !names.has(name))).toEqual([])
  })
})
