/**
 * Messages of SPEC.md §5 shared by the schemas (server-side validation) and the screens
 * (client-side checks before sending). Plain constants: the UI imports them without zod.
 */
export const LOGIN_MESSAGES = {
  usernameRequired: 'isikan nama pengguna terlebih dahulu!',
  passwordRequired: 'isikan kata sandi terlebih dahulu!',
} as const

export const TAHUN_AJARAN_MESSAGES = {
  namaRequired: 'Isikan nama tahun ajaran terlebih dahulu!',
  namaFormat: 'Nama tahun ajaran harus berformat 2026/2027',
  namaConsecutive: 'Tahun kedua harus satu tahun setelah tahun pertama',
  datesRequired: 'Isikan tanggal mulai dan selesai!',
  endAfterStart: 'Tanggal akhir harus setelah tanggal awal',
} as const
