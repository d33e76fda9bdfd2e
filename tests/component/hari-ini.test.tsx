import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppProviders } from '../../src/ui/app/AppProviders.tsx'
import HariIniScreen from '../../src/ui/features/presensi/HariIniScreen.tsx'
import { configureApiClient } from '../../src/ui/lib/api-client.ts'
import { employeeToken, employeeWorkingOn, leaveRecordOn, setUp } from '../support/presensi.ts'
import { TEST_NOW, TEST_TODAY, type TestServer } from '../support/test-server.ts'
import { renderScreen } from './support/screen.tsx'

/**
 * The employee app's Hari Ini: on a day with a leave record of a type counted as dinas (issue 31),
 * 'Datang' says Dinas Luar, not Ijin, and offers no check-in; an arrival the gate's fingerprint
 * machine took (issue 32) names the machine.
 */

/** Hari Ini of an employee for whom `prepare` wrote today's record (the server comes with the screen). */
async function hariIniWith<T>(prepare: (server: TestServer, idp: number) => Promise<T>): Promise<T> {
  const { server, view } = await renderScreen(<p>memuat</p>)
  const who = await employeeWorkingOn(server, TEST_TODAY)
  const prepared = await prepare(server, who.idp)
  const token = await employeeToken(server, who.idp, TEST_NOW)
  configureApiClient({ token: () => token })
  view.rerender(
    <AppProviders>
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <HariIniScreen />
      </Router>
    </AppProviders>,
  )
  return prepared
}

describe('Hari Ini', () => {
  it('says Dinas Luar for a dinas record', async () => {
    await hariIniWith((server, idp) => leaveRecordOn(server, idp, TEST_TODAY, 'dinas'))
    expect((await screen.findByTestId('waktu-datang')).textContent).toBe('Dinas Luar')
    expect(screen.queryByRole('button', { name: 'Absen Datang' })).toBeNull()
  })

  it('names the machine that took the arrival, and offers Absen Pulang', async () => {
    const mesin = await hariIniWith((server, idp) =>
      setUp(server, async (db) => {
        const { idmesin, nama } = await db
          .selectFrom('mesin')
          .select(['idmesin', 'nama'])
          .orderBy('idmesin')
          .executeTakeFirstOrThrow()
        await db.deleteFrom('absensi').where('idp', '=', idp).where('tgl', '=', TEST_TODAY).execute()
        await db
          .insertInto('absensi')
          .values({
            ...{
              idp,
              tgl: TEST_TODAY,
              status: 0,
              waktu_masuk: '06:55',
              waktu_pulang: null,
              keterlambatan: 0,
            },
            ...{
              pulangawal: 0,
              waktukerja: 0,
              idar: null,
              lokasi: 'Gerbang',
              device: 2,
              tglentri: TEST_TODAY,
            },
            ...{ waktuentri: '06:55', lat: null, lng: null, opr: '', catatan: '', sumber_masuk: 2 },
            idmesin_masuk: idmesin,
          })
          .execute()
        return nama
      }),
    )
    expect((await screen.findByTestId('waktu-datang')).textContent).toBe(
      `06:55 · Tepat waktu · Mesin ${mesin}`,
    )
    expect(await screen.findByRole('button', { name: 'Absen Pulang' })).toBeTruthy()
  })
})
