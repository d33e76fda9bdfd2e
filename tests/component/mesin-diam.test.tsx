import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MesinDiam } from '../../src/ui/features/beranda/MesinDiam.tsx'
import { addDays, foundationTime, foundationToday } from '../../src/ui/lib/format.ts'
import { queryClient } from '../../src/ui/lib/query.ts'
import { sqlRows } from '../support/test-server.ts'
import { renderScreen } from './support/screen.tsx'

/** Beranda's notice of machines silent for more than a day (issue 32), from GET api/mesin. */
describe('Beranda: machines that stopped sending', () => {
  it('lists a machine silent for three days, not one that sent just now nor one only imported from files', async () => {
    const { server, view } = await renderScreen(<MesinDiam />)
    const machines = sqlRows<{ idmesin: number; nama: string }>(
      server,
      'SELECT idmesin, nama FROM mesin ORDER BY idmesin',
    )
    const [silent, recent, filesOnly] = machines
    if (!silent || !recent || !filesOnly) throw new Error('the demo data seeds a machine per unit')
    const threeDaysAgo = addDays(foundationToday(), -3)
    sqlRows(
      server,
      `UPDATE mesin SET push_terakhir = '${threeDaysAgo} 08:00:00' WHERE idmesin = ${silent.idmesin}`,
    )
    sqlRows(
      server,
      `UPDATE mesin SET push_terakhir = '${foundationToday()} ${foundationTime()}:00' WHERE idmesin = ${recent.idmesin}`,
    )
    await queryClient.invalidateQueries() // the list as it is now
    const notice = await within(view.container).findByTestId('mesin-diam')
    expect(notice.textContent).toContain(`${silent.nama}`)
    expect(notice.textContent).toContain('tidak mengirim sejak')
    expect(notice.textContent).not.toContain(recent.nama)
    expect(notice.textContent).not.toContain(filesOnly.nama)
    expect(screen.getByRole('link', { name: 'Periksa di Mesin Absensi' })).toBeTruthy()
  })
})
