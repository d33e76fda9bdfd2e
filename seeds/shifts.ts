import type { ShiftDay } from '../src/domain/attendance.ts'
import type { Row } from './insert.ts'

/** Work schedules. Weekdays are 0 = Ahad (Sunday) … 6 = Sabtu, as in shift_hari. */

export type ShiftKey = 'staf' | 'guru' | 'satpam' | 'lapangan'

export interface ShiftSeed {
  idshift: number
  key: ShiftKey
  label: string
  /** 0 anywhere, 1 any registered area, 2 the employee's own office's areas. */
  lokasi_masuk: 0 | 1 | 2
  lokasi_pulang: 0 | 1 | 2
  /** Index = weekday (0 = Ahad). */
  hari: readonly ShiftDay[]
}

const day = (waktu_masuk: string, waktu_pulang: string, libur = false): ShiftDay => ({
  waktu_masuk,
  waktu_pulang,
  libur,
})

export const SHIFTS: readonly ShiftSeed[] = [
  {
    // The SPEC.md §3 default: 08:00–14:00, Sunday off, Saturday ends 12:00.
    idshift: 1,
    key: 'staf',
    label: 'Staf Kantor',
    lokasi_masuk: 2,
    lokasi_pulang: 1,
    hari: [
      day('08:00', '14:00', true),
      day('08:00', '14:00'),
      day('08:00', '14:00'),
      day('08:00', '14:00'),
      day('08:00', '14:00'),
      day('08:00', '14:00'),
      day('08:00', '12:00'),
    ],
  },
  {
    // A six-day school week; Friday ends before the Friday prayer.
    idshift: 2,
    key: 'guru',
    label: 'Guru',
    lokasi_masuk: 2,
    lokasi_pulang: 2,
    hari: [
      day('07:00', '14:30', true),
      day('07:00', '14:30'),
      day('07:00', '14:30'),
      day('07:00', '14:30'),
      day('07:00', '14:30'),
      day('07:00', '11:00'),
      day('07:00', '12:00'),
    ],
  },
  {
    // Guards work every day, with a shorter Sunday.
    idshift: 3,
    key: 'satpam',
    label: 'Satpam',
    lokasi_masuk: 1,
    lokasi_pulang: 1,
    hari: [
      day('07:00', '13:00'),
      day('06:00', '18:00'),
      day('06:00', '18:00'),
      day('06:00', '18:00'),
      day('06:00', '18:00'),
      day('06:00', '18:00'),
      day('06:00', '18:00'),
    ],
  },
  {
    // Drivers and field staff may check in anywhere.
    idshift: 4,
    key: 'lapangan',
    label: 'Sopir dan Lapangan',
    lokasi_masuk: 0,
    lokasi_pulang: 0,
    hari: [
      day('07:30', '16:00', true),
      day('07:30', '16:00'),
      day('07:30', '16:00'),
      day('07:30', '16:00'),
      day('07:30', '16:00'),
      day('07:30', '16:00'),
      day('07:30', '13:00'),
    ],
  },
]

export function shiftByKey(key: ShiftKey): ShiftSeed {
  const shift = SHIFTS.find((s) => s.key === key)
  if (!shift) throw new Error(`Shift ${key} tidak ada`)
  return shift
}

export const shiftRows = (): Row<'shift'>[] =>
  SHIFTS.map(({ idshift, label, lokasi_masuk, lokasi_pulang }) => ({
    idshift,
    label,
    lokasi_masuk,
    lokasi_pulang,
  }))

export const shiftHariRows = (): Row<'shift_hari'>[] =>
  SHIFTS.flatMap((shift) =>
    shift.hari.map((d, hari) => ({
      idshift: shift.idshift,
      hari,
      waktu_masuk: d.waktu_masuk,
      waktu_pulang: d.waktu_pulang,
      libur: d.libur ? 1 : 0,
    })),
  )
