import { describe, expect, it } from 'vitest'
import { clockFrom, e2eSwitchesNamed } from '../../src/worker/e2e-switches.ts'

/** The e2e page's requests to its worker, passed in the worker's name (e2e build only). */
describe('e2e switches in the worker name', () => {
  it('reads the fault, the page clock and the demo file', () => {
    const name = JSON.stringify({ fault: 'disk-full', pageNow: 1_000, demoFile: '/e2e-demo.sqlite' })
    expect(e2eSwitchesNamed(name)).toEqual({
      fault: 'disk-full',
      pageNow: 1_000,
      demoFile: '/e2e-demo.sqlite',
    })
  })

  it('a plain or broken name asks for nothing', () => {
    expect(e2eSwitchesNamed('')).toEqual({})
    expect(e2eSwitchesNamed('disk-full')).toEqual({})
    expect(e2eSwitchesNamed('{not json')).toEqual({})
  })

  it("the worker's clock starts at the page's instant and runs on in real time", () => {
    const pageNow = Date.parse('2026-11-18T03:00:00Z')
    const now = clockFrom(pageNow)
    const first = now().getTime()
    expect(Math.abs(first - pageNow)).toBeLessThan(1_000)
    expect(now().getTime()).toBeGreaterThanOrEqual(first)
  })
})
