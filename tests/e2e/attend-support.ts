import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { SESSION_KEY, untilBackendReady } from './support.ts'

/** Helpers of the manual-attendance and leave-request specs. */

/**
 * A call to the local server from the page, with the logged-in session's token: fixtures are
 * looked up (or changed behind the screen's back) exactly as another client would.
 */
export async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  await untilBackendReady(page)
  const answer = await page.evaluate(
    async ({ method, path, body, key }) => {
      const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { token_app?: string }).token_app
      const response = await fetch(`/admin/${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    },
    { method, path, body, key: SESSION_KEY },
  )
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200)
  return answer.body as T
}

/** The browser's local date, shifted by `days` ('today' is the user's, DESIGN.md §3). */
export const browserDate = (page: Page, days = 0) =>
  page.evaluate((offset) => {
    const d = new Date()
    d.setDate(d.getDate() + offset)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  }, days)

/**
 * The status of a picture address as the app loads it (with the session's token, as an object
 * URL; docs/security/pictures.md): its natural width, or 0 when it is refused or not an image.
 */
export const pictureWidth = (page: Page, src: string) =>
  page.evaluate(
    async ({ url, key }) => {
      const token = (JSON.parse(localStorage.getItem(key) ?? '{}') as { token_app?: string }).token_app
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
      if (!response.ok) return 0
      const objectUrl = URL.createObjectURL(await response.blob())
      return new Promise<number>((resolve) => {
        const image = new Image()
        image.onload = () => resolve(image.naturalWidth)
        image.onerror = () => resolve(0)
        image.src = objectUrl
      }).finally(() => URL.revokeObjectURL(objectUrl))
    },
    { url: src, key: SESSION_KEY },
  )

/** An <img> on screen that has finished loading: its natural width (the default image is 64). */
export async function loadedWidth(image: Locator): Promise<number> {
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy()
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth)
}

/** The kit's default image (src/ui/assets/gambar-bawaan.svg) is 64 px wide. */
export const DEFAULT_IMAGE_WIDTH = 64

/** axe-core's serious and critical findings on the page as it is now (DESIGN.md §4: none allowed). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.passes.length, 'axe really checked something').toBeGreaterThan(0)
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
}
