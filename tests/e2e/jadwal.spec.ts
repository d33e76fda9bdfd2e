import { expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { confirmDelete, expectMessage, expectToast, openPendataan } from './master-support.ts'
import { expectLoaded } from './support.ts'

/** The schedule list (the modal's seven-day table is another table). */
const rows = (page: Page) => page.getByRole('table').first().getByRole('row')
const row = (page: Page, label: string) => rows(page).filter({ hasText: label })
const modal = (page: Page, verb: 'Tambah' | 'Ubah') => page.getByRole('dialog', { name: `${verb} Jadwal` })

test.beforeEach(async ({ page }) => {
  await openPendataan(page, 'Jadwal')
  await expectLoaded(page.getByRole('table').first())
  await expect(row(page, 'Staf Kantor')).toBeVisible()
})

test('adds with the SPEC defaults, searches, edits the days and deletes a schedule', async ({ page }) => {
  const before = await rows(page).count()
  await page.getByRole('button', { name: 'Tambah', exact: true }).click()
  const add = modal(page, 'Tambah')
  // SPEC §3 defaults: 08:00–14:00, Ahad off, Sabtu ends 12:00.
  await expect(add.getByLabel('Jam masuk Senin')).toHaveValue('08:00')
  await expect(add.getByLabel('Jam pulang Senin')).toHaveValue('14:00')
  await expect(add.getByLabel('Jam pulang Sabtu')).toHaveValue('12:00')
  await expect(add.getByLabel('Libur Ahad')).toBeChecked()
  await expect(add.getByLabel('Libur Senin')).not.toBeChecked()

  await add.getByLabel('Nama Kategori').fill('  Shift Uji  ')
  await add.getByLabel('Lokasi Absen Datang').selectOption({ label: 'Lokasi unit pegawai' })
  await add.getByLabel('Lokasi Absen Pulang').selectOption({ label: 'Semua lokasi terdaftar' })
  await add.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  await expect(rows(page)).toHaveCount(before + 1)
  await expect(row(page, 'Shift Uji')).toContainText('Lokasi unit pegawai')
  await expect(row(page, 'Shift Uji')).toContainText('Semua lokasi terdaftar')

  await page.getByLabel('Cari').fill('shift uji')
  await expect(rows(page)).toHaveCount(2)
  await page.getByLabel('Cari').fill('')

  await page.getByRole('button', { name: 'Ubah Shift Uji' }).click()
  const edit = modal(page, 'Ubah')
  await expect(edit.getByLabel('Nama Kategori')).toHaveValue('Shift Uji')
  await expect(edit.getByLabel('Jam pulang Sabtu')).toHaveValue('12:00')
  await edit.getByLabel('Jam masuk Rabu').fill('07:30')
  await edit.getByLabel('Libur Sabtu').check()
  await edit.getByLabel('Nama Kategori').fill('Shift Uji Baru')
  await edit.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data tersimpan')

  // Read back from the server: the edited days were stored.
  await page.getByRole('button', { name: 'Ubah Shift Uji Baru' }).click()
  await expect(edit.getByLabel('Jam masuk Rabu')).toHaveValue('07:30')
  await expect(edit.getByLabel('Libur Sabtu')).toBeChecked()
  await expect(edit.getByLabel('Lokasi Absen Datang')).toHaveValue('2')
  await edit.getByRole('button', { name: 'Tutup' }).click()

  await confirmDelete(page, 'Shift Uji Baru', 'Hapus jadwal ini?', 'Batal')
  await expect(row(page, 'Shift Uji Baru')).toHaveCount(1)
  await confirmDelete(page, 'Shift Uji Baru', 'Hapus jadwal ini?', 'Ya, hapus')
  await expectToast(page, 'Data telah dihapus!')
  await page.getByRole('button', { name: 'Muat Ulang' }).click()
  await expect(rows(page)).toHaveCount(before)
})

test('validation messages: the label (SPEC), and departure after arrival on working days', async ({
  page,
}) => {
  // The full matrix (blank, overlong, every weekday, days off) is in tests/component/jadwal.test.tsx.
  await page.getByRole('button', { name: 'Tambah', exact: true }).click()
  const add = modal(page, 'Tambah')
  const save = add.getByRole('button', { name: 'Simpan' })
  await save.click()
  await expectMessage(page, 'Perhatian', 'Isikan nama kategori terlebih dahulu!')
  await expect(add.getByText('Isikan nama kategori terlebih dahulu!')).toBeVisible()
  await expect(add.getByLabel('Nama Kategori')).toBeFocused()

  await add.getByLabel('Nama Kategori').fill('Shift Terbalik')
  await add.getByLabel('Jam pulang Kamis').fill('07:00')
  await save.click()
  await expectMessage(page, 'Perhatian', 'Jam pulang hari Kamis harus setelah jam masuk')
  await add.getByRole('button', { name: 'Batal' }).click()
  await expect(add).toBeHidden()
  await expect(row(page, 'Shift Terbalik')).toHaveCount(0)
})

test('deleting a schedule employees use is refused with the server message (409)', async ({ page }) => {
  await confirmDelete(page, 'Staf Kantor', 'Hapus jadwal ini?', 'Ya, hapus')
  await expectMessage(page, 'Gagal', 'Jadwal masih dipakai')
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(row(page, 'Staf Kantor')).toHaveCount(1)
})
