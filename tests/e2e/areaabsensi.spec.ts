import { expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { confirmDelete, expectMessage, expectToast, openPendataan } from './master-support.ts'
import { expectLoaded } from './support.ts'

const rows = (page: Page) => page.getByRole('table').getByRole('row')
const row = (page: Page, lokasi: string) => rows(page).filter({ hasText: lokasi })
const modal = (page: Page, verb: 'Tambah' | 'Ubah') =>
  page.getByRole('dialog', { name: `${verb} Area Absensi` })

test.beforeEach(async ({ page }) => {
  await openPendataan(page, 'Area Absensi')
  // Counting rows before the first load ends would count the loading row ('Expected 3, Received 11').
  await expectLoaded(page.getByRole('table'))
})

test('adds with "use my position", searches, edits and deletes an area; the map link opens the point', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: -7.801194, longitude: 110.364917 })
  const before = await rows(page).count()

  await page.getByRole('button', { name: 'Tambah', exact: true }).click()
  const add = modal(page, 'Tambah')
  await add.getByLabel('Nama Lokasi').fill('  Gerbang Uji  ')
  await add.getByRole('button', { name: 'Gunakan posisi saya' }).click()
  await expect(add.getByLabel('Latitude')).toHaveValue('-7.801194')
  await expect(add.getByLabel('Longitude')).toHaveValue('110.364917')
  await expect(add.getByRole('link', { name: 'Lihat di peta' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=-7.801194&mlon=110.364917#map=18/-7.801194/110.364917',
  )
  await add.getByLabel('Radius (meter)').fill('80')
  await add.getByLabel('Keterangan').fill('Pintu uji')
  await add.getByLabel('Unit', { exact: true }).selectOption({ index: 1 })
  const cabang = await add.getByLabel('Unit', { exact: true }).locator('option:checked').textContent()
  await add.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  await expect(rows(page)).toHaveCount(before + 1)
  await expect(row(page, 'Gerbang Uji')).toContainText(String(cabang))
  await expect(row(page, 'Gerbang Uji')).toContainText('Pintu uji')
  await expect(row(page, 'Gerbang Uji').getByRole('link', { name: 'Peta Gerbang Uji' })).toHaveAttribute(
    'href',
    /mlat=-7\.801194&mlon=110\.364917/,
  )

  await page.getByLabel('Cari').fill('gerbang uji')
  await expect(rows(page)).toHaveCount(2)
  await page.getByLabel('Cari').fill('')

  await page.getByRole('button', { name: 'Ubah Gerbang Uji' }).click()
  const edit = modal(page, 'Ubah')
  await expect(edit.getByLabel('Radius (meter)')).toHaveValue('80')
  await edit.getByLabel('Nama Lokasi').fill('Gerbang Uji Baru')
  await edit.getByLabel('Radius (meter)').fill('150')
  await edit.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data tersimpan')
  await expect(row(page, 'Gerbang Uji Baru')).toContainText('150')

  await confirmDelete(page, 'Gerbang Uji Baru', 'Hapus lokasi absensi ini?', 'Batal')
  await expect(row(page, 'Gerbang Uji Baru')).toHaveCount(1)
  await confirmDelete(page, 'Gerbang Uji Baru', 'Hapus lokasi absensi ini?', 'Ya, hapus')
  await expectToast(page, 'Data telah dihapus!')
  await page.getByRole('button', { name: 'Muat Ulang' }).click()
  await expect(rows(page)).toHaveCount(before)
})

test("'Lengkapi isian!' (SPEC) under Perhatian and under the fields; a coordinate out of range", async ({
  page,
}) => {
  // Every missing field and every range is in tests/component/areaabsensi.test.tsx.
  await page.getByRole('button', { name: 'Tambah', exact: true }).click()
  const add = modal(page, 'Tambah')
  const save = add.getByRole('button', { name: 'Simpan' })
  await save.click()
  await expectMessage(page, 'Perhatian', 'Lengkapi isian!')
  await expect(add.getByLabel('Nama Lokasi')).toBeFocused()
  await expect(add.getByText('Lengkapi isian!')).toHaveCount(4) // name, latitude, longitude, radius

  await add.getByLabel('Nama Lokasi').fill('Pos Uji')
  await add.getByLabel('Latitude').fill('95')
  await add.getByLabel('Longitude').fill('110.4')
  await add.getByLabel('Radius (meter)').fill('50')
  await add.getByLabel('Unit', { exact: true }).selectOption({ index: 1 })
  await save.click()
  await expectMessage(page, 'Perhatian', 'Latitude harus antara -90 dan 90')
  await expect(add.getByLabel('Latitude')).toBeFocused()
  await add.getByRole('button', { name: 'Batal' }).click()
  await expect(add).toBeHidden()
  await expect(row(page, 'Pos Uji')).toHaveCount(0)
})
