import { expect, type Page } from '@playwright/test'
import { test } from './fixed-clock.ts'
import { confirmDelete, expectMessage, expectToast, openPendataan } from './master-support.ts'

/** Libur Khusus and Hari Rapat are the same card list over different calls. */
for (const screen of [
  { menu: 'Libur Khusus', list: 'Daftar Libur Khusus' },
  { menu: 'Hari Rapat', list: 'Daftar Hari Rapat' },
]) {
  test.describe(screen.menu, () => {
    const cards = (page: Page) => page.getByRole('list', { name: screen.list }).getByRole('listitem')
    const card = (page: Page, text: string) => cards(page).filter({ hasText: text })
    const modal = (page: Page, verb: 'Tambah' | 'Ubah') =>
      page.getByRole('dialog', { name: `${verb} ${screen.menu}` })

    test.beforeEach(async ({ page }) => {
      await openPendataan(page, screen.menu)
      await expect(cards(page).first()).toBeVisible()
    })

    test('adds, searches, edits and deletes an entry', async ({ page }) => {
      const before = await cards(page).count()
      await page.getByRole('button', { name: 'Tambah', exact: true }).click()
      const add = modal(page, 'Tambah')
      await add.getByLabel('Tanggal').fill('2031-08-17')
      await add.getByLabel('Uraian').fill('  Uji Tambah  ')
      await add.getByRole('button', { name: 'Simpan' }).click()
      await expectToast(page, 'Data telah ditambahkan!')
      await expect(add).toBeHidden()
      await expect(cards(page)).toHaveCount(before + 1)
      // Newest first, trimmed, the date written out in Indonesian.
      await expect(cards(page).first()).toContainText('Ahad, 17 Agustus 2031')
      await expect(cards(page).first()).toContainText('Uji Tambah')

      await page.getByLabel('Cari').fill('uji tambah')
      await expect(cards(page)).toHaveCount(1)
      await page.getByLabel('Cari').fill('tidak ada yang cocok')
      await expect(page.getByText('Belum ada data. Klik tombol tambah untuk menambahkan')).toBeVisible()
      await page.getByLabel('Cari').fill('')
      await expect(cards(page)).toHaveCount(before + 1)

      await page.getByRole('button', { name: 'Ubah Uji Tambah' }).click()
      const edit = modal(page, 'Ubah')
      await expect(edit.getByLabel('Tanggal')).toHaveValue('17/08/2031')
      await expect(edit.getByLabel('Uraian')).toHaveValue('Uji Tambah')
      await edit.getByLabel('Tanggal').fill('2031-08-18')
      await edit.getByLabel('Uraian').fill('Uji Ubah')
      await edit.getByRole('button', { name: 'Simpan' }).click()
      await expectToast(page, 'Data tersimpan')
      await expect(card(page, 'Uji Ubah')).toContainText('Senin, 18 Agustus 2031')
      await expect(cards(page)).toHaveCount(before + 1)

      await confirmDelete(page, 'Uji Ubah', 'Hapus data ini?', 'Batal')
      await expect(card(page, 'Uji Ubah')).toHaveCount(1)
      await confirmDelete(page, 'Uji Ubah', 'Hapus data ini?', 'Ya, hapus')
      await expectToast(page, 'Data telah dihapus!')
      await expect(card(page, 'Uji Ubah')).toHaveCount(0)

      // Refresh reloads the list from the server (the deletion stays).
      await page.getByRole('button', { name: 'Muat Ulang' }).click()
      await expect(cards(page)).toHaveCount(before)
    })

    test('validation messages, and a date already listed is refused (409) with the server message', async ({
      page,
    }) => {
      const firstText = (await cards(page).first().locator('strong').textContent()) ?? ''
      await page.getByRole('button', { name: 'Tambah', exact: true }).click()
      const add = modal(page, 'Tambah')
      const save = add.getByRole('button', { name: 'Simpan' })

      await save.click()
      await expectMessage(page, 'Perhatian', 'Isikan tanggal terlebih dahulu!')
      await expect(add.getByText('Isikan tanggal terlebih dahulu!')).toBeVisible()
      await expect(add.getByLabel('Tanggal')).toBeFocused()
      await add.getByLabel('Tanggal').fill('2031-08-17')
      await add.getByLabel('Uraian').fill('   ')
      await save.click()
      await expectMessage(page, 'Perhatian', 'Isikan uraian terlebih dahulu!')

      // The newest listed date again: the server answers 409, shown under 'Gagal'; the modal stays.
      await page.getByRole('button', { name: 'Tutup' }).click()
      // The first card's own button: a description may repeat across years (Proklamasi Kemerdekaan).
      await cards(page)
        .first()
        .getByRole('button', { name: `Ubah ${await firstKeterangan(page)}` })
        .click()
      const taken = await modal(page, 'Ubah').getByLabel('Tanggal').inputValue()
      await modal(page, 'Ubah').getByRole('button', { name: 'Tutup' }).click()
      await page.getByRole('button', { name: 'Tambah', exact: true }).click()
      await add.getByLabel('Tanggal').fill(taken)
      await add.getByLabel('Uraian').fill('Dobel')
      await save.click()
      // The field shows DD/MM/YYYY.
      const [d, m, y] = taken.split('/').map(Number)
      const written = new Intl.DateTimeFormat('id-ID', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d)))
      await expectMessage(page, 'Gagal', `Tanggal ${written} sudah terdaftar sebagai ${screen.menu}!`)
      await expect(add).toBeVisible()
      await expect(add.getByLabel('Uraian')).toHaveValue('Dobel')
      await add.getByRole('button', { name: 'Tutup' }).click()
      await expect(cards(page).first().locator('strong')).toHaveText(firstText)
      await expect(cards(page).filter({ hasText: 'Dobel' })).toHaveCount(0)
    })

    async function firstKeterangan(page: Page) {
      return ((await cards(page).first().locator('p').textContent()) ?? '').trim()
    }
  })
}
