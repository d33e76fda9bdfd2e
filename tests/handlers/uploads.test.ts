import { describe, expect, it } from 'vitest'
import { DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { DEMO_ADMIN, DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { uploadPaths } from '../../src/contract/uploads.ts'
import { addDays, zonedDate } from '../../src/domain/calendar.ts'
import { callOk, jakarta, setupTestServer, sqlRows, TEST_API } from '../support/test-server.ts'

/**
 * Pictures served from the database under /uploads/ (DESIGN.md §2, docs/security/pictures.md):
 * only with a session, and a unit admin only its own unit's.
 */

const NOW = jakarta('2026-11-18T10:00')
const TODAY = zonedDate(NOW)
const t = setupTestServer({ now: NOW, logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN } })

const rows = <T>(query: string, params: (string | number)[] = []) => sqlRows<T>(t.server, query, params)

function picture(path: string, token: string | null, method = 'GET') {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined
  return fetch(new URL(`/uploads/${path}`, TEST_API), { method, headers })
}

async function expectJpeg(path: string, token: string, expected: Uint8Array | undefined) {
  const response = await picture(path, token)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/jpeg')
  expect(response.headers.get('cache-control')).toBe('no-store')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]) // a JPEG's start-of-image marker
  expect(bytes).toEqual(expected)
}

async function expectRefused(path: string, token: string | null, status: 401 | 404 | 405, method = 'GET') {
  const response = await picture(path, token, method)
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(await response.json()).toMatchObject({ status: 'gagal' })
}

/** A selfie and a letter of an employee inside (`=`) or outside (`<>`) the unit admin's unit. */
function samples(inUnit: '=' | '<>') {
  const [foto] = rows<{ id: number; data: Uint8Array }>(
    `SELECT a.id, f.data FROM absensi_foto f JOIN absensi a ON a.id = f.absensi_id
     JOIN pegawai p ON p.idp = a.idp WHERE f.jenis = 'datang' AND p.kode ${inUnit} ? LIMIT 1`,
    [DEMO_UNIT_KODE],
  )
  const [surat] = rows<{ idj: number; data: Uint8Array }>(
    `SELECT s.idj, s.data FROM surat_ijin s JOIN pengajuan_ijin i ON i.idj = s.idj
     JOIN pegawai p ON p.idp = i.idp WHERE p.kode ${inUnit} ? LIMIT 1`,
    [DEMO_UNIT_KODE],
  )
  if (!foto || !surat) throw new Error(`the demo data has no pictures with kode ${inUnit} ${DEMO_UNIT_KODE}`)
  return {
    foto: { path: uploadPaths.absensiFoto(foto.id, 'datang'), data: foto.data },
    surat: { path: uploadPaths.suratIjin(surat.idj), data: surat.data },
  }
}

describe('a picture needs a session', () => {
  it('answers 401 with no token, an unknown token or a malformed header, for selfies and letters', async () => {
    const { foto, surat } = samples('=')
    for (const path of [foto.path, surat.path, uploadPaths.suratIjin(99_999)]) {
      await expectRefused(path, null, 401)
      await expectRefused(path, 'f'.repeat(64), 401)
      const malformed = await fetch(new URL(`/uploads/${path}`, TEST_API), {
        headers: { Authorization: t.admin },
      })
      expect(malformed.status).toBe(401)
    }
  })

  it('answers 401 once the session has ended (logout) or expired', async () => {
    const { surat } = samples('=')
    await expectJpeg(surat.path, t.unit, surat.data)
    await callOk('POST admin/logout', { token: t.unit })
    await expectRefused(surat.path, t.unit, 401)
    await expectJpeg(surat.path, t.admin, surat.data)
    t.server.setNow(jakarta('2026-11-18T22:01')) // 12 h 1 min after the login
    await expectRefused(surat.path, t.admin, 401)
  })
})

describe('a unit admin sees only its own unit', () => {
  it("gets its unit's selfies and letters", async () => {
    const { foto, surat } = samples('=')
    await expectJpeg(foto.path, t.unit, foto.data)
    await expectJpeg(surat.path, t.unit, surat.data)
  })

  it("gets 404 for another unit's existing pictures, which the foundation admin gets", async () => {
    const { foto, surat } = samples('<>')
    await expectRefused(foto.path, t.unit, 404)
    await expectRefused(surat.path, t.unit, 404)
    await expectJpeg(foto.path, t.admin, foto.data)
    await expectJpeg(surat.path, t.admin, surat.data)
  })
})

describe('attendance selfies', () => {
  it("serves yesterday's arrival and departure and today's arrival", async () => {
    const [done] = rows<{ id: number; datang: Uint8Array; pulang: Uint8Array }>(
      `SELECT a.id, d.data AS datang, p.data AS pulang FROM absensi a
       JOIN absensi_foto d ON d.absensi_id = a.id AND d.jenis = 'datang'
       JOIN absensi_foto p ON p.absensi_id = a.id AND p.jenis = 'pulang'
       WHERE a.tgl = ? AND a.device = 0 LIMIT 1`,
      [addDays(TODAY, -1)],
    )
    await expectJpeg(uploadPaths.absensiFoto(done?.id ?? 0, 'datang'), t.admin, done?.datang)
    await expectJpeg(uploadPaths.absensiFoto(done?.id ?? 0, 'pulang'), t.admin, done?.pulang)
    const [open] = rows<{ id: number; data: Uint8Array }>(
      `SELECT a.id, f.data FROM absensi a JOIN absensi_foto f ON f.absensi_id = a.id
       WHERE a.tgl = ? AND a.device = 0 AND a.waktu_pulang IS NULL LIMIT 1`,
      [TODAY],
    )
    await expectJpeg(uploadPaths.absensiFoto(open?.id ?? 0, 'datang'), t.admin, open?.data)
    await expectRefused(uploadPaths.absensiFoto(open?.id ?? 0, 'pulang'), t.admin, 404)
  })

  it('answers 404 for an older record, a manual entry and a deleted record', async () => {
    const id = (where: string, params: string[]) =>
      rows<{ id: number }>(`SELECT id FROM absensi WHERE ${where} LIMIT 1`, params)[0]?.id ?? 0
    const older = id('tgl = ? AND device = 0', [addDays(TODAY, -2)])
    await expectRefused(uploadPaths.absensiFoto(older, 'datang'), t.admin, 404)
    await expectRefused(
      uploadPaths.absensiFoto(id('tgl = ? AND device = 1', [TODAY]), 'datang'),
      t.admin,
      404,
    )
    const withPhoto = id("id IN (SELECT absensi_id FROM absensi_foto WHERE jenis = 'datang')", [])
    await callOk('DELETE api/absensi/{id}', { token: t.admin, params: { id: withPhoto } })
    await expectRefused(uploadPaths.absensiFoto(withPhoto, 'datang'), t.admin, 404)
  })
})

describe('leave letters', () => {
  it('serves the letter of a request that has one and 404 for one without', async () => {
    const [withLetter] = rows<{ idj: number; data: Uint8Array }>('SELECT idj, data FROM surat_ijin LIMIT 1')
    await expectJpeg(uploadPaths.suratIjin(withLetter?.idj ?? 0), t.admin, withLetter?.data)
    const [without] = rows<{ idj: number }>(
      'SELECT idj FROM pengajuan_ijin WHERE idj NOT IN (SELECT idj FROM surat_ijin) LIMIT 1',
    )
    await expectRefused(uploadPaths.suratIjin(without?.idj ?? 0), t.admin, 404)
    await expectRefused(uploadPaths.suratIjin(99_999), t.admin, 404)
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
  ])('%s → 404 with a session, 401 without', async (path) => {
    await expectRefused(path, t.admin, 404)
    await expectRefused(path, null, 401)
  })

  it('refuses anything but GET (405)', async () => {
    const [first] = rows<{ idj: number }>('SELECT idj FROM surat_ijin LIMIT 1')
    await expectRefused(uploadPaths.suratIjin(first?.idj ?? 0), t.admin, 405, 'DELETE')
    expect(rows('SELECT count(*) AS n FROM surat_ijin WHERE idj = ?', [first?.idj ?? 0])).toEqual([{ n: 1 }])
  })
})

describe('which records have selfies (GET api/absensi/foto/ada, issue 34)', () => {
  const ada = (tglawal: string, tglakhir: string, kode?: string) =>
    callOk('GET api/absensi/foto/ada/{tglawal}/{tglakhir}', {
      token: t.admin,
      params: { tglawal, tglakhir },
      query: kode ? { kode } : {},
    })
  const stored = (jenis: string, from: string, kode = '%') =>
    rows<{ id: number }>(
      `SELECT f.absensi_id AS id FROM absensi_foto f JOIN absensi a ON a.id = f.absensi_id
       JOIN pegawai p ON p.idp = a.idp
       WHERE f.jenis = ? AND a.tgl BETWEEN ? AND ? AND p.kode LIKE ? ORDER BY f.absensi_id`,
      [jenis, from, TODAY, kode],
    ).map((row) => row.id)

  it('names exactly the stored pictures of the range and unit, and each one is served', async () => {
    const week = addDays(TODAY, -6)
    const answer = await ada(week, TODAY)
    expect(answer.datang).toEqual(stored('datang', week))
    expect(answer.pulang).toEqual(stored('pulang', week))
    expect(answer.datang.length).toBeGreaterThan(answer.pulang.length) // today's are not out yet
    const unit = await ada(week, TODAY, DEMO_UNIT_KODE)
    expect(unit.datang).toEqual(stored('datang', week, DEMO_UNIT_KODE))
    expect(unit.datang.length).toBeLessThan(answer.datang.length)
    const first = answer.pulang[0] ?? 0
    const [bytes] = rows<{ data: Uint8Array }>(
      "SELECT data FROM absensi_foto WHERE absensi_id = ? AND jenis = 'pulang'",
      [first],
    )
    await expectJpeg(uploadPaths.absensiFoto(first, 'pulang'), t.admin, bytes?.data)
  })

  it('names nothing for a range without pictures', async () => {
    expect(await ada(addDays(TODAY, -30), addDays(TODAY, -20))).toEqual({ datang: [], pulang: [] })
  })
})
