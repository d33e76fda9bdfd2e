import { readdirSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { publicDirFor } from '../../vite.config.ts'

describe('the live build', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('copies no public/ (mockServiceWorker.js), the mock build does', () => {
    vi.stubEnv('VITE_API_MODE', 'live')
    expect(publicDirFor('production')).toBe(false)
    vi.stubEnv('VITE_API_MODE', 'mock')
    expect(publicDirFor('production')).toBe('public')
  })

  it('loses nothing else by it: public/ holds only the MSW worker', () => {
    // openapi.json is generated there by `npm run contract` (gitignored), not a source file.
    const sources = readdirSync(new URL('../../public', import.meta.url)).filter(
      (name) => name !== 'openapi.json',
    )
    expect(sources).toEqual(['mockServiceWorker.js'])
  })
})
