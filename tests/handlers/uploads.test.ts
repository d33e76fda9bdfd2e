import { describe, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/demo.ts'
import { uploadPaths } from '../../src/contract/uploads.ts'
import { addDays, localDate } from '../../src/domain/calendar.ts'
import { callOk, loginAs, setupTestServer, sqlRows, TEST_API } from '../support/test-server.ts'

/** Pictures served from the database under /uploads/ (DESIGN.md §2), as an <img> loads them. */

const NOW = new Date(2026, 10, 18, 10, 0)
const TODAY = localDate(NOW)
const t = setupTestServer({ now: NOW })

const rows = <T>(query: string, params: (string | number)[] = []) => sqlRows<T>(t.server, query, params)
const picture = (path: string, method = 'GET') => fetch(new URL(`/uploads/${path}`, TEST_API), { method })

async function expectJpeg(path: string, expected: Uint8Array | undefined) {
  const response = await picture(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/jpeg')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]) // a JPEG's start-of-image marker
  expect(bytes).toEqual(expected)
}

async function expectMissing(path: string, method = 'GET') {
  const response = await picture(path, method)
  expect(response.status).toBe(method === 'GET' ? 404 : 405)
  expect(await response.json()).toMatchObject({ status: 'gagal' })
}

describe('attendance selfies', () => {
  it("serves yesterday's arrival and departure and today's arrival, without a token", async () => {
    const [done] = rows<{ id: number; datang: Uint8Array; pulang: Uint8Array }>(
      `SELECT a.id, d.data AS datang, p.data AS pulang FROM absensi a
       JOIN absensi_foto d ON d.absensi_id = a.id AND d.jenis = 'datang'
       JOIN absensi_foto p ON p.absensi_id = a.id AND p.jenis = 'pulang'
       WHERE a.tgl = ? AND a.device = 0 LIMIT 1`,
      [addDays(TODAY, -1)],
    )
    await expectJpeg(uploadPaths.absensiFoto(done?.id ?? 0, 'datang'), done?.datang)
    await expectJpeg(uploadPaths.absensiFoto(done?.id ?? 0, 'pulang'), done?.pulang)
    const [open] = rows<{ id: number; data: Uint8Array }>(
      `SELECT a.id, f.data FROM absensi a JOIN absensi_foto f ON f.absensi_id = a.id
       WHERE a.tgl = ? AND a.device = 0 AND a.waktu_pulang IS NULL LIMIT 1`,
      [TODAY],
    )
    await expectJpeg(uploadPaths.absensiFoto(open?.id ?? 0, 'datang'), open?.data)
    await expectMissing(uploadPaths.absensiFoto(open?.id ?? 0, 'pulang'))
  })

  it('answers 404 for an older record, a manual entry and a deleted record', async () => {
    const id = (where: string, params: string[]) =>
      rows<{ id: number }>(`SELECT id FROM absensi WHERE ${where} LIMIT 1`, params)[0]?.id ?? 0
    await expectMissing(uploadPaths.absensiFoto(id('tgl = ? AND device = 0', [addDays(TODAY, -2)]), 'datang'))
    await expectMissing(uploadPaths.absensiFoto(id('tgl = ? AND device = 1', [TODAY]), 'datang'))
    const withPhoto = id("id IN (SELECT absensi_id FROM absensi_foto WHERE jenis = 'datang')", [])
    const token = await loginAs(DEMO_ADMIN.usernama, DEMO_ADMIN.pass)
    await callOk('DELETE api/absensi/{id}', { token, params: { id: withPhoto } })
    await expectMissing(uploadPaths.absensiFoto(withPhoto, 'datang'))
  })
})

describe('leave letters', () => {
  it('serves the letter of a request that has one and 404 for one without', async () => {
    const [withLetter] = rows<{ idj: number; data: Uint8Array }>('SELECT idj, data FROM surat_ijin LIMIT 1')
    await expectJpeg(uploadPaths.suratIjin(withLetter?.idj ?? 0), withLetter?.data)
    const [without] = rows<{ idj: number }>(
      'SELECT idj FROM pengajuan_ijin WHERE idj NOT IN (SELECT idj FROM surat_ijin) LIMIT 1',
    )
    await expectMissing(uploadPaths.suratIjin(without?.idj ?? 0))
    await expectMissing(uploadPaths.suratIjin(99_999))
  })
})

describe('paths that name no picture', () => {
  it.each([
    'absensi/abc_datang.jpg',
    'absensi/1_masuk.jpg',
    'absensi/01_datang.jpg',
    'absensi/1_datang.png',
    'suratijin/1.jpeg',
    'suratijin/',
    'lain/1.jpg',
  ])('%s → 404', async (path) => expectMissing(path))

  it('refuses anything but GET (405)', async () => {
    const [first] = rows<{ idj: number }>('SELECT idj FROM surat_ijin LIMIT 1')
    await expectMissing(uploadPaths.suratIjin(first?.idj ?? 0), 'DELETE')
    expect(rows('SELECT count(*) AS n FROM surat_ijin WHERE idj = ?', [first?.idj ?? 0])).toEqual([{ n: 1 }])
  })
})
