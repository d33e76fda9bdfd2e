import { type BrowserContext, expect, type Page, type Worker } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { copyStoreFile, storageFiles, storagePage, writeStoreFile } from './storage.ts'
import {
  ADMIN,
  addYear,
  expectToast,
  login,
  logout,
  openAddModal,
  openTahunAjaran,
  storedToken,
  yearRow,
} from './support.ts'

/**
 * Every tab works at once: the first tab's worker holds the database and serves the others; when
 * it closes, the next tab takes over. Pages share one context (one origin, one OPFS).
 */

type Role = 'owner' | 'guest'
const html = (page: Page) => page.locator('html')

/** What a tab shows, for a failure message: its backend's state and role, and any alert. */
async function tabState(page: Page) {
  const backend = await html(page).getAttribute('data-backend')
  const role = await html(page).getAttribute('data-backend-role')
  const alerts = await page.getByRole('alert').allTextContents()
  return `${page.url()}: backend ${backend}, role ${role}, alerts ${JSON.stringify(alerts)}`
}

/** The rows are on the tab's screen; if not, the failure says what the tab shows and what its API lists. */
async function expectYearRows(page: Page, names: string[]) {
  try {
    for (const nama of names) await expect(yearRow(page, nama)).toHaveCount(1)
  } catch (error) {
    const listed = await yearIds(page).then(
      (ids) => JSON.stringify([...ids.keys()]),
      (failure: unknown) => `the list failed: ${String(failure)}`,
    )
    throw new Error(`${String(error)}\n${await tabState(page)}\nlisted: ${listed}`)
  }
}

async function expectServing(page: Page, role: Role) {
  await expect(html(page)).toHaveAttribute('data-backend', 'ready')
  await expect(html(page)).toHaveAttribute('data-backend-role', role)
}

/** A further tab of the app on `path` (the session is shared through localStorage). */
async function openTab(context: BrowserContext, path: string) {
  const page = await context.newPage()
  await page.goto(path)
  await expectServing(page, 'guest')
  return page
}

/** The first tab (it opens the database) and two more, all logged in and serving. */
async function threeTabs(page: Page, context: BrowserContext) {
  await login(page, ADMIN)
  await expectServing(page, 'owner')
  return [page, await openTab(context, '/tahunajaran'), await openTab(context, '/tahunajaran')] as const
}

interface Answer {
  status: number
  body: { status: string; pesan: string; id?: number }
}

/** A year whose name and dates fit the server's rules; distinct starts never overlap. */
const yearStarting = (start: number) => ({
  nama: `${start}/${start + 1}`,
  tglawal: `${start}-07-01`,
  tglakhir: `${start + 1}-06-30`,
})

/** POST api/tahunajaran from the page, as the UI's client sends it. */
async function postYear(page: Page, start: number): Promise<Answer> {
  const token = await storedToken(page)
  return page.evaluate(
    async ({ token, year }) => {
      const response = await fetch('/admin/api/tahunajaran', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(year),
      })
      return { status: response.status, body: await response.json() }
    },
    { token, year: yearStarting(start) },
  )
}

/** Starts a POST in the page without waiting; `collectPost(page)` awaits its answer. */
async function startPost(page: Page, start: number) {
  const token = await storedToken(page)
  await page.evaluate(
    ({ token, year }) => {
      const pending = fetch('/admin/api/tahunajaran', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(year),
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
      Object.assign(window, { pendingPost: pending })
    },
    { token, year: yearStarting(start) },
  )
}

const collectPost = (page: Page): Promise<Answer> =>
  page.evaluate(() => (window as unknown as { pendingPost: Promise<Answer> }).pendingPost)

/** The academic years the server lists, read from this page: name → id. */
async function yearIds(page: Page): Promise<Map<string, number>> {
  const token = await storedToken(page)
  const rows = await page.evaluate(async (token) => {
    const response = await fetch('/admin/api/tahunajaran', { headers: { Authorization: `Bearer ${token}` } })
    return ((await response.json()) as { datae: { id: number; nama: string }[] }).datae
  }, token)
  const ids = new Map<string, number>()
  for (const row of rows) {
    expect(ids.has(row.nama), `${row.nama} listed once`).toBe(false)
    ids.set(row.nama, row.id)
  }
  return ids
}

/** This tab's local-server worker (Playwright can run code in it, like a developer console). */
function serverWorker(page: Page): Worker {
  const worker = page.workers().find((w) => w.url().includes('server.worker'))
  if (!worker) throw new Error('no server worker in this page')
  return worker
}

type Counted = { forwarded: number }

/**
 * From now on, counts the POSTs this worker hands to another tab (its BroadcastChannel posts;
 * the page's own reads, which may still be loading, are left out).
 */
async function countForwardedPosts(worker: Worker) {
  await worker.evaluate(() => {
    const counted = self as unknown as Counted
    const post = BroadcastChannel.prototype.postMessage
    counted.forwarded = 0
    BroadcastChannel.prototype.postMessage = function (
      this: BroadcastChannel,
      message: { kind?: string; request?: { method: string } },
    ) {
      if (message?.kind === 'request' && message.request?.method === 'POST') counted.forwarded++
      return post.call(this, message)
    }
  })
}

const forwarded = (worker: Worker) => worker.evaluate(() => (self as unknown as Counted).forwarded)

test('three tabs work at once; each sees what the others wrote', async ({ page, context }) => {
  const [first, second, third] = await threeTabs(page, context)
  await expect(second.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()
  await expect(second.getByText('Aplikasi gagal dimuat')).toHaveCount(0)

  // A user types in the tab in front (Chromium runs no animation frames for hidden pages).
  await first.bringToFront()
  await openTahunAjaran(first)
  await addYear(first, '2032/2033', '2032-07-12', '2033-06-24')
  await second.bringToFront()
  await addYear(second, '2033/2034', '2033-07-11', '2034-06-23')
  const byApi = await postYear(third, 2034)
  expect(byApi).toMatchObject({ status: 200, body: { status: 'sukses' } })

  for (const tab of [first, second, third]) {
    const ids = await yearIds(tab)
    expect([...ids.keys()]).toEqual(expect.arrayContaining(['2032/2033', '2033/2034', '2034/2035']))
    expect(ids.get('2034/2035')).toBe(byApi.body.id)
  }
  // The tab that wrote last through the API shows the others' rows on its screen too.
  await third.bringToFront()
  await third.reload()
  await expect(yearRow(third, '2032/2033')).toContainText('12 Juli 2032')
  await expect(yearRow(third, '2033/2034')).toContainText('11 Juli 2033')
  // Still one owner.
  await expectServing(first, 'owner')
  await expectServing(third, 'guest')
})

test('the owner tab closes: the next tab takes over, a form typed meanwhile is kept, no 2xx write is lost', async ({
  page,
  context,
}) => {
  const [first, second, third] = await threeTabs(page, context)
  const written = new Map<string, number>()
  const before = await postYear(second, 2040)
  expect(before.status).toBe(200)
  written.set('2040/2041', before.body.id as number)

  // A form typed in a guest tab (the one in front) before the owner goes away.
  const modal = await openAddModal(third)
  await modal.getByLabel('Tahun Ajaran').fill('2041/2042')
  await modal.getByLabel('Tanggal Mulai').fill('2041-07-07')
  await modal.getByLabel('Tanggal Selesai').fill('2042-06-27')

  await first.close()
  // The tab that waited longest for the lock (the second) now owns the database.
  await expectServing(second, 'owner')
  await expectServing(third, 'guest')

  await expect(modal.getByLabel('Tahun Ajaran')).toHaveValue('2041/2042')
  await expect(modal.getByLabel('Tanggal Mulai')).toHaveValue('07/07/2041')
  await modal.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(third, 'Data telah ditambahkan!')
  await expect(yearRow(third, '2041/2042')).toContainText('7 Juli 2041')

  const after = await postYear(third, 2042)
  expect(after.status).toBe(200)
  written.set('2042/2043', after.body.id as number)

  const ids = await yearIds(second)
  for (const [nama, id] of written) expect(ids.get(nama)).toBe(id)
  expect(ids.has('2041/2042')).toBe(true)
  // And from the files: the remaining tabs reload (the owner too), the rows are still there.
  await second.reload()
  await third.reload()
  await expectYearRows(third, ['2040/2041', '2041/2042', '2042/2043'])
  expect(await yearIds(second)).toEqual(ids)
})

test('a request sent to the owner just before it closed is answered by the next owner, once', async ({
  page,
  context,
}) => {
  const [first, , third] = await threeTabs(page, context)
  await countForwardedPosts(serverWorker(third))
  // The owner's worker no longer reads what other tabs send it, as in its last moment. (A worker
  // stuck in a loop is not a model: Chromium keeps it, and its locks, after its page closes.)
  await serverWorker(first).evaluate(() => {
    const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')?.get
    Object.defineProperty(MessageEvent.prototype, 'data', {
      get(this: MessageEvent) {
        return this.target instanceof BroadcastChannel ? null : data?.call(this)
      },
    })
  })

  await startPost(third, 2050)
  await expect.poll(() => forwarded(serverWorker(third))).toBe(1)
  await first.close()

  const answer = await collectPost(third)
  expect(answer).toMatchObject({ status: 200, body: { status: 'sukses' } })
  // Sent twice (to the closed owner, then to the next one), written once.
  expect(await forwarded(serverWorker(third))).toBe(2)
  const ids = await yearIds(third)
  expect(ids.get('2050/2051')).toBe(answer.body.id)
})

for (const asker of ['second', 'third'] as const) {
  test(`a write the owner committed but could not answer is not run again (asked by the ${asker} tab)`, async ({
    page,
    context,
  }) => {
    const [first, second, third] = await threeTabs(page, context)
    const tab = asker === 'second' ? second : third
    // The owner keeps serving but its answers to other tabs never leave it, as if it closed right
    // after COMMIT. (Its own page's requests do not go through a channel.)
    await serverWorker(first).evaluate(() => {
      BroadcastChannel.prototype.postMessage = () => undefined
    })
    await startPost(tab, 2060)
    await expect.poll(async () => (await yearIds(first)).has('2060/2061')).toBe(true)
    const committedId = (await yearIds(first)).get('2060/2061')
    await first.close()

    // The second tab takes over: asked by it, the request is served there; asked by the third,
    // it is sent again to the second. Run again it would be refused (409, overlapping years).
    const answer = await collectPost(tab)
    expect(answer).toEqual({
      status: 200,
      body: { status: 'sukses', pesan: 'Data telah ditambahkan!', id: committedId },
    })
    await expectServing(second, 'owner')
    expect((await yearIds(tab)).get('2060/2061')).toBe(committedId)
  })
}

test('a tab closed while it is still opening the database hands it to the next tab', async ({
  page,
  context,
}) => {
  // The first tab's sql.js download is held back: it holds the lock and the files while starting.
  let held = false
  await context.route('**/*.wasm', async (route) => {
    if (!held) {
      held = true
      await new Promise((resolve) => setTimeout(resolve, 3000))
    }
    await route.continue().catch(() => undefined)
  })
  await page.goto('/login')
  await expect.poll(() => held).toBe(true)
  const second = await context.newPage()
  await second.goto('/login')
  await expect(html(second)).toHaveAttribute('data-backend-role', 'guest')
  await page.close()
  await expectServing(second, 'owner')
  await login(second, ADMIN)
  await expect(second.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
})

test('when no tab can open the stored database, every tab says why; Coba lagi in any tab retries', async ({
  page,
  context,
}) => {
  await login(page, ADMIN)
  await page.close()
  const storage = await storagePage(context)
  const snapshot = (await storageFiles(storage)).find((name) => /^db-\d+\.sqlite$/.test(name))
  if (!snapshot) throw new Error('no snapshot file')
  await copyStoreFile(storage, snapshot, 'salinan.bin')
  await writeStoreFile(storage, snapshot, [], 'replace') // emptied: no complete snapshot left

  const reason = 'Tidak ada berkas basis data yang utuh di penyimpanan peramban.'
  const first = await context.newPage()
  await first.goto('/')
  const second = await context.newPage()
  await second.goto('/')
  for (const tab of [first, second]) {
    await expect(html(tab)).toHaveAttribute('data-backend', 'failed')
    await expect(tab.getByRole('heading', { name: 'Aplikasi gagal dimuat' })).toBeVisible()
    await expect(tab.getByRole('alert')).toContainText(reason)
  }
  // Which worker wins the lock is a race between the two tabs' workers (not the order of goto):
  // exactly one tab owns the failed store, the other is its guest.
  const roleOf = (tab: Page) => html(tab).getAttribute('data-backend-role')
  await expect
    .poll(async () => [await roleOf(first), await roleOf(second)].sort())
    .toEqual(['guest', 'owner'])
  const [owner, guest] = (await roleOf(first)) === 'owner' ? [first, second] : [second, first]

  // Nothing was replaced by a fresh database: the file is restored, and a retry from the guest opens it.
  await copyStoreFile(storage, 'salinan.bin', snapshot)
  await guest.getByRole('button', { name: 'Coba lagi' }).click()
  await expectServing(guest, 'guest')
  await expectServing(owner, 'owner')
  await expect(guest.getByRole('heading', { name: 'Beranda', level: 1 })).toBeVisible()
  await expect(guest.getByTestId('jum-pegawai')).toHaveText(/^[1-9]/)
})

test('Keluar in one tab takes every other tab to the login screen at once, without a click', async ({
  page,
  context,
}) => {
  const [first, second, third] = await threeTabs(page, context)
  // A form open in one of them: its typed data must leave the screen too.
  const modal = await openAddModal(third)
  await modal.getByLabel('Tahun Ajaran').fill('2070/2071')
  await expect(second.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toBeVisible()

  await first.bringToFront()
  await logout(first)
  for (const tab of [second, third]) {
    await expect(tab).toHaveURL('/login') // not /login?kembali=…: the user left, nothing to return to
    await expect(tab.getByRole('button', { name: 'Masuk' })).toBeVisible()
    await expect(tab.getByRole('heading', { name: 'Tahun Ajaran', level: 1 })).toHaveCount(0)
  }
  await expect(modal).toHaveCount(0)
  // Logging in again in one tab brings the others back in as well.
  await login(second, ADMIN)
  await expect(third).toHaveURL('/')
})
