import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { firstIssueMessage } from '../../src/api-handlers/router.ts'
import { absensiPulangBody } from '../../src/contract/absensi.ts'
import { expectConforms } from '../support/conforms.ts'

const messageFor = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value)
  if (parsed.success) throw new Error('expected a validation failure')
  return firstIssueMessage(parsed.error)
}

describe('firstIssueMessage', () => {
  it("names the field and the types in Indonesian when zod's own wording is all there is", () => {
    expect(messageFor(z.object({ idar: z.number() }), { idar: '' })).toBe(
      'Isian idar tidak valid: diharapkan angka, diterima teks.',
    )
  })

  it("keeps the contract's own message as it is", () => {
    expect(messageFor(z.object({ nama: z.string({ error: 'Lengkapi isian!' }) }), {})).toBe('Lengkapi isian!')
  })

  it('a generic message without a field stays unprefixed', () => {
    expect(messageFor(z.number(), 'x')).toBe('Input tidak valid: diharapkan number, diterima string')
  })
})

describe('manual departure body (SPEC.md §3 payload)', () => {
  const base = { tgl: '2026-11-23', waktu: '14:00', idp: 1, catatan: '' }

  it("takes the spec's whole payload: device '1' or 1, the hidden location and status in any form", () => {
    for (const extra of [
      { device: '1', idar: '', status: '' },
      { device: 1, idar: 0, status: 0 },
      { device: '1', idar: null, status: '0' },
      {},
    ]) {
      const parsed = expectConforms(absensiPulangBody, { ...base, ...extra }, JSON.stringify(extra))
      expect(parsed.device).toBe('1')
    }
  })

  it('refuses another device with a message that names the right value', () => {
    expect(messageFor(absensiPulangBody, { ...base, device: 0 })).toBe("Perangkat harus '1' (manual)")
  })
})
