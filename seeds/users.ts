import { hashPassword } from '../src/api-handlers/auth/password.ts'
import { DEMO_CREDENTIALS, DEMO_EMPLOYEE_PASSWORD } from './credentials.ts'
import type { Row } from './insert.ts'

export interface SeedHashes {
  /** One per demo login, in DEMO_CREDENTIALS order. */
  users: string[]
  /** Shared by every employee: PBKDF2 at 600,000 iterations costs a few hundred milliseconds per hash. */
  pegawai: string
}

/** The password hashes a seed needs, computed in parallel (each is deliberately slow). */
export async function seedHashes(): Promise<SeedHashes> {
  const [pegawai, ...users] = await Promise.all([
    hashPassword(DEMO_EMPLOYEE_PASSWORD),
    ...DEMO_CREDENTIALS.map((login) => hashPassword(login.pass)),
  ])
  return { users, pegawai: pegawai ?? '' }
}

export function penggunaRows(hashes: SeedHashes): Row<'pengguna'>[] {
  return DEMO_CREDENTIALS.map(({ usernama, namalengkap, levelx, ids }, i) => ({
    iduser: i + 1,
    usernama,
    namalengkap,
    pass_hash: hashes.users[i] ?? '',
    levelx,
    ids,
  }))
}
