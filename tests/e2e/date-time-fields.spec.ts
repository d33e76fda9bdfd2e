import { expect } from '@playwright/test'
import { seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { openPendataan } from './master-support.ts'
import { openAddModal } from './support.ts'

// A native date/time input follows the browser's language (mm/dd/yyyy, '02:00 PM' in English);
// the kit's own fields show DD/MM/YYYY and 24-hour JJ:MM whatever it is.
test.use({ locale: 'en-US' })

test('Jadwal in an English browser: 24-hour times, typed loosely, stepped with the arrows', async ({
  page,
}) => {
  await openPendataan(page, 'Jadwal')
  await page.getByRole('button', { name: 'Tambah', exact: true }).click()
  const add = page.getByRole('dialog', { name: 'Tambah Jadwal' })
  const pulang = add.getByLabel('Jam pulang Senin')
  await expect(pulang).toHaveValue('14:00')

  await pulang.fill('1530')
  await pulang.blur()
  await expect(pulang).toHaveValue('15:30')
  await pulang.press('ArrowUp')
  await expect(pulang).toHaveValue('15:31')
  await pulang.press('Shift+ArrowDown')
  await expect(pulang).toHaveValue('14:31')

  await pulang.fill('25.00')
  await pulang.blur()
  await expect(pulang).toHaveAccessibleDescription(/Format waktu harus JJ:MM/)
  expect(await seriousViolations(page)).toEqual([])
})

test('Tahun Ajaran in an English browser: DD/MM/YYYY dates, typed or picked in the month grid', async ({
  page,
}) => {
  await openPendataan(page, 'Tahun Ajaran')
  const modal = await openAddModal(page)
  const mulai = modal.getByLabel('Tanggal Mulai')
  await mulai.fill('7/7/2041')
  await mulai.blur()
  await expect(mulai).toHaveValue('07/07/2041')
  await expect(mulai).toHaveAccessibleDescription(/Ahad, 7 Juli 2041/)

  const calendarButton = modal.getByRole('button', { name: 'Pilih dari kalender' }).first()
  await calendarButton.click()
  const calendar = page.getByRole('dialog', { name: 'Pilih tanggal' })
  await expect(calendar.getByRole('heading', { name: 'Juli 2041' })).toBeVisible()
  await expect(calendar.getByRole('button', { name: 'Ahad, 7 Juli 2041' })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('PageDown')
  await expect(calendar.getByRole('button', { name: 'Rabu, 14 Agustus 2041' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await expect(mulai).toHaveValue('14/08/2041')
  await expect(calendarButton).toBeFocused()

  // Escape closes the grid without picking, focus back on its button, the modal still open.
  await calendarButton.press('Enter')
  await expect(calendar).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()
  await expect(calendarButton).toBeFocused()
  await expect(modal).toBeVisible()
  await expect(mulai).toHaveValue('14/08/2041')
})
