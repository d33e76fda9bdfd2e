import { expect, type Page } from '@playwright/test'
import type { Jurnal, JurnalRow } from '../../src/contract/jam-mengajar.ts'
import { apiAs } from './attend-support.ts'
import { test } from './fixed-clock.ts'
import { loginPegawai } from './presensi-support.ts'
import { ADMIN, login, navigateInApp, table, UNIT } from './support.ts'

/**
 * Teaching hours (issue 33) on a phone: a teacher's 'Mulai mengajar' in the employee app, and the
 * piket (the unit's admin account) marking a substitute in Jurnal Mengajar. The seeded timetable
 * (seeds/timetable.ts) has lessons running at the suite's 10:00 on Wednesday, not recorded yet.
 */
test.use({ viewport: { width: 390, height: 844 } })

const KODE = UNIT.ids

/** The unit's lessons today and the first one running at 10:00, not recorded yet. */
async function runningLesson(page: Page) {
  const jurnal = await apiAs<Jurnal>(page, 'GET', `api/jurnalajar?kode=${KODE}`)
  const running = (row: JurnalRow) => row.mulai <= '10:00' && row.selesai > '10:00'
  const lesson = jurnal.datae.find((row) => running(row) && row.keadaan === 'belum')
  if (!lesson) throw new Error(`fixture: no lesson of ${KODE} runs unrecorded at 10:00`)
  return { jurnal, lesson, busy: new Set(jurnal.datae.filter(running).map((row) => row.idp)) }
}

test("a teacher starts the lesson running now from the app's Mengajar screen", async ({ page }) => {
  await login(page, ADMIN)
  const { lesson } = await runningLesson(page)
  const pass = 'rahasia1'
  await apiAs(page, 'PUT', 'api/apppegawai', { idp: lesson.idp, pass, status_aktif: 1 })
  const { detail } = await apiAs<{ detail: { nip: string } }>(page, 'GET', `api/datapegawai/${lesson.idp}`)
  const areas = (await apiAs<{ datae: { kode: string; lokasi: string }[] }>(page, 'GET', 'api/area_absensi'))
    .datae
  const area = areas.find((row) => row.kode === KODE)

  await loginPegawai(page, { nip: detail.nip, pass })
  await page.getByRole('navigation', { name: 'Menu pegawai' }).getByRole('link', { name: 'Mengajar' }).click()
  await expect(page.getByRole('heading', { name: 'Mengajar', level: 1 })).toBeVisible()
  const current = page.getByTestId('jam-pelajaran').locator('li[aria-current="true"]')
  await expect(current).toContainText(`${lesson.mapel} · kelas ${lesson.kelas}`)
  await expect(current).toContainText('Belum dicatat')

  await page.getByLabel('Posisi simulasi').selectOption({ label: `Di ${area?.lokasi}` })
  await page.getByLabel('Materi').fill('Pecahan senilai')
  await page.getByRole('button', { name: 'Mulai mengajar' }).click()
  await expect(page.getByTestId('putusan')).toHaveText(
    `Berhasil: Mengajar ${lesson.mapel} di kelas ${lesson.kelas} tercatat.`,
  )
  const row = page
    .getByTestId('jam-pelajaran')
    .locator('li')
    .filter({ hasText: `${lesson.mulai}–${lesson.selesai}` })
  await expect(row).toContainText('Diajar · Pecahan senilai')
  await expect(page.getByRole('button', { name: 'Mulai mengajar' })).toBeHidden()
})

test('the piket marks a substitute for a lesson in Jurnal Mengajar', async ({ page }) => {
  await login(page, UNIT)
  const { jurnal, lesson, busy } = await runningLesson(page)
  const free = jurnal.guru.find((guru) => !busy.has(guru.idp))
  if (!free) throw new Error(`fixture: every teacher of ${KODE} teaches at 10:00`)

  await navigateInApp(page, '/jurnalmengajar')
  const row = table(page)
    .locator('tbody tr')
    .filter({ hasText: lesson.nama })
    .filter({ hasText: `${lesson.mulai}–${lesson.selesai}` })
  await expect(row).toContainText('Belum dicatat')
  await row.getByRole('button', { name: 'Guru pengganti' }).click()
  const dialog = page.getByRole('dialog', { name: 'Guru pengganti' })
  await dialog.getByLabel('Guru pengganti').selectOption({ label: free.nama })
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText(`Guru pengganti · ${free.nama}`)
  await expect(row).toContainText('dicatat piket')
})
