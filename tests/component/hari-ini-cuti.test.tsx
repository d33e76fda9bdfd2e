import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppProviders } from '../../src/ui/app/AppProviders.tsx'
import HariIniScreen from '../../src/ui/features/presensi/HariIniScreen.tsx'
import { configureApiClient } from '../../src/ui/lib/api-client.ts'
import { employeeToken, employeeWorkingOn, leaveRecordOn } from '../support/presensi.ts'
import { TEST_NOW, TEST_TODAY } from '../support/test-server.ts'
import { renderScreen } from './support/screen.tsx'

/**
 * The employee app's Hari Ini (issue 31): on a day with a leave record of a type counted as dinas,
 * 'Datang' says Dinas Luar, not Ijin, and offers no check-in.
 */
describe('Hari Ini on a leave day', () => {
  it('says Dinas Luar for a dinas record', async () => {
    // The server comes with the screen; the app is shown once the employee has the record.
    const { server, view } = await renderScreen(<p>memuat</p>)
    const who = await employeeWorkingOn(server, TEST_TODAY)
    await leaveRecordOn(server, who.idp, TEST_TODAY, 'dinas')
    const token = await employeeToken(server, who.idp, TEST_NOW)
    configureApiClient({ token: () => token })
    view.rerender(
      <AppProviders>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <HariIniScreen />
        </Router>
      </AppProviders>,
    )
    expect((await screen.findByTestId('waktu-datang')).textContent).toBe('Dinas Luar')
    expect(screen.queryByRole('button', { name: 'Absen Datang' })).toBeNull()
  })
})
