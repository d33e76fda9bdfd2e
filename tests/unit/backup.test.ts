import { describe, expect, it } from 'vitest'
import {
  daysSinceExport,
  exportFileName,
  formatInstant,
  formatUkuran,
  needsBackup,
} from '../../src/ui/features/data/backup.ts'

describe('backup reminder', () => {
  const now = new Date('2026-11-23T10:00:00+07:00')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

  it('asks for a backup when there has never been one', () => {
    expect(daysSinceExport(null, now)).toBeNull()
    expect(needsBackup(null, now)).toBe(true)
  })

  it('is quiet up to 7 days after the last export, and reminds after that', () => {
    expect(needsBackup(daysAgo(0), now)).toBe(false)
    expect(needsBackup(daysAgo(7), now)).toBe(false)
    expect(needsBackup(daysAgo(7.5), now)).toBe(false)
    expect(needsBackup(daysAgo(8), now)).toBe(true)
    expect(daysSinceExport(daysAgo(12), now)).toBe(12)
  })
})

describe('export file', () => {
  it("says when it was made as HH:mm with a colon, on the foundation's clock (docs/words.md)", () => {
    expect(formatInstant('2026-11-03T00:05:00Z')).toMatch(/3 November 2026 pukul 07:05$/)
  })

  it("is named after the foundation's time (WIB by default), minutes included, whatever the TZ", () => {
    const at = new Date('2026-11-03T07:05:00+07:00') // 00:05 UTC, 2 Nov 19:05 in New York
    expect(exportFileName(at)).toBe('presensi-20261103-0705.sqlite')
  })

  it('sizes read the Indonesian way', () => {
    expect(formatUkuran(512)).toBe('512 byte')
    expect(formatUkuran(1536)).toBe('1,5 KB')
    expect(formatUkuran(106_237_952)).toBe('101,3 MB')
  })
})
