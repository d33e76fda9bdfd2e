import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_EMPLOYEE_COUNT, DEMO_UNIT_ADMIN } from '../../seeds/demo.ts'
import { verifyPassword } from '../../src/api-handlers/auth/password.ts'
import { IMPORT_PASSWORD_LENGTH } from '../../src/api-handlers/pegawai-impor.ts'
import { PEGAWAI_FILE_FIELDS } from '../../src/contract/pegawai-file.ts'
import type { ImporBarisInput } from '../../src/contract/pegawai-impor.ts'
import {
  callFail,
  callOk,
  jakarta,
  loginAs,
  rawCall,
  setupTestServer,
  sqlRows,
} from '../support/test-server.ts'

/** Bulk employee import (issue 5): every rule re-checked by the server, all rows or none. */

const t = setupTestServer({ now: jakarta('2026-11-22T09:00'), logins: { admin: DEMO_ADMIN } })

let known: { nip: string; jabatan: string; pendidikan: string; shift: { idshift: number; label: string } }
beforeEach(async () => {
  const one = <T>(query: string) => sqlRows<T>(t.server, query)[0] as T
  known = {
    nip: one<{ nip: string }>('SELECT nip FROM pegawai ORDER BY idp LIMIT 1').nip,
    jabatan: one<{ jabatan: string }>('SELECT jabatan FROM jabatan ORDER BY id LIMIT 1').jabatan,
    pendidikan: one<{ pendidikan: string }>('SELECT pendidikan FROM pendidikan ORDER BY id LIMIT 1')
      .pendidikan,
    shift: one<{ idshift: number; label: string }>(
      'SELECT idshift, label FROM shift ORDER BY idshift LIMIT 1',
    ),
  }
})

const valid = (nomor: number, over: Partial<ImporBarisInput> = {}): ImporBarisInput => ({
  nomor,
  nip: `IMP-${nomor}`,
  nama: `Pegawai Impor ${nomor}`,
  jk: 'P',
  kode: 'PST',
  jadwal: '1',
  ...over,
})
const employees = () => Number(sqlRows<{ n: number }>(t.server, 'SELECT COUNT(*) AS n FROM pegawai')[0]?.n)
const periksa = async (baris: ImporBarisInput[]) =>
  (await callOk('POST api/datapegawai/impor/periksa', { token: t.admin, body: { baris } })).baris

describe('POST api/datapegawai/impor/periksa (the preview)', () => {
  it('a valid row has no problem; names resolve in any letter case; nothing is written', async () => {
    const before = await t.server.writeCount()
    const rows = await periksa([
      valid(2),
      valid(3, {
        kode: '',
        cabang: 'kantor pusat yayasan',
        jadwal: known.shift.label.toUpperCase(),
        jabatan: known.jabatan.toLowerCase(),
        pendidikan: known.pendidikan.toUpperCase(),
        jk: 'Perempuan',
        status: 'Keluar/Pindah',
        tglmasuk: '2020-01-01',
        tglkeluar: '2024-06-30',
        wa: '0812 3456 7890',
      }),
    ])
    expect(rows).toEqual([
      { nomor: 2, masalah: [] },
      { nomor: 3, masalah: [] },
    ])
    expect(await t.server.writeCount()).toBe(before)
  })

  it.each([
    ['no NIP', { nip: '  ' }, 'Pastikan lengkapi isian NIP dan Nama!'],
    ['no name', { nama: '' }, 'Pastikan lengkapi isian NIP dan Nama!'],
    ['an unknown unit code', { kode: 'XYZ' }, 'Kode Unit tidak dikenal: XYZ'],
    ['an unknown unit name', { kode: '', cabang: 'Sekolah Antah' }, 'Unit tidak dikenal: Sekolah Antah'],
    ['no unit', { kode: '' }, 'Pilih unit pendidikan pegawai!'],
    ['an unknown position', { jabatan: 'Astronot' }, 'Jabatan tidak dikenal: Astronot'],
    ['an unknown education', { pendidikan: 'S9' }, 'Pendidikan tidak dikenal: S9'],
    ['an unknown schedule id', { jadwal: '999' }, 'Jadwal tidak dikenal: 999'],
    ['an unknown schedule name', { jadwal: 'Shift Bulan' }, 'Jadwal tidak dikenal: Shift Bulan'],
    ['no schedule', { jadwal: '' }, 'Pilih dulu kaitan jadwal!'],
    ['an impossible birth date', { tgllahir: '1990-02-30' }, 'Tanggal Lahir: Tanggal tidak valid'],
    ['a start date in another format', { tglmasuk: '01/07/2024' }, 'Tanggal Masuk: Tanggal tidak valid'],
    ['a bad phone', { wa: '12345' }, 'Nomor WA harus berformat +62, contoh +6281234567890'],
    ['a bad email', { email: 'bukan@' }, 'Format email tidak valid'],
    ['a bad JK', { jk: 'X' }, 'JK harus L atau P'],
    ['no JK', { jk: '' }, 'JK harus L atau P'],
    ['an unknown status', { status: 'Cuti' }, 'Status tidak dikenal: Cuti'],
    [
      'a leaving date before the start',
      { status: '2', tglmasuk: '2024-07-01', tglkeluar: '2024-06-30' },
      'Tanggal keluar tidak boleh sebelum tanggal masuk',
    ],
    ['an overlong name', { nama: 'x'.repeat(101) }, 'Nama: Maksimal 100 karakter'],
  ])('%s: %s', async (_, over, problem) => {
    const [row] = await periksa([valid(2, over)])
    expect(row).toEqual({ nomor: 2, masalah: [problem] })
  })

  it('a NIP in use, and a NIP repeated in the file (the later row names the first)', async () => {
    const rows = await periksa([
      valid(2, { nip: known.nip }),
      valid(3, { nip: 'SAMA' }),
      valid(4, { nip: ' SAMA ' }),
    ])
    expect(rows).toEqual([
      { nomor: 2, masalah: ['No induk pegawai sudah digunakan!'] },
      { nomor: 3, masalah: [] },
      { nomor: 4, masalah: ['NIP ganda di berkas (sama dengan baris 3)'] },
    ])
  })

  it('a row lists every problem it has', async () => {
    const [row] = await periksa([valid(2, { nip: '', kode: 'XYZ', wa: '1', tgllahir: 'kemarin' })])
    expect(row?.masalah).toEqual([
      'Kode Unit tidak dikenal: XYZ',
      'Pastikan lengkapi isian NIP dan Nama!',
      'Tanggal Lahir: Tanggal tidak valid',
      'Nomor WA harus berformat +62, contoh +6281234567890',
    ])
  })
})

describe('POST api/datapegawai/impor', () => {
  it('writes every row in one go and lists each generated password once', async () => {
    const answer = await callOk('POST api/datapegawai/impor', {
      token: t.admin,
      body: { baris: [valid(2, { wa: '081234567890', jabatan: known.jabatan.toUpperCase() }), valid(3)] },
    })
    expect(answer).toMatchObject({ status: 'sukses', pesan: '2 pegawai telah diimpor!', jumlah: 2 })
    expect(employees()).toBe(DEMO_EMPLOYEE_COUNT + 2)
    const stored = sqlRows<{ idp: number; nip: string; jabatan: string; wa: string; pass_hash: string }>(
      t.server,
      "SELECT idp, nip, jabatan, wa, pass_hash, status_aktif FROM pegawai WHERE nip LIKE 'IMP-%' ORDER BY nip",
    )
    expect(stored.map((row) => [row.nip, row.jabatan, row.wa])).toEqual([
      ['IMP-2', known.jabatan, '+6281234567890'],
      ['IMP-3', '', ''],
    ])
    for (const [i, akun] of answer.akun.entries()) {
      expect(akun).toMatchObject({ nomor: i + 2, idp: stored[i]?.idp, nip: stored[i]?.nip })
      expect(akun.pass).toMatch(new RegExp(`^[a-zA-Z2-9]{${IMPORT_PASSWORD_LENGTH}}$`))
      expect(stored[i]?.pass_hash).toMatch(/^pbkdf2-sha256\$10000\$/)
      expect(await verifyPassword(akun.pass, stored[i]?.pass_hash ?? '')).toBe(true)
    }
    // The password is never answered again.
    const detail = await rawCall('GET', `api/datapegawai/${stored[0]?.idp}`, { token: t.admin })
    expect(JSON.stringify(detail.body)).not.toContain(answer.akun[0]?.pass)
  })

  it('every column of the file is saved: names resolved, every other cell as the file has it (issue 28)', async () => {
    const unit = sqlRows<{ kode: string; cabang: string }>(
      t.server,
      'SELECT kode, cabang FROM kantor LIMIT 1',
    )[0]
    const row = {
      nomor: 2,
      nip: 'IMP-SEMUA',
      nama: 'Semua Kolom',
      jk: 'Perempuan',
      tempat: 'Klaten',
      tgllahir: '1988-08-08',
      alamat: 'Jl. Melati 2',
      jabatan: known.jabatan,
      pendidikan: known.pendidikan,
      wa: '+6281222223333',
      email: 'semua@example.com',
      status: 'Non Aktif',
      tglmasuk: '2019-07-01',
      tglkeluar: '2024-06-30',
      kode: '',
      cabang: unit?.cabang ?? '',
      jadwal: known.shift.label,
      catatan: 'dari berkas',
    } satisfies Required<ImporBarisInput>
    expect(Object.keys(row).sort()).toEqual(['nomor', ...PEGAWAI_FILE_FIELDS].sort())
    const { akun } = await callOk('POST api/datapegawai/impor', { token: t.admin, body: { baris: [row] } })
    const { detail } = await callOk('GET api/datapegawai/{idp}', {
      token: t.admin,
      params: { idp: akun[0]?.idp ?? 0 },
    })
    const { nomor: _nomor, jadwal: _jadwal, ...cells } = row
    const expected: Record<string, unknown> = {
      ...cells,
      jk: 'P',
      status: 1,
      kode: unit?.kode,
      idshift: known.shift.idshift,
    }
    const answered: Record<string, unknown> = { ...detail }
    const saved = Object.fromEntries(Object.keys(expected).map((field) => [field, answered[field]]))
    expect(saved).toEqual(expected)
  })

  it('one bad row refuses the whole import (400) and writes nothing', async () => {
    const before = await t.server.writeCount()
    const refused = await callFail('POST api/datapegawai/impor', {
      token: t.admin,
      body: { baris: [valid(2), valid(3, { nip: known.nip }), valid(4, { jadwal: '' })] },
    })
    expect(refused).toEqual({
      status: 400,
      pesan:
        'Impor dibatalkan, tidak ada data yang disimpan. baris 3: No induk pegawai sudah digunakan!; baris 4: Pilih dulu kaitan jadwal!.',
    })
    expect(employees()).toBe(DEMO_EMPLOYEE_COUNT)
    expect(await t.server.writeCount()).toBe(before)
  })

  it('a NIP imported once is taken the second time', async () => {
    await callOk('POST api/datapegawai/impor', { token: t.admin, body: { baris: [valid(2)] } })
    const again = await callFail('POST api/datapegawai/impor', {
      token: t.admin,
      body: { baris: [valid(2)] },
    })
    expect(again.pesan).toContain('baris 2: No induk pegawai sudah digunakan!')
  })
})

describe('bad input and roles', () => {
  it.each(['api/datapegawai/impor', 'api/datapegawai/impor/periksa'])(
    '%s: level 0 only (403)',
    async (path) => {
      const unit = await loginAs(DEMO_UNIT_ADMIN.usernama, DEMO_UNIT_ADMIN.pass)
      expect((await rawCall('POST', path, { token: unit, body: { baris: [valid(2)] } })).status).toBe(403)
      expect((await rawCall('POST', path, { body: { baris: [valid(2)] } })).status).toBe(401)
    },
  )

  it.each([
    ['no rows', { baris: [] }, 'Berkas tidak berisi baris data pegawai.'],
    ['no list', {}, 'Berkas tidak berisi baris data pegawai.'],
    [
      'too many rows',
      { baris: Array.from({ length: 5001 }, (_, i) => valid(i + 2)) },
      'Maksimal 5.000 baris sekali impor.',
    ],
    ['a row without its number', { baris: [{ nip: 'A', nama: 'B' }] }, 'Nomor baris tidak valid'],
    ['a cell that is not text', { baris: [{ ...valid(2), nip: 12345 }] }, 'Isi sel harus teks'],
    ['an overlong cell', { baris: [{ ...valid(2), alamat: 'x'.repeat(1001) }] }, 'Isi sel terlalu panjang'],
  ])('%s → 400 %s', async (_, body, pesan) => {
    const before = await t.server.writeCount()
    const answer = await rawCall('POST', 'api/datapegawai/impor', { token: t.admin, body })
    expect(answer).toEqual({ status: 400, body: { status: 'gagal', pesan } })
    expect(await t.server.writeCount()).toBe(before)
  })
})
