import { expect, type Page } from '@playwright/test'
import { apiAs } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { appEmployee, loginPegawai } from './presensi-support.ts'
import { ADMIN, login, logout, UNIT } from './support.ts'

/**
 * Leave in two levels (issue 31, docs/cuti.md): an employee asks for Cuti Tahunan in the app, the
 * unit admin approves, then the foundation admin; the employee then sees the lower balance.
 */

/** Opens the employee's pending request in Pengajuan Ijin and approves it. */
async function approve(page: Page, nama: string, after: string) {
  await page.goto('/pengajuanijin?statusx=0')
  const row = page
    .getByRole('table', { name: 'Daftar pengajuan ijin' })
    .locator('tbody tr')
    .filter({ hasText: nama })
  await row.getByRole('button', { name: /^Verifikasi pengajuan/ }).click()
  const modal = page.getByRole('dialog', { name: 'Verifikasi Pengajuan Ijin' })
  await expect(modal.getByTestId('ijin-saldo')).toBeVisible()
  await modal.getByLabel('Persetujuan').selectOption({ label: 'Disetujui' })
  await modal.getByRole('button', { name: 'Verifikasi' }).click()
  const answered = page.getByRole('dialog').filter({ hasText: after })
  await expect(answered).toBeVisible()
  await answered.getByText('Tutup', { exact: true }).click()
}

test("an employee's Cuti Tahunan through both approvals lowers the balance the app shows", async ({
  page: admin,
  context,
}) => {
  await admin.setViewportSize({ width: 1366, height: 768 })
  await login(admin, ADMIN)
  const settings = await apiAs<Record<string, unknown>>(admin, 'GET', 'api/pengaturan')
  await apiAs(admin, 'PUT', 'api/pengaturan', { ...settings, persetujuan_tingkat: 2 })
  const employee = await appEmployee(admin, UNIT.ids ?? '', { tglmasuk: '2023-07-03' })
  const phone = await context.newPage()
  await loginPegawai(phone, employee)
  await phone
    .getByRole('navigation', { name: 'Menu pegawai' })
    .getByRole('link', { name: 'Ijin', exact: true })
    .click()
  const saldo = phone.getByTestId('saldo-cuti')
  await expect(saldo).toHaveText(/^\d+$/)
  const before = Number(await saldo.textContent())
  await phone.getByLabel('Jenis').selectOption({ label: 'Cuti Tahunan' })
  await phone.getByLabel('Alasan').fill('Menengok orang tua')
  await phone.getByRole('button', { name: 'Kirim pengajuan' }).click()
  const own = phone
    .getByTestId('pengajuan-saya')
    .getByRole('listitem')
    .filter({ hasText: 'Menengok orang tua' })
  await expect(own).toContainText('Menunggu Admin Unit')

  await logout(admin)
  await login(admin, UNIT)
  await approve(admin, employee.nama, 'Menunggu Admin Yayasan')
  // The admin's tab was loaded again (log-in, goto): the employee's tab reads afresh.
  await phone.reload()
  await expect(own).toContainText('Menunggu Admin Yayasan')
  await expect(saldo).toHaveText(String(before))

  await logout(admin)
  await login(admin, ADMIN)
  await approve(admin, employee.nama, 'Disetujui')
  await phone.reload()
  await expect(own).toContainText('Disetujui')
  await expect(saldo).toHaveText(String(before - 1))
})
