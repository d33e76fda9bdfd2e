import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { addDays } from '../../src/domain/calendar.ts'
import { AppProviders } from '../../src/ui/app/AppProviders.tsx'
import { RiwayatPanel } from '../../src/ui/features/absensimanual/RiwayatPanel.tsx'
import { formatTanggalPendek } from '../../src/ui/lib/format.ts'
import { employeeWorkingOn, leaveRecordOn } from '../support/presensi.ts'
import { TEST_TODAY } from '../support/test-server.ts'
import { loadedTable, renderScreen } from './support/screen.tsx'

/**
 * Absensi Manual's history panel (issue 31): a leave record of a type counted as cuti or dinas reads
 * Cuti / Dinas Luar in 'Datang – Pulang'; the SPEC's Ijin still reads Ijin.
 */
describe('Absensi Manual: the history panel', () => {
  it('names a cuti day Cuti, a dinas day Dinas Luar and an ijin day Ijin', async () => {
    const yesterday = addDays(TEST_TODAY, -1)
    const twoDaysAgo = addDays(TEST_TODAY, -2)
    // The server comes with the screen; the panel is shown once its employee has the records.
    const { server, view } = await renderScreen(<p>memuat</p>)
    const who = await employeeWorkingOn(server, TEST_TODAY)
    await leaveRecordOn(server, who.idp, TEST_TODAY, 'cuti')
    await leaveRecordOn(server, who.idp, yesterday, 'dinas')
    await leaveRecordOn(server, who.idp, twoDaysAgo, null)
    view.rerender(
      <AppProviders>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <RiwayatPanel idp={who.idp} />
        </Router>
      </AppProviders>,
    )
    const table = await loadedTable('Riwayat absensi manual')
    const rowOf = (tgl: string) =>
      within(table)
        .getAllByRole('row')
        .find((row) => row.textContent?.includes(formatTanggalPendek(tgl)))
    expect(rowOf(TEST_TODAY)?.textContent).toContain('Cuti')
    expect(rowOf(TEST_TODAY)?.textContent).not.toContain('Ijin')
    expect(rowOf(yesterday)?.textContent).toContain('Dinas Luar')
    expect(rowOf(twoDaysAgo)?.textContent).toContain('Ijin')
  })
})
