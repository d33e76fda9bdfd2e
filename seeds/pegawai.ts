import { addDays } from '../src/domain/calendar.ts'
import type { Row } from './insert.ts'
import {
  CITIES,
  EMAIL_DOMAINS,
  FEMALE_FIRST,
  FEMALE_LAST,
  KECAMATAN,
  MALE_FIRST,
  MALE_LAST,
  MIDDLE,
  STREETS,
  WA_PREFIX,
} from './names.ts'
import type { Office } from './offices.ts'
import type { Rng } from './random.ts'
import { gelar, type Role, staffPlan } from './roles.ts'
import { type ShiftSeed, shiftByKey } from './shifts.ts'

/** An employee as the other seed steps need it: the row plus its position, office and schedule. */
export interface Employee {
  idp: number
  office: Office
  role: Role
  shift: ShiftSeed | null
  tglmasuk: string
  /** Last day of work for status 1/2; null while active. */
  tglkeluar: string | null
  row: Row<'pegawai'> & { idp: number }
}

export interface EmployeeOptions {
  rng: Rng
  offices: readonly Office[]
  /** Employees per office, same order as `offices`. */
  sizes: readonly number[]
  today: string
  /** One hash for every employee: hashing is deliberately slow (see seeds/demo.ts). */
  passHash: string
  /** The last N employees are brand-new hires with no schedule linked yet (idshift null). */
  unassigned?: number
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

export function generateEmployees(options: EmployeeOptions): Employee[] {
  const names = new Set<string>()
  const emails = new Set<string>()
  const employees: Employee[] = []
  options.offices.forEach((office, i) => {
    for (const role of staffPlan(office, options.sizes[i] ?? 0)) {
      employees.push(makeEmployee(options, office, role, employees.length + 1, names, emails))
    }
  })
  for (const employee of employees.slice(employees.length - (options.unassigned ?? 0))) {
    makeUnassigned(employee, options.today)
  }
  return employees
}

function makeEmployee(
  { rng, today, passHash }: EmployeeOptions,
  office: Office,
  role: Role,
  idp: number,
  names: Set<string>,
  emails: Set<string>,
): Employee {
  const jk = rng.chance(role.perempuan) ? 'P' : 'L'
  const baseName = uniqueName(rng, jk, names)
  const pendidikan = rng.pick(role.pendidikan)
  const age = rng.int(role.minAge + 1, 56)
  const tgllahir = addDays(today, -(age * 365 + rng.int(0, 364)))
  const maxServiceDays = Math.max(200, (age - role.minAge) * 365)
  const newHire = rng.chance(0.04)
  const tglmasuk = addDays(today, newHire ? -rng.int(15, 60) : -rng.int(150, Math.min(maxServiceDays, 9000)))
  const draw = rng.next()
  const status = newHire || role.jabatan === 'Kepala Sekolah' ? 0 : draw < 0.03 ? 1 : draw < 0.07 ? 2 : 0
  const tglkeluar = status === 0 ? null : addDays(today, -rng.int(5, 70))
  const shift = shiftByKey(role.shift)
  return {
    idp,
    office,
    role,
    shift,
    tglmasuk,
    tglkeluar,
    row: {
      idp,
      nip: `${tglmasuk.slice(0, 4)}${tglmasuk.slice(5, 7)}${pad(idp, 4)}`,
      nama: `${baseName}${gelar(role, pendidikan)}`,
      jk,
      tempat: rng.pick(CITIES),
      tgllahir,
      alamat: `${rng.pick(STREETS)} No. ${rng.int(1, 120)}, ${rng.pick(KECAMATAN)}`,
      jabatan: role.jabatan,
      pendidikan,
      catatan:
        status === 1 ? 'Cuti di luar tanggungan yayasan' : status === 2 ? 'Pindah tugas ke luar yayasan' : '',
      wa: `+628${rng.pick(WA_PREFIX)}${pad(rng.int(0, 99_999_999), 8)}`,
      email: uniqueEmail(rng, baseName, idp, emails),
      status,
      tglmasuk,
      tglkeluar,
      kode: office.kode,
      pass_hash: passHash,
      idshift: shift.idshift,
      status_aktif: status === 0 && !rng.chance(0.02) ? 1 : 0,
      tipe: role.tipe,
      image1: null,
    },
  }
}

function uniqueName(rng: Rng, jk: 'L' | 'P', taken: Set<string>): string {
  const first = jk === 'L' ? MALE_FIRST : FEMALE_FIRST
  const last = jk === 'L' ? MALE_LAST : FEMALE_LAST
  for (let attempt = 0; ; attempt++) {
    const middle = attempt > 8 || rng.chance(0.15) ? ` ${rng.pick(MIDDLE)}` : ''
    const name = `${rng.pick(first)}${middle} ${rng.pick(last)}`
    if (!taken.has(name) || attempt > 30) {
      taken.add(name)
      return name
    }
  }
}

function uniqueEmail(rng: Rng, name: string, idp: number, taken: Set<string>): string {
  const words = name.toLowerCase().split(' ')
  const local = `${words[0]}.${words.at(-1)}`
  const email = `${taken.has(local) ? `${local}${idp}` : local}@${rng.pick(EMAIL_DOMAINS)}`
  taken.add(local)
  return email
}

/** A hire of the last days whose schedule is not linked yet ('belum ditambahkan di pengaturan'). */
function makeUnassigned(employee: Employee, today: string): void {
  employee.shift = null
  employee.tglmasuk = addDays(today, -2)
  employee.tglkeluar = null
  const nip = `${employee.tglmasuk.slice(0, 4)}${employee.tglmasuk.slice(5, 7)}${pad(employee.idp, 4)}`
  Object.assign(employee.row, { nip, idshift: null, tglmasuk: employee.tglmasuk, tglkeluar: null, status: 0 })
  Object.assign(employee.row, { status_aktif: 1, catatan: 'Pegawai baru, jadwal belum ditentukan' })
}

export const pegawaiRows = (employees: readonly Employee[]): Row<'pegawai'>[] => employees.map((e) => e.row)
