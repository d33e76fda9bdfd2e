import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { ADMIN_ONLY } from '../../src/ui/app/guards.tsx'
import { documentTitle, ROUTE_NAMES, ROUTES, type RouteName } from '../../src/ui/app/route-table.ts'
import { SESSION_MESSAGES } from '../../src/ui/app/session-flow.ts'
import type { StoredSession } from '../../src/ui/lib/session.ts'
import { mswServer, rawCall, TEST_API } from '../support/test-server.ts'
import {
  expectAddress,
  findLoginButton,
  findPageHeading,
  findScreen,
  logout,
  navigateInApp,
  queryPageHeadings,
  renderApp,
  storedSession,
  submitLogin,
} from './support/app.tsx'

/**
 * The route guards of SPEC.md §2, §4 and §6 on the whole app (App.tsx as main.tsx renders it), for
 * every route of the table (src/ui/app/route-table.ts) at every level. The few checks that need a
 * real browser (a reload, localStorage before the first load, a failed fetch) stay in
 * tests/e2e/guards.spec.ts.
 */

/** An employee of the demo data: the id a ':idp' route is opened with. */
const DEMO_EMPLOYEE = 5

/** Every route of the table at an address it answers ('/pegawai/:idp' → '/pegawai/5'). */
const CASES = ROUTE_NAMES.map((name: RouteName) => ({
  path: ROUTES[name].path.replace(/:\w+/g, String(DEMO_EMPLOYEE)),
  title: ROUTES[name].title,
  level: ROUTES[name].level,
}))
// Split by the table's data, not by canOpen(): the guard's own logic is what is under test.
const levelZeroOnly = CASES.filter(({ level }) => level === 0)
const openToLevelOne = CASES.filter(({ level }) => level === 1)

const { expired: SESSION_EXPIRED } = SESSION_MESSAGES

/** What the layout asks for on any page: the session check, the top bar's foundation name (lib/foundation.ts). */
const LAYOUT_REQUESTS = ['api/cek/pengguna', 'api/pengaturan']

/** The admin api paths requested from now on ('api/pegawai'), as the app's fetches reach the server. */
function recordRequests(): string[] {
  const paths: string[] = []
  mswServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.href.startsWith(TEST_API)) paths.push(url.href.slice(TEST_API.length).split('?')[0] ?? '')
  })
  return paths
}

/**
 * A level-0 page opened by a unit admin: it stays at its address and says whom it is for, with the
 * route's title in the tab, a way back to Beranda, and the screen itself not rendered.
 */
async function expectAdminOnlyPage(path: string, title: string) {
  await expectAddress(path)
  expect(await findPageHeading(ADMIN_ONLY)).toBeTruthy()
  expect(screen.getByText(`${title} hanya dapat dibuka oleh Admin Yayasan.`, { exact: false })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/')
  expect(document.title).toBe(documentTitle(title))
  expect(queryPageHeadings(title)).toHaveLength(0)
}

/** The login address that returns to `path` afterwards ('/' needs no note). */
const loginFor = (path: string) => (path === '/' ? '/login' : `/login?kembali=${encodeURIComponent(path)}`)

afterEach(() => {
  mswServer.resetHandlers()
  mswServer.events.removeAllListeners('request:start')
})

describe('Without a session every route goes to /login, noting the page asked for', () => {
  it.each(CASES)('$path → login', async ({ path }) => {
    await renderApp({ path })
    await expectAddress(loginFor(path))
    await findLoginButton()
    expect(storedSession()).toBeNull()
    // Nobody was logged out: no 'session ended' notice.
    expect(screen.queryByText(SESSION_EXPIRED)).toBeNull()
  })
})

describe('Level 0 (admin)', () => {
  it.each(CASES)('opens $path ($title) through client-side navigation', async ({ path, title }) => {
    await renderApp({ path: '/', session: DEMO_ADMIN })
    await findPageHeading('Beranda')
    navigateInApp(path)
    await expectAddress(path)
    expect(await findScreen(title)).toBeTruthy()
  })
})

describe('Level 1 (unit)', () => {
  it.each(levelZeroOnly)(
    '$path (level 0 only) says it is for Admin Yayasan, requesting nothing',
    async ({ path, title }) => {
      const requested = recordRequests()
      await renderApp({ path, session: DEMO_UNIT_ADMIN })
      await expectAdminOnlyPage(path, title)
      // The screen's data is not asked for: only what the layout asks on any page.
      expect(requested.filter((p) => !LAYOUT_REQUESTS.includes(p))).toEqual([])
    },
  )

  it('a logged-in unit opening /login goes home', async () => {
    await renderApp({ path: '/login', session: DEMO_UNIT_ADMIN })
    await expectAddress('/')
    await findPageHeading('Beranda')
  })

  it('a level 0 route reached through client-side navigation says so too; its link leads home', async () => {
    const { user } = await renderApp({ path: '/', session: DEMO_UNIT_ADMIN })
    await findPageHeading('Beranda')
    // No link of the app leads a unit admin there: Beranda's employee count is a plain figure.
    await screen.findByTestId('jum-pegawai')
    expect(screen.queryByRole('link', { name: /Pegawai Aktif/ })).toBeNull()
    navigateInApp(ROUTES.pegawai.path)
    await expectAdminOnlyPage(ROUTES.pegawai.path, ROUTES.pegawai.title)
    await user.click(screen.getByRole('link', { name: 'Kembali ke Beranda' }))
    await expectAddress('/')
    await findPageHeading('Beranda')
  })

  it.each(openToLevelOne)('$path is open to level 1 by its address', async ({ path, title }) => {
    await renderApp({ path, session: DEMO_UNIT_ADMIN })
    expect(await findScreen(title)).toBeTruthy()
    await expectAddress(path)
  })

  it.each(openToLevelOne)(
    '$path is open to level 1 through client-side navigation',
    async ({ path, title }) => {
      await renderApp({ path: '/', session: DEMO_UNIT_ADMIN })
      await findPageHeading('Beranda')
      navigateInApp(path)
      await expectAddress(path)
      expect(await findScreen(title)).toBeTruthy()
    },
  )
})

describe('The session check on load', () => {
  it('a bogus stored token is rejected: cleared, and /login notes the page asked for', async () => {
    // Not the demo's token: the check runs once per token and page load (session-flow.ts).
    const bogus: StoredSession = {
      token_app: 'e'.repeat(64),
      levelx: 0,
      namalengkap: 'X',
      usernama: 'x',
      ids: null,
      sekolah: '',
    }
    await renderApp({ path: '/pegawai', session: bogus })
    await expectAddress('/login?kembali=%2Fpegawai')
    expect(await screen.findByText(SESSION_EXPIRED)).toBeTruthy()
    expect(storedSession()).toBeNull()
  })

  it('a check that fails on the network keeps the session: it says nothing about the token', async () => {
    let checks = 0
    mswServer.use(
      http.get(`${TEST_API}api/cek/pengguna`, () => {
        checks += 1
        return HttpResponse.error() // fetch rejects: the api client's status 0
      }),
    )
    await renderApp({ path: '/tahunajaran', session: DEMO_ADMIN, newLogin: true })
    await expect.poll(() => checks).toBe(1)
    expect(storedSession()).not.toBeNull()
    await expectAddress('/tahunajaran')
    expect(await findScreen('Tahun Ajaran')).toBeTruthy()
    expect(screen.queryByText(SESSION_EXPIRED)).toBeNull()
  })
})

describe('Logout and logging in again', () => {
  it('after logout the unit user can log in again', async () => {
    const { user } = await renderApp({ path: '/login' })
    await submitLogin(user, DEMO_UNIT_ADMIN)
    await findPageHeading('Beranda')
    await logout(user)
    await submitLogin(user, DEMO_UNIT_ADMIN)
    await expectAddress('/')
    await findPageHeading('Beranda')
    expect(within(screen.getByRole('banner')).getByText('Admin SDIT 1')).toBeTruthy()
  })
})

describe('Return to the page asked for', () => {
  it.each(['//contoh.invalid/x', '/\\contoh.invalid', 'https://contoh.invalid', '/login'])(
    'the return address stays inside the app: %s → /',
    async (target) => {
      const { user } = await renderApp({ path: `/login?kembali=${encodeURIComponent(target)}` })
      await submitLogin(user, DEMO_UNIT_ADMIN)
      await expectAddress('/')
      await findPageHeading('Beranda')
      await logout(user)
    },
  )

  it('a unit admin returned to a level-0 page is told it is for Admin Yayasan', async () => {
    const { user } = await renderApp({ path: '/shift' })
    await expectAddress('/login?kembali=%2Fshift')
    await submitLogin(user, DEMO_UNIT_ADMIN)
    await expectAdminOnlyPage('/shift', ROUTES.jadwal.title)
  })

  it('a session ended by the server says so and returns to the page after logging in again', async () => {
    const { user, stored } = await renderApp({ path: '/liburkhusus', session: DEMO_ADMIN })
    await findPageHeading('Libur Khusus')
    // The session ends on the server behind the app's back (expiry, or Keluar in another browser).
    await rawCall('POST', 'admin/logout', { token: stored?.token_app })

    navigateInApp('/shift')
    await expectAddress('/login?kembali=%2Fshift')
    expect(await screen.findByRole('status')).toHaveProperty('textContent', SESSION_EXPIRED)
    expect(storedSession()).toBeNull()

    await submitLogin(user, DEMO_ADMIN)
    await expectAddress('/shift')
    expect(await findScreen('Jadwal')).toBeTruthy()
  })
})
