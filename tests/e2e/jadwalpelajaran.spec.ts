import { readFileSync } from 'node:fs'
import * as XLSX from '@e965/xlsx'
import { expect, type Page } from '@playwright/test'
import { JAM_AJAR_MESSAGES as M } from '../../src/contract/messages.ts'
import { rowsToJadwal } from '../../src/domain/jadwal-xlsx.ts'
import { seriousViolations } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { expectToast, login, navigateInApp, storedToken, UNIT } from './support.ts'

/**
 * Jadwal Pelajaran (issue 33) as a unit admin: a lesson added through the grid's cell dialog, a
 * teacher placed twice at once refused with the server's message, and the xlsx download read back.
 * The first test sets the bell schedule and two classes up through the API in semester 2, which the
 * demo leaves empty (its timetable is the active semester's); the second drives the screen's bell
 * and class editors there: an overlap refused, a class renamed, a class in use kept.
 */

/** An admin call from the page, through the app's own server (the mock's service worker). */
async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  const token = await storedToken(page)
  const answer = await page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(`/admin/${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: await response.json() }
    },
    { method, path, body, token },
  )
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return answer.json
}

test('a lesson is placed through the grid, a clash is refused, the xlsx reads back', async ({ page }) => {
  await login(page, UNIT)
  const scope = { kode: UNIT.ids, idta: 2, semester: 2 }
  await apiCall(page, 'PUT', 'api/jampelajaran', {
    ...scope,
    datae: [
      { hari: 1, jamke: 1, mulai: '07:00', selesai: '07:35', keterangan: '' },
      { hari: 1, jamke: null, mulai: '07:35', selesai: '07:50', keterangan: 'Istirahat' },
    ],
  })
  for (const nama of ['Uji A', 'Uji B'])
    await apiCall(page, 'POST', 'api/kelas', { kode: scope.kode, idta: 2, nama, urut: 0 })
  const { guru, datae } = await apiCall(page, 'GET', `api/jadwalajar?kode=${scope.kode}&semester=2`)
  const [budi, siti] = guru as { idp: number; nip: string; nama: string }[]
  if (!budi || !siti || datae.length > 0) throw new Error('two teachers and an empty timetable')
  const kelas = await apiCall(page, 'GET', `api/kelas?kode=${scope.kode}`)
  const kelasA = (kelas.datae as { idkelas: number; nama: string }[]).find((k) => k.nama === 'Uji A')
  await apiCall(page, 'POST', 'api/jadwalajar', {
    ...scope,
    hari: 1,
    jamke: 1,
    idkelas: kelasA?.idkelas,
    mapel: 'Matematika',
    idp: budi.idp,
  })

  await navigateInApp(page, '/jadwalpelajaran')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Jadwal Pelajaran', level: 1 })).toBeVisible()
  await main.getByLabel('Semester').selectOption({ label: 'Semester 2 (genap)' })
  await main.getByRole('button', { name: 'Isi Uji B Senin jam ke-1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Uji B, Senin jam ke-1' })
  await dialog.getByLabel('Mata pelajaran').fill('IPA')
  await dialog.getByLabel('Guru').selectOption(String(budi.idp))
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(M.guruBentrok(budi.nama, 'Uji A', 'Senin', 'jam ke-1'))

  await dialog.getByLabel('Guru').selectOption(String(siti.idp))
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  await expect(main.getByRole('button', { name: `Uji B Senin jam ke-1: IPA / ${siti.nama}` })).toBeVisible()

  const download = page.waitForEvent('download')
  await main.getByRole('button', { name: 'Unduh xlsx' }).click()
  const file = await download
  const book = XLSX.read(readFileSync(await file.path()))
  const sheet = book.Sheets[book.SheetNames[0] ?? ''] as XLSX.WorkSheet
  const rows = XLSX.utils.sheet_to_json<(string | number | null)[]>(sheet, { header: 1, defval: null })
  // The year's other classes (the demo's) are columns too, empty in this semester.
  const header = rows[2] ?? []
  const [a, b] = ['Uji A', 'Uji B'].map((nama) => header.indexOf(nama))
  const mine = (row: (string | number | null)[] | undefined) => [
    row?.[0],
    row?.[1],
    row?.[2],
    row?.[a ?? -1],
    row?.[b ?? -1],
  ]
  expect(header.slice(0, 3)).toEqual(['Hari', 'Jam ke-', 'Waktu'])
  expect(rows.slice(3).map(mine)).toEqual([
    ['Senin', 1, '07:00–07:35', `Matematika / ${budi.nama}`, `IPA / ${siti.nama}`],
    ['Senin', 'Istirahat', '07:35–07:50', null, null],
  ])
  expect(rowsToJadwal(rows)).toEqual([
    { baris: 4, hari: 1, jamke: 1, kelas: 'Uji A', mapel: 'Matematika', guru: budi.nama },
    { baris: 4, hari: 1, jamke: 1, kelas: 'Uji B', mapel: 'IPA', guru: siti.nama },
  ])
})

test('the bell schedule and the classes are edited on the screen; an overlap and a class in use are refused', async ({
  page,
}) => {
  await login(page, UNIT)
  await navigateInApp(page, '/jadwalpelajaran')
  const main = page.getByRole('main')
  await main.getByLabel('Semester').selectOption({ label: 'Semester 2 (genap)' })
  const bell = main.getByRole('region', { name: 'Jadwal Bel' })

  // Jam ke-1, a break, then jam ke-2 typed over the break: refused, naming both.
  await bell.getByRole('button', { name: 'Tambah jam' }).click()
  await bell.getByLabel('Mulai baris 1').fill('07:00')
  await bell.getByLabel('Selesai baris 1').fill('07:35')
  await bell.getByRole('button', { name: 'Tambah istirahat' }).click()
  await bell.getByLabel('Selesai baris 2').fill('07:50')
  await bell.getByRole('button', { name: 'Tambah jam' }).click()
  await expect(bell.getByLabel('Jam ke- baris 3')).toHaveValue('2')
  await bell.getByLabel('Mulai baris 3').fill('07:45')
  await bell.getByLabel('Selesai baris 3').fill('08:20')
  expect(await seriousViolations(page)).toEqual([])
  await bell.getByRole('button', { name: 'Simpan jadwal bel' }).click()
  await expect(bell.getByRole('alert')).toHaveText(
    M.periodsOverlap('Senin', 'Istirahat (07:35–07:50)', 'jam ke-2 (07:45–08:20)'),
  )
  await bell.getByLabel('Mulai baris 3').fill('07:50')
  await bell.getByLabel('Selesai baris 3').fill('08:25')
  await bell.getByRole('button', { name: 'Simpan jadwal bel' }).click()
  await expectToast(page, 'Data tersimpan')
  await expect(bell.getByRole('alert')).toHaveCount(0)

  // A class added and renamed; the grid has a column for it with both periods.
  const classes = main.getByRole('region', { name: 'Kelas' })
  await classes.getByLabel('Nama kelas baru').fill('Uji Bel')
  await classes.getByRole('button', { name: 'Tambah kelas' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  await classes.getByRole('button', { name: 'Ubah kelas Uji Bel' }).click()
  await classes.getByLabel('Nama baru kelas Uji Bel').fill('Uji Bel 2')
  await classes.getByRole('button', { name: 'Simpan' }).click()
  await expect(classes.getByText('Uji Bel 2', { exact: true })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Isi Uji Bel 2 Senin jam ke-2' })).toBeVisible()

  // Once the timetable uses it, the class cannot be deleted.
  await main.getByRole('button', { name: 'Isi Uji Bel 2 Senin jam ke-1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Uji Bel 2, Senin jam ke-1' })
  await dialog.getByLabel('Mata pelajaran').fill('Bahasa Indonesia')
  await dialog.getByLabel('Guru').selectOption({ index: 1 })
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Data telah ditambahkan!')
  await classes.getByRole('button', { name: 'Hapus kelas Uji Bel 2' }).click()
  await page
    .getByRole('alertdialog', { name: 'Hapus kelas Uji Bel 2?' })
    .getByRole('button', { name: 'Hapus' })
    .click()
  await expectToast(page, M.kelasInUse('Uji Bel 2', 1))
  await expect(classes.getByText('Uji Bel 2', { exact: true })).toBeVisible()
})
