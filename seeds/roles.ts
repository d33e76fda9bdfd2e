import type { Row } from './insert.ts'
import type { Office } from './offices.ts'
import type { ShiftKey } from './shifts.ts'

/** Positions, education levels and how many of each position an office of a given size has. */

export const PENDIDIKAN = ['SD', 'SMP', 'SMA/SMK', 'D1', 'D3', 'D4', 'S1', 'S2', 'S3'] as const

export interface Role {
  jabatan: string
  tipe: 'normal' | 'ajar'
  shift: ShiftKey
  /** Education levels to draw from (repeat one to weight it). */
  pendidikan: readonly string[]
  /** Share of women in this position (0..1). */
  perempuan: number
  minAge: number
}

const role = (
  jabatan: string,
  shift: ShiftKey,
  pendidikan: readonly string[],
  perempuan: number,
  minAge = 22,
): Role => ({ jabatan, tipe: shift === 'guru' ? 'ajar' : 'normal', shift, pendidikan, perempuan, minAge })

const GURU_PENDIDIKAN = ['S1', 'S1', 'S1', 'S1', 'S1', 'S2', 'D4']
const STAF_PENDIDIKAN = ['SMA/SMK', 'D3', 'D3', 'S1', 'S1']

export const ROLES = {
  kepala: role('Kepala Sekolah', 'guru', ['S1', 'S2', 'S2'], 0.4, 38),
  wakil: role('Wakil Kepala Sekolah', 'guru', ['S1', 'S1', 'S2'], 0.5, 32),
  guru: role('Guru', 'guru', GURU_PENDIDIKAN, 0.6),
  guruTk: role('Guru', 'guru', ['D3', 'S1', 'S1', 'S1'], 0.95),
  bk: role('Guru BK', 'guru', ['S1', 'S1', 'S2'], 0.6),
  tu: role('Staf TU', 'staf', STAF_PENDIDIKAN, 0.6),
  pustakawan: role('Pustakawan', 'staf', ['D3', 'S1'], 0.7),
  laboran: role('Laboran', 'staf', ['D3', 'S1'], 0.4),
  satpam: role('Satpam', 'satpam', ['SMP', 'SMA/SMK', 'SMA/SMK'], 0, 24),
  kebersihan: role('Petugas Kebersihan', 'staf', ['SD', 'SMP', 'SMA/SMK'], 0.3, 24),
  sopir: role('Sopir', 'lapangan', ['SMP', 'SMA/SMK'], 0, 26),
  sekretaris: role('Sekretaris Yayasan', 'staf', ['S1', 'S2'], 0.6, 30),
  bendahara: role('Bendahara Yayasan', 'staf', ['S1', 'S2'], 0.6, 30),
  keuangan: role('Staf Keuangan', 'staf', ['D3', 'S1', 'S1'], 0.6),
  hrd: role('Staf HRD', 'staf', ['S1'], 0.5),
  it: role('Staf IT', 'staf', ['D3', 'S1', 'S1'], 0.2),
  administrasi: role('Staf Administrasi', 'staf', STAF_PENDIDIKAN, 0.5),
} satisfies Record<string, Role>

export const JABATAN = [...new Set(Object.values(ROLES).map((r) => r.jabatan))]

export const jabatanRows = (): Row<'jabatan'>[] => JABATAN.map((jabatan, i) => ({ id: i + 1, jabatan }))
export const pendidikanRows = (): Row<'pendidikan'>[] =>
  PENDIDIKAN.map((pendidikan, i) => ({ id: i + 1, pendidikan }))

/** The positions of an office with `size` employees: fixed posts first, the rest teachers or admin staff. */
export function staffPlan(office: Office, size: number): Role[] {
  const r = ROLES
  const fixed: Role[] =
    office.jenjang === 'pusat'
      ? [
          r.sekretaris,
          r.bendahara,
          r.hrd,
          r.it,
          r.keuangan,
          r.keuangan,
          r.sopir,
          r.sopir,
          r.satpam,
          r.satpam,
          r.kebersihan,
        ]
      : [
          r.kepala,
          ...(size >= 20 ? [r.wakil] : []),
          ...(office.jenjang === 'smp' || office.jenjang === 'sma' ? [r.bk] : []),
          r.tu,
          ...(size >= 20 ? [r.tu] : []),
          ...(office.jenjang !== 'tk' && size >= 15 ? [r.pustakawan] : []),
          ...(office.jenjang === 'sma' && size >= 20 ? [r.laboran] : []),
          r.satpam,
          ...(size >= 15 ? [r.satpam] : []),
          r.kebersihan,
        ]
  const filler = office.jenjang === 'pusat' ? r.administrasi : office.jenjang === 'tk' ? r.guruTk : r.guru
  const plan = fixed.slice(0, size)
  while (plan.length < size) plan.push(filler)
  return plan
}

/** Academic titles written after the name, as Indonesian staff lists do. */
export function gelar(role: Role, pendidikan: string): string {
  const s1 = role.tipe === 'ajar' ? 'S.Pd.' : GELAR_STAF[role.jabatan]
  if (!s1) return ''
  if (pendidikan === 'S1' || pendidikan === 'D4') return `, ${s1}`
  if (pendidikan === 'S2') return `, ${s1}, ${role.tipe === 'ajar' ? 'M.Pd.' : 'M.M.'}`
  return ''
}

const GELAR_STAF: Record<string, string> = {
  'Sekretaris Yayasan': 'S.Sos.',
  'Bendahara Yayasan': 'S.E.',
  'Staf Keuangan': 'S.E.',
  'Staf HRD': 'S.Psi.',
  'Staf IT': 'S.Kom.',
  'Staf TU': 'S.E.',
  'Staf Administrasi': 'S.AP.',
  Pustakawan: 'S.IP.',
  Laboran: 'S.Si.',
}
