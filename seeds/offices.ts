import type { Row } from './insert.ts'
import { FEMALE_FIRST, FEMALE_LAST, MALE_FIRST, MALE_LAST } from './names.ts'

/**
 * The foundation's offices: the head office plus units (schools) numbered per level. The demo
 * uses the head office and the first four units; the large dataset uses more of the same list.
 */

export type Jenjang = 'pusat' | 'tk' | 'sd' | 'smp' | 'sma'

export interface Office {
  kode: string
  cabang: string
  pusat: 0 | 1
  jenjang: Jenjang
  /** Centre of the office's grounds (WGS84). */
  lat: number
  lng: number
  alamat: string
}

export const NAMA_YAYASAN = 'Yayasan Pendidikan Islam Al-Hikmah'

export const HEAD_OFFICE: Office = {
  kode: 'PST',
  cabang: 'Kantor Pusat Yayasan',
  pusat: 1,
  jenjang: 'pusat',
  lat: -7.756,
  lng: 110.381,
  alamat: 'Jl. Kaliurang Km 6,5 No. 21, Sleman, D.I. Yogyakarta',
}

const UNIT_TYPES = [
  { prefix: 'SDIT', nama: 'SD Islam Terpadu', jenjang: 'sd' },
  { prefix: 'SMPIT', nama: 'SMP Islam Terpadu', jenjang: 'smp' },
  { prefix: 'SMAIT', nama: 'SMA Islam Terpadu', jenjang: 'sma' },
  { prefix: 'TKIT', nama: 'TK Islam Terpadu', jenjang: 'tk' },
] as const

const STREETS = ['Jl. Kaliurang', 'Jl. Palagan Tentara Pelajar', 'Jl. Magelang', 'Jl. Gejayan', 'Jl. Monjali']

/** Units in a fixed order: SDIT1, SMPIT1, SMAIT1, TKIT1, SDIT2, … (positions spread around the head office). */
export function unitOffices(count: number): Office[] {
  const offices: Office[] = []
  for (let i = 0; i < count; i++) {
    const type = UNIT_TYPES[i % UNIT_TYPES.length] ?? UNIT_TYPES[0]
    const number = Math.floor(i / UNIT_TYPES.length) + 1
    const distance = 0.012 * (1 + Math.floor(i / 8) * 0.6)
    offices.push({
      kode: `${type.prefix}${number}`,
      cabang: `${type.nama} ${number}`,
      pusat: 0,
      jenjang: type.jenjang,
      lat: round6(HEAD_OFFICE.lat + distance * Math.sin(i * 2.4)),
      lng: round6(HEAD_OFFICE.lng + distance * Math.cos(i * 2.4)),
      alamat: `${STREETS[i % STREETS.length]} No. ${10 + ((i * 37) % 180)}, Sleman, D.I. Yogyakarta`,
    })
  }
  return offices
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6

/**
 * The head of the office in the list's `index`: a fixed name (no random stream, so adding the
 * column changed no other seeded value), alternating men and women, with an academic title.
 */
export function kepalaOf(index: number): string {
  const [first, last] = index % 2 === 0 ? [MALE_FIRST, MALE_LAST] : [FEMALE_FIRST, FEMALE_LAST]
  const name = `${first[(index * 7) % first.length]} ${last[(index * 5) % last.length]}`
  return index === 0 ? `Dr. H. ${name}, M.Pd.` : `${name}, S.Pd.`
}

export const kantorRows = (offices: readonly Office[]): Row<'kantor'>[] =>
  offices.map(({ kode, cabang, pusat }) => ({ kode, cabang, pusat }))

/** Each office's address and head (migration 2026-11-26-0001), in list order. */
export const kantorDetails = (offices: readonly Office[]) =>
  offices.map(({ kode, alamat }, index) => ({ kode, alamat, kepala: kepalaOf(index) }))

export interface AreaSeed extends Row<'area_absensi'> {
  idar: number
}

/** Attendance areas: every office's main building; the head office's hall and school mosques too. */
export function areaRows(offices: readonly Office[]): AreaSeed[] {
  const areas: AreaSeed[] = []
  const add = (office: Office, lokasi: string, dLat: number, dLng: number, radius: number) =>
    areas.push({
      idar: areas.length + 1,
      lokasi,
      lat: round6(office.lat + dLat),
      lng: round6(office.lng + dLng),
      radius,
      keterangan: office.alamat,
      kode: office.kode,
    })
  for (const office of offices) {
    add(office, `Gedung ${office.cabang}`, 0, 0, office.pusat ? 80 : 120)
    if (office.pusat) add(office, 'Aula Pertemuan Yayasan', 0.0009, -0.0006, 60)
    else if (office.jenjang !== 'tk') add(office, `Masjid ${office.cabang}`, -0.0007, 0.0005, 50)
  }
  return areas
}
