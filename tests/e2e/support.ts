import { expect, type Locator, type Page } from '@playwright/test'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { NAMA_YAYASAN } from '../../seeds/offices.ts'
import { E2E_SESSIONS_FILE, startsLoggedInToo } from './fixed-clock.ts'

/** The demo logins of seeds/credentials.ts. */
export const ADMIN = DEMO_ADMIN
export const UNIT = DEMO_UNIT_ADMIN
export type DemoUser = typeof ADMIN | typeof UNIT
/** The demo foundation's name (setting nama_yayasan, written by the seed). */
export const FOUNDATION = NAMA_YAYASAN

/** localStorage key of the session (src/ui/lib/session.ts). */
export const SESSION_KEY = 'presensi.sesi'

/** The login page's notice after the server ended the session (src/ui/app/session-flow.ts). */
export const SESSION_EXPIRED = 'Sesi Anda telah berakhir. Silakan masuk kembali.'

/** What a level-0 page shows a unit admin, at its own address (src/ui/app/guards.tsx, issue 34). */
export const ADMIN_ONLY = 'Halaman ini khusus Admin Yayasan'

/** A unit admin at `path`, a level-0 route titled `title`: told so, the screen not shown. */
export async function expectAdminOnlyPage(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { name: ADMIN_ONLY, level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/')
  await expect(page).toHaveTitle(new RegExp(`^${title} · `))
  await expect(page.getByRole('heading', { name: title, level: 1 })).toHaveCount(0)
}

export const NO_ACTIVE_YEAR =
  'Belum ada tahun ajaran aktif. Hubungi administrator yayasan untuk memilih tahun ajaran yang aktif!'

/** Fills the login form and presses 'Masuk' (no navigation expected: callers assert the outcome). */
export async function submitLogin(page: Page, user: { usernama: string; pass: string }) {
  if (!/\/login$/.test(new URL(page.url() || 'about:blank', 'http://x').pathname)) await page.goto('/login')
  await page.getByLabel('Nama Pengguna').fill(user.usernama)
  await page.getByLabel('Kata Sandi').fill(user.pass)
  await page.getByRole('button', { name: 'Masuk' }).click()
}

/**
 * Logs in and waits for the dashboard. On a page that has not opened anything yet, in a context on
 * the suite's instant and demo file (useSuiteClock), the login is a set-up, not the subject (the
 * login screen has its own specs): the page starts with the session of
 * the login made once in the prebuilt demo file (make-demo-file.ts), as the app stores it after
 * 'Masuk', and opens Beranda, which checks it with the server. Later logins (another user, after
 * Keluar) go through the login screen.
 */
export async function login(page: Page, user: DemoUser) {
  if (page.url() === 'about:blank' && startsLoggedInToo(page.context()))
    await openWithStoredSession(page, user)
  else await submitLogin(page, user)
  // A first visit starts the in-browser database (seeding the demo): longer than one click on a busy CI.
  await expect(page).toHaveURL('/', { timeout: 50_000 })
  await expect(page.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
}

/** The demo file's sessions by usernama, read once per worker from the served e2e build. */
let demoSessions: Promise<Record<string, unknown>> | null = null

async function openWithStoredSession(page: Page, user: DemoUser) {
  demoSessions ??= page.request.get(`/${E2E_SESSIONS_FILE}`).then((response) => response.json())
  const session = (await demoSessions)[user.usernama]
  if (!session) throw new Error(`${E2E_SESSIONS_FILE} has no session of ${user.usernama}`)
  // Once per tab (sessionStorage survives its reloads): a reload after Keluar stays logged out.
  await page.addInitScript(
    ({ key, stored }) => {
      if (location.origin === 'null' || sessionStorage.getItem('e2e.sesi-awal')) return
      sessionStorage.setItem('e2e.sesi-awal', '1')
      localStorage.setItem(key, stored)
    },
    { key: SESSION_KEY, stored: JSON.stringify(session) },
  )
  await page.goto('/')
  // The layout shows from the stored session before the local server serves; a login's answer
  // meant it served (its database stored): wait for the same before the test goes on.
  await untilBackendReady(page)
}

/** The raw stored session, or null. */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)
}

/** The token of the stored session (fails the test when there is none). */
export async function storedToken(page: Page): Promise<string> {
  const raw = await storedSession(page)
  expect(raw, 'a session is stored').not.toBeNull()
  return (JSON.parse(raw ?? '{}') as { token_app: string }).token_app
}

/** Presses 'Keluar' in the top bar and waits for the login screen. */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Keluar' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible()
}

/** The sidebar navigation. */
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Menu utama' })

/** A one-line alert dialog ('Gagal', 'Gagal Login', ...) by its title. */
export const alertDialog = (page: Page, title: string) => page.getByRole('alertdialog', { name: title })

/** Client-side navigation, as a link click would do (wouter follows history.pushState). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

// Academic years (Tahun Ajaran screen)

export const table = (page: Page) => page.getByRole('table')

/**
 * Waits until a DataTable has finished its first load: while it loads it shows one loading row and
 * carries aria-busy, so counting rows before this would count that row.
 */
export async function expectLoaded(tableLocator: Locator) {
  await expect(tableLocator).toBeVisible()
  await expect(tableLocator).not.toHaveAttribute('aria-busy')
}
export const yearRow = (page: Page, nama: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: nama, exact: true }) })

/** Asserts a sonner toast with this text, then closes it so the next one is not confused with it. */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('listitem').filter({ hasText: text })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Tutup notifikasi' }).click()
  await expect(toast).toHaveCount(0)
}

export async function openTahunAjaran(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Tahun Ajaran' }).click()
  await expect(page).toHaveURL('/tahunajaran')
  await expect(page.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
}

export async function deleteYear(page: Page, nama: string) {
  await page.getByRole('button', { name: `Hapus ${nama}` }).click()
  const confirm = alertDialog(page, `Hapus tahun ajaran ${nama}?`)
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText('Sekali terhapus data tidak akan bisa dikembalikan!')
  await confirm.getByRole('button', { name: 'Ya, hapus' }).click()
  await expect(confirm).toBeHidden()
  await expectToast(page, 'Data telah dihapus!')
  await expect(yearRow(page, nama)).toHaveCount(0)
}

export async function openAddModal(page: Page) {
  await page.getByRole('button', { name: 'Tambah Tahun Ajaran' }).click()
  const modal = page.getByRole('dialog', { name: 'Tambah Tahun Ajaran' })
  await expect(modal).toBeVisible()
  return modal
}

export async function fillYear(page: Page, nama: string, tglawal: string, tglakhir: string) {
  const modal = page.getByRole('dialog', { name: 'Tambah Tahun Ajaran' })
  await modal.getByLabel('Tahun Ajaran').fill(nama)
  await modal.getByLabel('Tanggal Mulai').fill(tglawal)
  await modal.getByLabel('Tanggal Selesai').fill(tglakhir)
  await modal.getByRole('button', { name: 'Simpan' }).click()
}

export async function addYear(page: Page, nama: string, tglawal: string, tglakhir: string) {
  const modal = await openAddModal(page)
  await fillYear(page, nama, tglawal, tglakhir)
  await expectToast(page, 'Data telah ditambahkan!')
  await expect(modal).toBeHidden()
  await expect(yearRow(page, nama)).toHaveCount(1)
}

export async function activateYear(page: Page, nama: string, warning?: RegExp) {
  await yearRow(page, nama).getByRole('button', { name: 'Jadikan Aktif' }).click()
  const confirm = alertDialog(page, `Aktifkan tahun ajaran ${nama}?`)
  await expect(confirm).toContainText('Tahun ajaran lain akan dinonaktifkan.')
  if (warning) await expect(confirm).toContainText(warning)
  else await expect(confirm).not.toContainText('tidak berada dalam')
  await confirm.getByRole('button', { name: 'Ya, aktifkan' }).click()
  await expectToast(page, 'Tersimpan!')
  await expect(yearRow(page, nama).getByText('Aktif', { exact: true })).toBeVisible()
  await expect(yearRow(page, nama).getByRole('button', { name: 'Jadikan Aktif' })).toHaveCount(0)
}

/**
 * Lets a test cut the connection for chosen API paths: the app's fetch then fails exactly as it
 * does offline ('Failed to fetch'). Install before the first navigation; switch with `setOffline`.
 */
export async function installNetworkSwitch(page: Page) {
  await page.addInitScript(() => {
    const real = window.fetch.bind(window)
    const state = window as unknown as { __offlinePaths: string[] }
    // Kept in sessionStorage so a cut connection stays cut across a reload.
    state.__offlinePaths = JSON.parse(sessionStorage.getItem('offlinePaths') ?? '[]') as string[]
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const failing = JSON.parse(sessionStorage.getItem('failingPaths') ?? '[]') as string[]
      if (failing.some((part) => url.includes(part)))
        return Promise.resolve(
          Response.json({ status: 'gagal', pesan: 'Terjadi kesalahan pada server.' }, { status: 500 }),
        )
      if (state.__offlinePaths.some((part) => url.includes(part)))
        return Promise.reject(new TypeError('Failed to fetch'))
      return real(input, init)
    }
  })
}

/**
 * Makes the chosen API paths answer a server error (500 'gagal'). In mock mode a write whose fetch
 * fails is asked again by its request id through the direct page → worker hop (it cannot be lost to
 * a dying service worker), so a write's failure path is driven with a server error, not a cut line.
 */
export function setServerError(page: Page, paths: string[]) {
  return page.evaluate((list) => sessionStorage.setItem('failingPaths', JSON.stringify(list)), paths)
}

export function setOffline(page: Page, paths: string[]) {
  return page.evaluate((list) => {
    ;(window as unknown as { __offlinePaths: string[] }).__offlinePaths = list
    sessionStorage.setItem('offlinePaths', JSON.stringify(list))
  }, paths)
}

/**
 * Waits until the page's mock backend serves. A screen may render before the mock has started in
 * a freshly loaded page (issue 18's early render); until then a fetch from the page outside the
 * app's client reaches the static server.
 */
export async function untilBackendReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 50_000 })
}

/** How a date field shows 'YYYY-MM-DD' (the kit's DatePicker: 'DD/MM/YYYY', whatever the browser's language). */
export function shownDate(ymd: string): string {
  const [y, m, d] = ymd.split('-')
  return `${d}/${m}/${y}`
}
