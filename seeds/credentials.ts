/**
 * Demo logins (DESIGN.md §2). vite.config.ts injects this list into the login page (mock mode
 * only) as __DEMO_CREDENTIALS__, so keep it free of imports and keep `usernama`, `pass`, `label`.
 */
export const DEMO_ADMIN = {
  usernama: 'admin',
  pass: 'admin123',
  label: 'Admin Yayasan',
  levelx: 0,
  namalengkap: 'Administrator Yayasan',
  ids: null,
} as const

/** Level 1, admin of the first school (SDIT1). */
export const DEMO_UNIT_ADMIN = {
  usernama: 'unit',
  pass: 'unit123',
  label: 'Admin Unit SD Islam Terpadu 1',
  levelx: 1,
  namalengkap: 'Admin SDIT 1',
  ids: 'SDIT1',
} as const

export const DEMO_CREDENTIALS = [DEMO_ADMIN, DEMO_UNIT_ADMIN] as const

/** The mobile-app password of every seeded employee. */
export const DEMO_EMPLOYEE_PASSWORD = 'pegawai123'
