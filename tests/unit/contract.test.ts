import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { absensiDatangBody, absensiPulangBody } from '../../src/contract/absensi.ts'
import { areaCreateBody } from '../../src/contract/area.ts'
import { ijinListQuery, ijinVerifyBody } from '../../src/contract/ijin.ts'
import { contract, type Endpoint } from '../../src/contract/index.ts'
import { rentangTanggal } from '../../src/contract/laporan.ts'
import { tanggalCreateBody } from '../../src/contract/libur.ts'
import { buildOpenApi } from '../../src/contract/openapi.ts'
import { pegawaiCariQuery, pegawaiListQuery } from '../../src/contract/pegawai.ts'
import { appPegawaiBody, pegawaiCreateBody, pegawaiUpdateBody } from '../../src/contract/pegawai-schema.ts'
import { penggunaCreateBody, penggunaUpdateBody } from '../../src/contract/pengguna.ts'
import { hariDefault, shiftCreateBody, shiftDetail, shiftHariJson } from '../../src/contract/shift.ts'
import { expectConforms } from '../support/conforms.ts'

const endpoints = Object.entries(contract) as [string, Endpoint][]

/** The first message zod reports, or null when the input parses. */
const firstError = (schema: z.ZodType, input: unknown): string | null => {
  const result = schema.safeParse(input)
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown')
}

describe('contract registry', () => {
  it('declares every call of SPEC.md §7', () => {
    const names = Object.keys(contract)
    for (const name of [
      'shiftList',
      'pegawaiList',
      'pegawaiCari',
      'kantorList',
      'areaPilihan',
      'absensiCek',
      'absensiDatang',
      'absensiPulang',
      'hariKhususDetail',
      'ijinVerify',
      'penggunaCekUsername',
      'laporanRekapDetail',
    ]) {
      expect(names).toContain(name)
    }
    expect(names.length).toBeGreaterThanOrEqual(60)
  })

  it('gives every endpoint a unique method and path', () => {
    const keys = endpoints.map(([, e]) => `${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('names exactly the params schema keys as {segments} of the path', () => {
    for (const [name, endpoint] of endpoints) {
      const segments = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      const keys = Object.keys(endpoint.params?.shape ?? {}).sort()
      expect(keys, name).toEqual(segments)
    }
  })

  it('writes paths relative to the base path, without a leading slash', () => {
    for (const [name, endpoint] of endpoints) {
      expect(endpoint.path, name).toMatch(/^(api|admin|presensi)\/[\w/{}-]+$/)
    }
  })

  it('never returns a password', () => {
    // The one exception, by design (issue 5): the bulk import answers the passwords it generated,
    // once, so they can be shared; they are never readable again. A download answers a file.
    const generatedOnce = new Set(['pegawaiImpor'])
    for (const [name, endpoint] of endpoints.filter(([, e]) => !e.download)) {
      if (generatedOnce.has(name)) continue
      const response = JSON.stringify(z.toJSONSchema(endpoint.response, { io: 'output' }))
      expect(response, name).not.toMatch(/"pass(_hash)?"/)
    }
  })
})

describe('OpenAPI document', () => {
  const document = buildOpenApi()

  it('is OpenAPI 3.1 with the admin server and a Failure schema', () => {
    expect(document.openapi).toBe('3.1.0')
    // No trailing slash (redocly's no-server-trailing-slash): every path starts with '/'.
    expect(document.servers).toEqual([{ url: '/admin' }])
    expect(document.components.schemas.Failure).toMatchObject({
      type: 'object',
      required: ['status', 'pesan'],
    })
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' })
  })

  it('lists every endpoint under /path and method', () => {
    for (const [name, endpoint] of endpoints) {
      const operation = document.paths[`/${endpoint.path}`]?.[endpoint.method.toLowerCase()] as
        | { operationId: string; security: unknown[]; responses: Record<string, unknown> }
        | undefined
      expect(operation?.operationId, name).toBe(name)
      if (endpoint.access === 'public') expect(operation?.security).toEqual([])
      else {
        expect(operation?.security).toEqual([{ bearerAuth: [] }])
        expect(operation?.responses['401']).toBeDefined()
      }
      if (endpoint.access === 'admin') expect(operation?.responses['403']).toBeDefined()
    }
    const methods = new Set(['get', 'post', 'put', 'delete'])
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.keys(item).filter((key) => methods.has(key)),
    )
    expect(operations).toHaveLength(endpoints.length)
  })

  it('describes path params, query params and bodies from the input side', () => {
    const rekap = document.paths['/api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}']?.get as {
      parameters: { name: string; in: string; required: boolean }[]
    }
    expect(rekap.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['tglawal', 'path', true],
      ['tglakhir', 'path', true],
      ['idp', 'path', true],
    ])
    const list = document.paths['/api/datapegawai']?.get as {
      parameters: { name: string; required: boolean }[]
    }
    expect(list.parameters.find((p) => p.name === 'halaman')?.required).toBe(false)
    const shift = JSON.stringify(document.paths['/api/shift']?.post)
    expect(shift).toContain('"hari":{"description"')
  })

  it('describes file uploads and downloads as bytes of their media type, with the body limit', () => {
    const binary = { 'application/vnd.sqlite3': { schema: { type: 'string', format: 'binary' } } }
    const impor = document.paths['/api/data/impor']?.post as {
      requestBody: { content: unknown }
      responses: Record<string, { description: string }>
    }
    expect(impor.requestBody.content).toEqual(binary)
    expect(impor.responses['413']?.description).toBe(`Isi permintaan lebih dari ${256 * 1024 * 1024} byte`)
    const ekspor = document.paths['/api/data/ekspor']?.post as {
      responses: Record<string, { content: unknown }>
    }
    expect(ekspor.responses['200']?.content).toEqual(binary)
    const tahunAjaran = document.paths['/api/tahunajaran']?.post as {
      responses: Record<string, { description: string }>
    }
    expect(tahunAjaran.responses['413']?.description).toBe(
      `Isi permintaan lebih dari ${10 * 1024 * 1024} byte`,
    )
  })
})

const shiftBody = { label: 'Pagi', lokasi_masuk: 1, lokasi_pulang: 2, hari: JSON.stringify(hariDefault) }

describe('shift', () => {
  it('parses hari JSON text into the sorted seven days', () => {
    const reversed = { ...shiftBody, hari: JSON.stringify([...hariDefault].reverse()) }
    const parsed = shiftCreateBody.parse(reversed)
    expect(parsed.hari.map((d) => d.hari)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(parsed.hari[6]).toEqual({ hari: 6, waktu_masuk: '08:00', waktu_pulang: '12:00', libur: false })
    expectConforms(shiftDetail, { idshift: 1, ...shiftBody }, 'shiftDetail')
  })

  it('rejects a missing label with the SPEC message', () => {
    expect(firstError(shiftCreateBody, { ...shiftBody, label: '  ' })).toBe(
      'Isikan nama kategori terlebih dahulu!',
    )
    expect(firstError(shiftCreateBody, { ...shiftBody, label: undefined })).toBe(
      'Isikan nama kategori terlebih dahulu!',
    )
  })

  it('rejects bad hari text', () => {
    expect(firstError(shiftHariJson, 'not json')).toBe('Jadwal harian tidak valid')
    expect(firstError(shiftHariJson, JSON.stringify(hariDefault.slice(1)))).toMatch(/7 hari/)
    const twice = hariDefault.map((d) => ({ ...d, hari: d.hari === 6 ? 5 : d.hari }))
    expect(firstError(shiftHariJson, JSON.stringify(twice))).toMatch(/tepat satu kali/)
    const early = hariDefault.map((d) => (d.hari === 1 ? { ...d, waktu_pulang: '07:00' } : d))
    expect(firstError(shiftHariJson, JSON.stringify(early))).toBe(
      'Jam pulang hari Senin harus setelah jam masuk',
    )
    const liburOk = hariDefault.map((d) => (d.hari === 0 ? { ...d, waktu_pulang: '07:00' } : d))
    expect(firstError(shiftHariJson, JSON.stringify(liburOk))).toBeNull()
    expect(firstError(shiftCreateBody, { ...shiftBody, lokasi_masuk: 3 })).toBe(
      'Pilih aturan lokasi absensi!',
    )
  })
})

const pegawai = {
  nip: '19800101',
  nama: 'Siti Aminah',
  jk: 'P',
  wa: '0812-3456-7890',
  kode: 'U01',
  idshift: 1,
  pass: 'rahasia',
  tgllahir: '1980-01-01',
  tglmasuk: '',
  tglkeluar: '2030-01-01',
}

describe('pegawai', () => {
  it('parses a good employee and normalises it', () => {
    const parsed = pegawaiCreateBody.parse(pegawai)
    expect(parsed.wa).toBe('+6281234567890')
    expect(parsed.tglmasuk).toBeNull()
    expect(parsed.tglkeluar).toBeNull() // status 0 (Aktif) has no exit date
    expect(parsed.status_aktif).toBe(1)
    expect(pegawaiCreateBody.parse({ ...pegawai, status: 2 }).tglkeluar).toBe('2030-01-01')
    expectConforms(
      pegawaiCreateBody,
      { ...pegawai, image1: 'data:image/png;base64,iVBORw0KGgo=' },
      'pegawaiCreateBody with a PNG photo',
    )
  })

  it('uses the SPEC messages', () => {
    expect(firstError(pegawaiCreateBody, { ...pegawai, nip: '' })).toBe(
      'Pastikan lengkapi isian NIP dan Nama!',
    )
    expect(firstError(pegawaiCreateBody, { ...pegawai, nama: undefined })).toBe(
      'Pastikan lengkapi isian NIP dan Nama!',
    )
    expect(firstError(pegawaiCreateBody, { ...pegawai, pass: '' })).toBe('Kata Sandi belum diisi!')
    expect(firstError(pegawaiCreateBody, { ...pegawai, idshift: '' })).toBe('Pilih dulu kaitan jadwal!')
    expect(firstError(pegawaiCreateBody, { ...pegawai, idshift: 0 })).toBe('Pilih dulu kaitan jadwal!')
    expect(firstError(appPegawaiBody, { idp: 1, pass: '', status_aktif: 1 })).toBe(
      'lengkapi isian kata sandi!',
    )
  })

  it('rejects bad contact data and photos', () => {
    expect(firstError(pegawaiCreateBody, { ...pegawai, wa: '12345' })).toMatch(/\+62/)
    expect(firstError(pegawaiCreateBody, { ...pegawai, email: 'bukan-email' })).toBe(
      'Format email tidak valid',
    )
    expect(firstError(pegawaiCreateBody, { ...pegawai, jk: 'X' })).toBe('Pilih jenis kelamin!')
    expect(firstError(pegawaiCreateBody, { ...pegawai, image1: 'data:image/gif;base64,R0lGOD==' })).toBe(
      'Foto harus berformat png, jpg atau jpeg',
    )
  })

  it('keeps the password on update when it is empty', () => {
    const { pass: _pass, ...rest } = pegawai
    const parsed = pegawaiUpdateBody.parse({ ...rest, idp: 7 })
    expect(parsed.pass).toBe('')
    expect(parsed.status_aktif).toBeUndefined()
  })

  it('validates list and picker queries', () => {
    const query = pegawaiListQuery.parse({ page: '2', halaman: '50', status: '1' })
    expect(query).toMatchObject({ page: 2, halaman: 50, status: 1, cari: '' })
    expect(query.jeniscari).toBeUndefined()
    expect(pegawaiListQuery.parse({}).status).toBeNull()
    expect(firstError(pegawaiListQuery, { halaman: '25' })).toMatch(/10, 20, 50 atau 100/)
    expect(firstError(pegawaiCariQuery, { nip: '12', nama: 'ab' })).toBe(
      'ketikan nip atau nama minimal 3 karakter terlebih dahulu!',
    )
    expect(firstError(pegawaiCariQuery, { jabatan: 'guru' })).toBeNull()
  })
})

describe('area', () => {
  const area = { lokasi: 'Kantor Pusat', lat: -6.2, lng: 106.8, radius: 100, kode: 'P01' }

  it('parses a good area and requires every field', () => {
    expect(areaCreateBody.parse(area).keterangan).toBe('')
    expect(firstError(areaCreateBody, { ...area, lokasi: '' })).toBe('Lengkapi isian!')
    expect(firstError(areaCreateBody, { ...area, lat: undefined })).toBe('Lengkapi isian!')
    expect(firstError(areaCreateBody, { ...area, radius: null })).toBe('Lengkapi isian!')
  })

  it('checks coordinate ranges and a positive radius', () => {
    expect(firstError(areaCreateBody, { ...area, lat: 91 })).toMatch(/Latitude/)
    expect(firstError(areaCreateBody, { ...area, lng: -181 })).toMatch(/Longitude/)
    expect(firstError(areaCreateBody, { ...area, radius: 0 })).toMatch(/Radius/)
  })
})

describe('absensi manual', () => {
  const datang = { tgl: '2026-11-20', waktu: '07:45', idp: 3, idar: 0, status: 0, catatan: 'Lupa absen' }

  it('accepts datang with idar 0 (Lokasi tidak tercover) and fills device 1', () => {
    expect(absensiDatangBody.parse(datang).device).toBe('1')
  })

  it('requires a location and a reason for datang', () => {
    expect(firstError(absensiDatangBody, { ...datang, idar: undefined })).toBe(
      'Pilih lokasi absensi terlebih dahulul!',
    )
    expect(firstError(absensiDatangBody, { ...datang, idar: '' })).toBe(
      'Pilih lokasi absensi terlebih dahulul!',
    )
    expect(firstError(absensiDatangBody, { ...datang, catatan: ' ' })).toBe('Isikan alasan terlebih dahulul!')
  })

  it('needs neither for pulang, but a valid date and time', () => {
    expectConforms(absensiPulangBody, { tgl: '2026-11-20', waktu: '15:00', idp: 3 }, 'absensiPulangBody')
    expect(firstError(absensiPulangBody, { tgl: '2026-02-30', waktu: '15:00', idp: 3 })).toBe(
      'Tanggal tidak valid',
    )
    expect(firstError(absensiPulangBody, { tgl: '2026-11-20', waktu: '25:00', idp: 3 })).toBe(
      'Format waktu harus JJ:MM',
    )
  })
})

describe('libur and hari khusus', () => {
  it('needs a date and a description', () => {
    expectConforms(tanggalCreateBody, { tgllibur: '2026-12-25', keterangan: 'Natal' }, 'tanggalCreateBody')
    expect(firstError(tanggalCreateBody, { tgllibur: '2026-12-25', keterangan: '' })).toBe(
      'Isikan uraian terlebih dahulu!',
    )
    expect(firstError(tanggalCreateBody, { tgllibur: '25-12-2026', keterangan: 'Natal' })).toBe(
      'Format tanggal harus TTTT-BB-HH',
    )
  })
})

describe('pengajuan ijin', () => {
  it('needs an approval choice and a note when rejecting', () => {
    expectConforms(ijinVerifyBody, { idj: 1, disetujui: 1 }, 'ijinVerifyBody')
    expect(firstError(ijinVerifyBody, { idj: 1, disetujui: 0 })).toBe('Pilih persetujuan terlebih dahulu!')
    expect(firstError(ijinVerifyBody, { idj: 1 })).toBe('Pilih persetujuan terlebih dahulu!')
    expect(firstError(ijinVerifyBody, { idj: 1, disetujui: 9, catatan: '  ' })).toBe(
      'Beri catatan alasan penolakan!',
    )
    expectConforms(ijinVerifyBody, { idj: 1, disetujui: 9, catatan: 'Tidak ada surat' }, 'ijinVerifyBody')
  })

  it('reads the list filters from query strings', () => {
    expect(ijinListQuery.parse({})).toEqual({ verifikasi: null, filtertanggal: false })
    expect(ijinListQuery.parse({ verifikasi: '9', filtertanggal: 'true' })).toEqual({
      verifikasi: 9,
      filtertanggal: true,
    })
    expect(ijinListQuery.safeParse({ verifikasi: '2' }).success).toBe(false)
  })
})

describe('pengguna', () => {
  const user = { usernama: 'unit2', namalengkap: 'Admin Unit 2', levelx: 1, pass: 'rahasia', ids: 'U02' }

  it('requires every field on create', () => {
    expect(penggunaCreateBody.parse(user).ids).toBe('U02')
    for (const field of ['usernama', 'namalengkap', 'levelx', 'pass'] as const) {
      expect(firstError(penggunaCreateBody, { ...user, [field]: undefined }), field).toBe('Lengkapi isian!')
    }
    expect(firstError(penggunaCreateBody, { ...user, ids: '' })).toBe('Pilih unit untuk Admin Unit!')
  })

  it('keeps the password on update when empty and detaches level 0 from units', () => {
    const parsed = penggunaUpdateBody.parse({ ...user, iduser: 2, pass: '', levelx: 0 })
    expect(parsed).toMatchObject({ pass: '', ids: null, levelx: 0 })
  })
})

describe('laporan ranges', () => {
  it('accepts up to 366 days, in order', () => {
    expectConforms(rentangTanggal, { tglawal: '2026-01-01', tglakhir: '2026-01-01' }, 'rentangTanggal')
    expectConforms(rentangTanggal, { tglawal: '2024-01-01', tglakhir: '2024-12-31' }, 'rentangTanggal')
    expect(firstError(rentangTanggal, { tglawal: '2026-02-01', tglakhir: '2026-01-31' })).toBe(
      'Tanggal akhir tidak boleh sebelum tanggal awal',
    )
    expect(firstError(rentangTanggal, { tglawal: '2025-01-01', tglakhir: '2026-01-02' })).toBe(
      'Rentang tanggal maksimal 366 hari',
    )
  })
})
