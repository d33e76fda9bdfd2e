import { describe, expect, it } from 'vitest'
import type { Employment, ShiftDay } from '../../src/domain/attendance.ts'
import { parseAttlog, STATUS_TANPA_ARAH } from '../../src/domain/attlog.ts'
import { type DayContext, dayTimes, directionOf, type Mark, planDay } from '../../src/domain/punch-days.ts'

/** The attlog layout (src/domain/attlog.ts) and the rules of a machine's day (punch-days.ts, docs/mesin.md). */

describe('parseAttlog', () => {
  it('reads tab- and space-separated lines, padded PINs, CRLF, a BOM, and skips blank lines', () => {
    const text =
      '\uFEFF    11\t2025-08-27 07:57:49\t0\t1\t0\t0\t0\t0\t0\t0\r\n' +
      '\r\n' +
      '12  2025-08-27 16:01:02  1  15  7\r\n' +
      '13\t2025-08-27\t07:05:00\t255\n' +
      '14 2025-08-28 07:00:00\n'
    const { punches, unreadable, lines } = parseAttlog(text)
    expect(unreadable).toEqual([])
    expect(lines).toBe(4)
    expect(
      punches.map(({ pin, waktu, status, verifikasi, kode_kerja, nomor }) => ({
        pin,
        waktu,
        status,
        verifikasi,
        kode_kerja,
        nomor,
      })),
    ).toEqual([
      { pin: '11', waktu: '2025-08-27 07:57:49', status: 0, verifikasi: 1, kode_kerja: '0', nomor: 1 },
      { pin: '12', waktu: '2025-08-27 16:01:02', status: 1, verifikasi: 15, kode_kerja: '7', nomor: 3 },
      { pin: '13', waktu: '2025-08-27 07:05:00', status: 255, verifikasi: 0, kode_kerja: '', nomor: 4 },
      {
        pin: '14',
        waktu: '2025-08-28 07:00:00',
        status: STATUS_TANPA_ARAH,
        verifikasi: 0,
        kode_kerja: '',
        nomor: 5,
      },
    ])
    expect(punches[0]?.baris).toBe('    11\t2025-08-27 07:57:49\t0\t1\t0\t0\t0\t0\t0\t0')
  })

  it("takes a NIP with '.', '-' or '/' as the key of a table's line, not a space", () => {
    const { punches, unreadable } = parseAttlog(
      'PEG-01/2.5\t2026-11-16 07:00:00\t0\nPEG 01\t2026-11-16 07:00:00\t0',
    )
    expect(punches.map((punch) => punch.pin)).toEqual(['PEG-01/2.5'])
    expect(unreadable.map((line) => line.nomor)).toEqual([2])
  })

  it('lists the lines it cannot read with their number and an Indonesian reason', () => {
    const text = [
      '11\t2025-02-30 07:00:00\t0',
      'judul kolom',
      '12\t2025-08-27 25:00:00\t0',
      '13\t2025-08-27 07:00:00\tx',
      '1 2 3',
    ].join('\n')
    const { punches, unreadable } = parseAttlog(text)
    expect(punches).toEqual([])
    expect(unreadable.map(({ nomor, alasan }) => ({ nomor, alasan }))).toEqual([
      { nomor: 1, alasan: 'Tanggal atau jam tidak valid: 2025-02-30 07:00:00' },
      { nomor: 2, alasan: 'Tanggal dan jam tidak ditemukan' },
      { nomor: 3, alasan: 'Tanggal atau jam tidak valid: 2025-08-27 25:00:00' },
      { nomor: 4, alasan: 'Status bukan angka: x' },
      { nomor: 5, alasan: 'Tanggal atau jam tidak valid: 2 3' },
    ])
  })
})

const mark = (time: string, direction: Mark<string>['direction'], source = time): Mark<string> => ({
  time,
  direction,
  source,
})

describe('directionOf', () => {
  it.each([
    [0, 'status', 'masuk'],
    [1, 'status', 'pulang'],
    [4, 'status', 'lembur'],
    [5, 'status', 'lembur'],
    [255, 'status', null],
    [2, 'status', null],
    [0, 'urutan', null],
    [1, 'urutan', null],
  ] as const)('status %i on a %s machine: %s', (status, arah, expected) => {
    expect(directionOf(status, arah)).toBe(expected)
  })
})

describe('dayTimes', () => {
  it('undirected: the first punch is datang, the last one at least the gap later is pulang', () => {
    const times = dayTimes(
      [mark('07:02', null), mark('06:58', null), mark('15:30', null), mark('16:05', null)],
      60,
    )
    expect([times.datang?.time, times.pulang?.time]).toEqual(['06:58', '16:05'])
  })

  it('a second punch within the gap is a repeat, not a departure; at exactly the gap it is one', () => {
    expect(dayTimes([mark('07:00', null), mark('07:59', null)], 60).pulang).toBeNull()
    expect(dayTimes([mark('07:00', null), mark('08:00', null)], 60).pulang?.time).toBe('08:00')
  })

  it('directed: the earliest check-in and the latest check-out after it, whatever the gap', () => {
    const times = dayTimes(
      [mark('07:10', 'masuk'), mark('07:05', 'masuk'), mark('07:20', 'pulang'), mark('06:00', 'pulang')],
      60,
    )
    expect([times.datang?.time, times.pulang?.time]).toEqual(['07:05', '07:20'])
  })

  it('only check-outs: no datang and no pulang', () => {
    expect(dayTimes([mark('16:00', 'pulang')], 60)).toEqual({ datang: null, pulang: null })
  })

  it('on a tie the first listed mark stays (the record before the punch)', () => {
    expect(
      dayTimes([mark('07:00', 'masuk', 'record'), mark('07:00', null, 'punch')], 60).datang?.source,
    ).toBe('record')
  })
})

describe('planDay', () => {
  const shift: ShiftDay = { waktu_masuk: '07:00', waktu_pulang: '15:00', libur: false }
  const employment: Employment = { idshift: 1, tglmasuk: null, tglkeluar: null }
  const context = (overrides: Partial<DayContext> = {}): DayContext => ({
    tgl: '2026-11-16',
    today: '2026-11-18',
    employment,
    day: shift,
    holiday: null,
    gap: 60,
    existing: undefined,
    ...overrides,
  })
  const sources = { masuk: 'record', pulang: 'record' }

  it('a new day is measured by the shift like every entry (lateness, early leave, work time)', () => {
    const plan = planDay(context(), [mark('07:12', null), mark('14:30', null)], sources)
    expect(plan).toMatchObject({
      kind: 'tulis',
      waktu_masuk: '07:12',
      waktu_pulang: '14:30',
      measures: { keterlambatan: 12, pulangawal: 30, waktukerja: 438 },
      tindakan: 'baru',
    })
  })

  it('merges with the record: the earliest datang and the latest pulang; the same times change nothing', () => {
    const existing = { status: 0, kategori: null, waktu_masuk: '07:20', waktu_pulang: null } as const
    const merged = planDay(context({ existing }), [mark('07:05', null), mark('15:10', null)], sources)
    expect(merged).toMatchObject({ waktu_masuk: '07:05', waktu_pulang: '15:10', tindakan: 'ubah' })
    const again = { ...existing, waktu_masuk: '07:05', waktu_pulang: '15:10' }
    const repeat = planDay(context({ existing: again }), [mark('07:05', null), mark('15:10', null)], sources)
    expect(repeat).toMatchObject({ tindakan: 'sama' })
    if (repeat.kind === 'tulis') expect(repeat.times.datang.source).toBe('record')
  })

  it.each([
    [{ status: 1, kategori: null }, 'ijin'],
    [{ status: 2, kategori: null }, 'sakit'],
    [{ status: 1, kategori: 'cuti' }, 'cuti'],
    [{ status: 1, kategori: 'dinas' }, 'dinas'],
  ] as const)('a leave record %o keeps its day: %s', (leave, alasan) => {
    const existing = { ...leave, waktu_masuk: null, waktu_pulang: null }
    expect(planDay(context({ existing }), [mark('07:00', null)], sources)).toMatchObject({
      kind: 'lewati',
      alasan,
    })
  })

  it("a holiday of the unit's calendar, a shift's day off and a later date are not written", () => {
    expect(planDay(context({ holiday: 'Hari Guru' }), [mark('07:00', null)], sources)).toMatchObject({
      kind: 'lewati',
      alasan: 'libur',
      dayOff: { kind: 'liburKhusus', uraian: 'Hari Guru' },
    })
    expect(
      planDay(context({ day: { ...shift, libur: true } }), [mark('07:00', null)], sources),
    ).toMatchObject({
      alasan: 'libur',
    })
    expect(planDay(context({ tgl: '2026-11-19' }), [mark('07:00', null)], sources)).toMatchObject({
      alasan: 'masa_depan',
    })
  })

  it('a day with only a check-out is listed, not written', () => {
    expect(planDay(context(), [mark('15:00', 'pulang')], sources)).toMatchObject({ alasan: 'tanpa_datang' })
  })
})
