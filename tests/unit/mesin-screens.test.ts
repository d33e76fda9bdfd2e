import { describe, expect, it } from 'vitest'
import type { AbsensiRecord, RekapDetailRow } from '../../src/contract/laporan.ts'
import { machinesText } from '../../src/domain/attendance.ts'
import {
  jamText,
  statusCode,
  tabelToAttlog,
  tanggalText,
  tebakPemetaan,
} from '../../src/ui/features/impormesin/read-scanlog.ts'
import { sourceText } from '../../src/ui/features/laporan/attendance-cells.tsx'
import { isSilent } from '../../src/ui/features/mesin/mesin-status.ts'
import { dayText } from '../../src/ui/features/presensi/RiwayatScreen.tsx'

/** Issue 32's screen-side rules: a scan log table as attlog lines, a record's source, a silent machine. */

describe('a scan log table becomes attlog lines', () => {
  it('maps date and time columns, spreadsheet serials and Indonesian dates alike', () => {
    const tabel = {
      kolom: ['No', 'NIP', 'Tanggal', 'Jam'],
      baris: [
        [1, '198701012010011001', '18/11/2026', '7:05'],
        [2, 1002, 46344, 0.6875],
        [3, '1003', '2026-11-18', '16.30.15'],
      ],
    }
    const peta = tebakPemetaan(tabel.kolom)
    expect(peta).toEqual({ kunci: 1, tanggal: 2, jam: 3, status: null })
    expect(tabelToAttlog(tabel, peta).split('\n')).toEqual([
      '198701012010011001\t2026-11-18 07:05:00\t255\t0\t0',
      '1002\t2026-11-18 16:30:00\t255\t0\t0',
      '1003\t2026-11-18 16:30:15\t255\t0\t0',
    ])
  })

  it('reads one date-time column; an unreadable cell goes as written for the server to name', () => {
    const tabel = {
      kolom: ['PIN', 'Waktu'],
      baris: [
        ['7', '2026-11-18 07:01:02'],
        ['8', 46344.3125],
        ['9', 'kemarin'],
      ],
    }
    const peta = tebakPemetaan(tabel.kolom)
    expect(peta).toEqual({ kunci: 0, tanggal: 1, jam: null, status: null })
    expect(tabelToAttlog(tabel, peta).split('\n')).toEqual([
      '7\t2026-11-18 07:01:02\t255\t0\t0',
      '8\t2026-11-18 07:30:00\t255\t0\t0',
      '9\tkemarin \t255\t0\t0',
    ])
  })

  it('an in/out column gives each line its direction; what it cannot read goes without one', () => {
    const tabel = {
      kolom: ['PIN', 'Waktu', 'Status'],
      baris: [
        ['7', '2026-11-18 07:01:02', 'C/In'],
        ['7', '2026-11-18 16:02:00', 'C/Out'],
        ['8', '2026-11-18 07:10:00', 'Masuk'],
        ['8', '2026-11-18 15:00:00', 'pulang'],
        ['8', '2026-11-18 17:00:00', 'OT-In'],
        ['9', '2026-11-18 07:20:00', '?'],
      ],
    }
    const peta = tebakPemetaan(tabel.kolom)
    expect(peta).toEqual({ kunci: 0, tanggal: 1, jam: null, status: 2 })
    expect(
      tabelToAttlog(tabel, peta)
        .split('\n')
        .map((line) => line.split('\t')[2]),
    ).toEqual(['0', '1', '0', '1', '4', '255'])
    expect([0, 1, 'Check In', 'clock out', 'Datang', 'Keluar', 'Lembur Pulang', ''].map(statusCode)).toEqual([
      0, 1, 0, 1, 0, 1, 5, 255,
    ])
  })

  it('dates and times alone', () => {
    expect(tanggalText('1-2-2026')).toBe('2026-02-01')
    expect(tanggalText('2026/2/1')).toBe('2026-02-01')
    expect(jamText('23:59:59')).toBe('23:59:59')
    expect(jamText(0.5)).toBe('12:00:00')
  })
})

const record = (change: Partial<AbsensiRecord>): AbsensiRecord => ({
  id: 1,
  idp: 1,
  tgl: '2026-11-18',
  nama: 'Ani',
  nip: '1',
  cabang: 'SD',
  status: 0,
  waktu_masuk: '07:00',
  waktu_pulang: '15:00',
  keterlambatan: 0,
  pulangawal: 0,
  waktukerja: 480,
  lokasi: '',
  device: 0,
  tglentrix: '2026-11-18',
  waktuentrix: '07:00',
  lat: null,
  lng: null,
  opr: '',
  catatan: '',
  ...change,
})

describe('a record names its sources', () => {
  it.each([
    [{ device: 0 }, 'App'],
    [{ device: 1 }, 'Manual'],
    [{ device: 2, mesin_masuk: 'Gerbang', mesin_pulang: 'Gerbang' }, 'Mesin Gerbang'],
    [{ device: 2 }, 'Mesin'],
    [{ device: 2, mesin_masuk: 'Gerbang', waktu_pulang: null }, 'Mesin Gerbang'],
    [{ device: 0, sumber_masuk: 0, sumber_pulang: 2, mesin_pulang: 'Gerbang' }, 'App / Mesin Gerbang'],
    [
      { device: 2, sumber_masuk: 2, mesin_masuk: 'Depan', sumber_pulang: 2, mesin_pulang: 'Belakang' },
      'Mesin Depan / Mesin Belakang',
    ],
  ] as const)('%o → %s', (change, text) => {
    expect(sourceText(record(change))).toBe(text)
  })
})

describe('a machine silent for more than a day', () => {
  const now = new Date('2026-11-18T03:00:00Z') // 10:00 WIB
  it.each([
    ['2026-11-17 09:59:59', true],
    ['2026-11-17 10:00:00', false],
    ['2026-11-18 08:00:00', false],
  ])('last push %s → %s', (push_terakhir, silent) => {
    expect(isSilent({ push_terakhir, aktif: 1 }, now)).toBe(silent)
  })
  it('never pushed (file imports only) or switched off: not silent', () => {
    expect(isSilent({ push_terakhir: null, aktif: 1 }, now)).toBe(false)
    expect(isSilent({ push_terakhir: '2026-01-01 00:00:00', aktif: 0 }, now)).toBe(false)
  })
})

describe("a day's machines (the recap's detail, the app's Riwayat)", () => {
  it('names the machine once, both when two machines took the halves, none for the app', () => {
    expect(machinesText({ mesin_masuk: 'Gerbang', mesin_pulang: 'Gerbang' })).toBe('Mesin Gerbang')
    expect(machinesText({ mesin_masuk: 'Depan', mesin_pulang: 'Belakang' })).toBe(
      'Mesin Depan / Mesin Belakang',
    )
    expect(machinesText({ mesin_pulang: 'Gerbang' })).toBe('Mesin Gerbang')
    expect(machinesText({})).toBeNull()
  })

  it("the app's Riwayat line ends with the machine", () => {
    const day: RekapDetailRow = {
      ...{ tgl: '2026-11-16', masuk: 1, waktu_masuk: '07:12', waktu_pulang: '15:05', pulangawal: 0 },
      ...{ terlambat: 12, ijin: 0, sakit: 0, alpha: 0, mesin_masuk: 'Gerbang', mesin_pulang: 'Gerbang' },
    }
    expect(dayText(day)).toBe('Datang 07:12 · Pulang 15:05 · terlambat 12 menit · Mesin Gerbang')
    expect(dayText({ ...day, mesin_masuk: undefined, mesin_pulang: undefined })).toBe(
      'Datang 07:12 · Pulang 15:05 · terlambat 12 menit',
    )
  })
})
