import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { DEMO_ADMIN } from '../../../seeds/credentials.ts'
import type { SessionUser } from '../../../src/contract/session.ts'
import { AppProviders } from '../../../src/ui/app/AppProviders.tsx'
import { configureApiClient } from '../../../src/ui/lib/api-client.ts'
import { currentToken, saveSession } from '../../../src/ui/lib/session.ts'
import { rawCall, startTestServer, type TestServer } from '../../support/test-server.ts'

export interface ScreenOptions {
  user?: { usernama: string; pass: string }
  /** The location the screen starts at (wouter memory location). */
  path?: string
}

/**
 * Renders a screen as the app does (jotai store, the one query cache, message/confirm/toast hosts,
 * a router) against a fresh copy of the demo server, logged in as `user` (default the admin).
 */
export async function renderScreen(ui: ReactNode, options: ScreenOptions = {}) {
  const server: TestServer = await startTestServer()
  const login = await rawCall('PUT', 'admin/login', { body: options.user ?? DEMO_ADMIN })
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`)
  saveSession(login.body.data as SessionUser)
  configureApiClient({ token: currentToken })
  const location = memoryLocation({ path: options.path ?? '/', record: true })
  const view = render(
    <AppProviders>
      <Router hook={location.hook}>{ui}</Router>
    </AppProviders>,
  )
  return { server, view, location, user: userEvent.setup() }
}

/** Waits for a table to finish its first load (the loading row gone). */
export async function loadedTable(name?: string) {
  const table = name ? await screen.findByRole('table', { name }) : await screen.findByRole('table')
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull()
  return table
}

/** The open message dialog ('Perhatian', 'Gagal') must say `text`; closes it with OK. */
export async function expectMessage(user: ReturnType<typeof userEvent.setup>, title: string, text: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title })
  expect(dialog.textContent).toContain(text)
  await user.click(within(dialog).getByRole('button', { name: 'OK' }))
  await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull()
}
