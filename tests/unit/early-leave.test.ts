import { describe, expect, it } from 'vitest'
import { singkatanZona } from '../../src/domain/calendar.ts'
import { durasi, earlyLeaveQuestion, minutesEarly } from '../../src/ui/features/presensi/early-leave.ts'

/** The employee app's question before leaving more than an hour early (issue 34). */

const jadwal = { label: 'Pagi', waktu_masuk: '07:00', waktu_pulang: '15:00' }
const wib = { jadwal, zona_waktu: 'Asia/Jakarta' }
/** An instant at a Jakarta wall-clock time of 18 November 2026. */
const jakarta = (hhmm: string) => new Date(`2026-11-18T${hhmm}:00+07:00`)

describe('early leave', () => {
  it('counts minutes before the shift end in the foundation zone, as the server does', () => {
    expect(minutesEarly(wib, jakarta('10:21'))).toBe(279)
    expect(minutesEarly(wib, jakarta('15:30'))).toBe(0)
    // 10:21 WIB is 12:21 WIT: the same instant is 159 minutes early in Jayapura.
    expect(minutesEarly({ jadwal, zona_waktu: 'Asia/Jayapura' }, jakarta('10:21'))).toBe(159)
    expect(minutesEarly({ jadwal: null, zona_waktu: 'Asia/Jakarta' }, jakarta('10:21'))).toBe(0)
  })

  it('asks beyond one hour early, saying how early, with Batal and Ya, pulang sekarang', () => {
    expect(earlyLeaveQuestion(wib, jakarta('10:21'))).toEqual({
      title: 'Pulang lebih awal?',
      message:
        'Jadwal pulang Anda pukul 15:00 WIB. Jika pulang sekarang (10:21 WIB), Anda tercatat pulang awal 4 jam 39 menit.',
      confirmLabel: 'Ya, pulang sekarang',
      cancelLabel: 'Batal',
    })
    expect(earlyLeaveQuestion(wib, jakarta('13:59'))?.message).toContain('pulang awal 1 jam 1 menit')
  })

  it('does not ask at one hour early or less, nor without a schedule', () => {
    expect(earlyLeaveQuestion(wib, jakarta('14:00'))).toBeNull()
    expect(earlyLeaveQuestion(wib, jakarta('14:45'))).toBeNull()
    expect(earlyLeaveQuestion({ jadwal: null, zona_waktu: 'Asia/Jakarta' }, jakarta('08:00'))).toBeNull()
  })

  it('writes durations in hours and minutes', () => {
    expect([durasi(279), durasi(120), durasi(45), durasi(61)]).toEqual([
      '4 jam 39 menit',
      '2 jam',
      '45 menit',
      '1 jam 1 menit',
    ])
  })

  it('names the zones WIB, WITA and WIT', () => {
    expect(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura', 'UTC'].map(singkatanZona)).toEqual([
      'WIB',
      'WITA',
      'WIT',
      'UTC',
    ])
  })
})
