import type { Jenjang } from './offices.ts'
import type { Rng } from './random.ts'

/** Subjects and classes per school level, for the teaching-hour attendance of teachers (absensi_ajar). */

export const SUBJECTS: Readonly<Record<Jenjang, readonly string[]>> = {
  pusat: ['Pembinaan Guru'],
  tk: ['Calistung', 'Mewarnai', 'Hafalan Doa Harian', 'Motorik Halus', 'Mengaji Iqro', 'Bermain Peran'],
  sd: [
    'Matematika',
    'Bahasa Indonesia',
    'IPAS',
    'Pendidikan Agama Islam',
    'Pendidikan Pancasila',
    'PJOK',
  ].concat(['Bahasa Inggris', 'Bahasa Jawa', 'Seni Budaya', 'Tahfidz Al-Quran']),
  smp: ['Matematika', 'Bahasa Indonesia', 'Bahasa Inggris', 'IPA', 'IPS', 'Pendidikan Agama Islam'].concat([
    'Pendidikan Pancasila',
    'Informatika',
    'Seni Budaya',
    'PJOK',
    'Bahasa Arab',
    'Tahfidz Al-Quran',
  ]),
  sma: ['Matematika', 'Fisika', 'Kimia', 'Biologi', 'Ekonomi', 'Sosiologi', 'Geografi', 'Sejarah'].concat([
    'Bahasa Indonesia',
    'Bahasa Inggris',
    'Pendidikan Agama Islam',
    'Informatika',
    'Bahasa Arab',
  ]),
}

export function classes(jenjang: Jenjang): string[] {
  const grid = (grades: readonly string[], parallels: readonly string[], join: string) =>
    grades.flatMap((grade) => parallels.map((p) => `${grade}${join}${p}`))
  if (jenjang === 'tk') return grid(['A', 'B'], ['1', '2'], '')
  if (jenjang === 'sd') return grid(['1', '2', '3', '4', '5', '6'], ['A', 'B'], '')
  if (jenjang === 'smp') return grid(['7', '8', '9'], ['A', 'B', 'C'], '')
  return grid(['X', 'XI', 'XII'], ['1', '2', '3'], '-')
}

/** What one teacher teaches: one or two subjects and a handful of classes. */
export interface Teaching {
  matpel: readonly string[]
  kelas: readonly string[]
}

export function assignTeaching(rng: Rng, jenjang: Jenjang): Teaching {
  const subjects = SUBJECTS[jenjang]
  const all = classes(jenjang)
  const first = rng.pick(subjects)
  const second = rng.pick(subjects)
  const kelas = new Set<string>()
  while (kelas.size < Math.min(4, all.length)) kelas.add(rng.pick(all))
  return { matpel: first === second ? [first] : [first, second], kelas: [...kelas].sort() }
}
