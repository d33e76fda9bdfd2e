import type { AreaSeed, Office } from './offices.ts'
import type { Employee } from './pegawai.ts'
import type { Rng } from './random.ts'
import { assignTeaching, type Teaching } from './teaching.ts'

/** Per-employee habits, drawn once, so some people are often late and others never are. */
export interface Profile {
  lateRate: number
  earlyLeaveRate: number
  missingOutRate: number
  manualRate: number
  alphaRate: number
  sickRate: number
  ijinRate: number
  /** How many minutes before the start the employee usually arrives at most. */
  earliest: number
  ownAreas: readonly AreaSeed[]
  teaching: Teaching | null
}

export function makeProfile(rng: Rng, employee: Employee, areas: readonly AreaSeed[]): Profile {
  const punctual = rng.chance(0.4)
  return {
    lateRate: punctual ? 0.01 : 0.04 + rng.next() * 0.16,
    earlyLeaveRate: 0.01 + rng.next() * 0.05,
    missingOutRate: 0.01 + rng.next() * 0.04,
    // No app access (status_aktif 0): the operator enters every day by hand.
    manualRate: employee.row.status_aktif ? 0.02 + rng.next() * 0.06 : 1,
    alphaRate: 0.003 + rng.next() * 0.02,
    sickRate: 0.004 + rng.next() * 0.01,
    ijinRate: 0.002 + rng.next() * 0.006,
    earliest: rng.int(5, 35),
    ownAreas: areas.filter((a) => a.kode === employee.office.kode),
    teaching: employee.role.tipe === 'ajar' ? assignTeaching(rng, employee.office.jenjang) : null,
  }
}

export const MANUAL_NOTES = [
  'Lupa absen di aplikasi',
  'HP rusak, absen dibantu operator',
  'Baterai HP habis',
  'GPS tidak terdeteksi di aplikasi',
  'Aplikasi presensi error saat absen',
  'Tidak ada kuota internet',
  'Ganti HP, akun belum dipindah',
  'Tugas luar: rapat di dinas pendidikan',
] as const

export const SAKIT_NOTES = ['Demam', 'Sakit, izin lewat WA ke kepala unit', 'Periksa ke dokter', 'Sakit gigi']
export const IJIN_NOTES = ['Keperluan keluarga mendadak', 'Mengantar anak berobat', 'Takziah keluarga']

/** A point inside an area's circle, 0–60 % of its radius from the centre (about 111,320 m per degree). */
export function pointIn(rng: Rng, lat: number, lng: number, radiusMetres: number): [number, number] {
  const distance = (rng.next() * 0.6 * radiusMetres) / 111_320
  const angle = rng.next() * 2 * Math.PI
  const round = (v: number) => Math.round(v * 1e6) / 1e6
  return [round(lat + distance * Math.sin(angle)), round(lng + distance * Math.cos(angle))]
}

export interface CheckInPlace {
  idar: number | null
  lokasi: string
  lat: number
  lng: number
}

/** Where an app check-in happened: an own area, the head office on meeting days, or outside (rule 0). */
export function checkInPlace(
  rng: Rng,
  employee: Employee,
  profile: Profile,
  meetingDay: boolean,
  headOfficeAreas: readonly AreaSeed[],
): CheckInPlace {
  const leader =
    employee.role.jabatan === 'Kepala Sekolah' || employee.role.jabatan === 'Wakil Kepala Sekolah'
  if (meetingDay && leader && headOfficeAreas.length > 0) return placeAt(rng, headOfficeAreas.at(-1))
  if (employee.shift?.lokasi_masuk === 0 && rng.chance(0.3)) return outside(rng, employee.office)
  const [main, ...others] = profile.ownAreas
  return placeAt(rng, others.length > 0 && rng.chance(0.2) ? rng.pick(others) : main)
}

function placeAt(rng: Rng, area: AreaSeed | undefined): CheckInPlace {
  if (!area) throw new Error('Kantor tanpa area absensi')
  const [lat, lng] = pointIn(rng, area.lat, area.lng, area.radius)
  return { idar: area.idar, lokasi: area.lokasi, lat, lng }
}

function outside(rng: Rng, office: Office): CheckInPlace {
  const [lat, lng] = pointIn(rng, office.lat, office.lng, 8000)
  return { idar: null, lokasi: 'Di luar area absensi', lat, lng }
}
