import { describe, expect, it } from 'vitest'
import { generatePassword, waShareLink } from '../../src/ui/features/pegawai/credentials.ts'

describe('generated employee password', () => {
  it('is 8 characters without look-alikes (0/O, 1/l/I) and differs between calls', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword())
    for (const pass of passwords) expect(pass).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{8}$/)
    expect(new Set(passwords).size).toBe(200)
  })
})

describe('WhatsApp share link', () => {
  it('uses the +62 number without "+" and carries NIP and password in the text', () => {
    const link = waShareLink('+6281234567890', 'Siti', '2020010001', 'Ab3dEf7h')
    expect(link).not.toBeNull()
    const url = new URL(link ?? '')
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281234567890')
    const text = url.searchParams.get('text') ?? ''
    expect(text).toContain('Siti')
    expect(text).toContain('NIP: 2020010001')
    expect(text).toContain('Kata sandi: Ab3dEf7h')
  })

  it('accepts the local 08… form', () => {
    expect(waShareLink('0812-3456-7890', 'Siti', '1', 'x')).toMatch(/^https:\/\/wa\.me\/6281234567890\?/)
  })

  it('is absent without a usable number', () => {
    expect(waShareLink('', 'Siti', '1', 'x')).toBeNull()
    expect(waShareLink('+62123', 'Siti', '1', 'x')).toBeNull()
  })
})
