import { QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import BerandaPage from '../../src/ui/features/beranda/BerandaPage.tsx'
import { configureApiClient } from '../../src/ui/lib/api-client.ts'
import { queryClient } from '../../src/ui/lib/query.ts'
import { appStore, sessionAtom } from '../../src/ui/lib/session.ts'
import { renderScreen } from './support/screen.tsx'

/**
 * Issue 18: after a reload the dashboard shows the session's last counts at once, marked as
 * updating, until the database answers; never to another session.
 */
let openBackend: () => void = () => undefined
/** Holds every request until `openBackend()`, as a database still opening does. */
function backendStillOpening() {
  const opened = new Promise<void>((resolve) => {
    openBackend = resolve
  })
  configureApiClient({ ready: () => opened })
}
afterEach(() => {
  openBackend()
  configureApiClient({ ready: () => Promise.resolve() })
})

/** The providers renderScreen puts around a screen (rerender replaces the whole tree). */
const inApp = (ui: ReactNode) => (
  <Provider store={appStore}>
    <QueryClientProvider client={queryClient}>
      <Router hook={memoryLocation({ path: '/' }).hook}>{ui}</Router>
    </QueryClientProvider>
  </Provider>
)

/** The first visit: waits for the current count and returns it, and a reload of the page. */
async function firstVisit() {
  const { view } = await renderScreen(inApp(<BerandaPage key="first" title="Beranda" />))
  const tile = await screen.findByTestId('jum-pegawai')
  const count = tile.textContent ?? ''
  expect(count).toMatch(/^\d/)
  const reload = () => {
    queryClient.clear() // a reload starts with an empty query cache
    view.rerender(inApp(<BerandaPage key="reloaded" title="Beranda" />))
  }
  return { count, reload }
}

describe('Beranda: the last counts while the database opens', () => {
  it('shows them marked Memperbarui… (no live test id), then the answer replaces them', async () => {
    const { count, reload } = await firstVisit()
    backendStillOpening()
    reload()

    const status = await screen.findByText(/^Memperbarui…/)
    expect(status.getAttribute('role')).toBe('status')
    expect(status.textContent).toMatch(/^Memperbarui… angka di bawah dari kunjungan terakhir \(.+\)\.$/)
    const kept = document.querySelector('[data-terakhir="jum-pegawai"]')
    expect(kept?.textContent).toBe(count)
    expect(kept?.closest('[aria-busy="true"]')).not.toBeNull()
    expect(screen.queryByTestId('jum-pegawai')).toBeNull()

    openBackend()
    expect((await screen.findByTestId('jum-pegawai')).textContent).toBe(count)
    expect(screen.queryByText(/^Memperbarui…/)).toBeNull()
    expect(document.querySelector('[data-terakhir]')).toBeNull()
  })

  it('another session (a new login) never sees them: it waits with the plain loading state', async () => {
    const { reload } = await firstVisit()
    const session = appStore.get(sessionAtom)
    if (!session) throw new Error('no session after login')
    appStore.set(sessionAtom, { ...session, token_app: `${session.token_app}-lain` })
    backendStillOpening()
    reload()

    const loading = await screen.findByRole('status')
    expect(within(loading).getByText('Memuat...')).toBeTruthy()
    expect(document.querySelector('[data-terakhir]')).toBeNull()
    expect(localStorage.getItem('presensi.jawaban-terakhir')).toBeNull() // dropped on the change
  })
})
