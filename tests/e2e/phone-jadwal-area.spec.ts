import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'
import { seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { ADMIN, expectLoaded, login, sidebar } from './support.ts'

/** Issue 20's phone and axe findings: Jadwal's Libur column, the sidebar's focus ring, the map links. */

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the Jadwal modal's Libur checkboxes are all on screen", async ({ page }) => {
    await login(page, ADMIN)
    await page.goto('/shift')
    await expectLoaded(page.getByRole('table').first())
    await page.getByRole('button', { name: 'Tambah', exact: true }).click()
    const modal = page.getByRole('dialog', { name: 'Tambah Jadwal' })
    for (const hari of ['Ahad', 'Senin', 'Selasa', 'Rabu', 'Kamis', "Jum'at", 'Sabtu']) {
      const libur = modal.getByLabel(`Libur ${hari}`)
      await libur.scrollIntoViewIfNeeded()
      await expect(libur).toBeInViewport()
      const box = await libur.boundingBox()
      if (!box) throw new Error('not laid out')
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    // Ticking it still works where it now sits.
    await modal.getByLabel('Libur Sabtu').check()
    await expect(modal.getByLabel('Jam masuk Sabtu')).toBeDisabled()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the keyboard focus in the sidebar is a light ring that stands out', async ({ page }) => {
    await login(page, ADMIN)
    const beranda = sidebar(page).getByRole('link', { name: 'Beranda' })
    // A key press first: focus then counts as the keyboard's (:focus-visible), as when tabbing.
    await page.keyboard.press('Tab')
    await beranda.focus()
    await expect(beranda).toBeFocused()
    const ring = await beranda.evaluate((el) => {
      const style = getComputedStyle(el)
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor }
    })
    expect(ring).toEqual({ style: 'solid', width: '3px', color: 'rgb(253, 230, 138)' })
    // #fde68a against the sidebar's #0f3d3a: WCAG contrast well above the 3:1 a focus ring needs.
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const v = (c ?? 0) / 255
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0)
    }
    const background = await sidebar(page).evaluate((el) => getComputedStyle(el).backgroundColor)
    const channels = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number)
    const [light, dark] = [luminance(channels(ring.color)), luminance(channels(background))]
    expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(3)
  })

  test("Area Absensi's map links pass axe label-content-name-mismatch", async ({ page }) => {
    await login(page, ADMIN)
    await page.goto('/areaabsensi')
    await expectLoaded(page.getByRole('table'))
    const links = page.getByRole('table').getByRole('link')
    expect(await links.count()).toBeGreaterThan(0)
    // The visible coordinates start each link's name; the place follows for screen readers.
    await expect(links.first()).toHaveAccessibleName(/^-?\d+(\.\d+)?, -?\d+(\.\d+)? — Peta .+ \(tab baru\)$/)
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()
    expect(results.violations).toEqual([])
    expect(results.passes.map((rule) => rule.id)).toContain('label-content-name-mismatch')
    expect(await seriousViolations(page)).toEqual([])
  })
})
