/**
 * The foundation's settings (table `pengaturan`, key/value) without zod: the contract's schemas
 * (pengaturan.ts), the handlers and the Pengaturan screen share these keys, limits and texts.
 */

/** The keys of the `pengaturan` table this app reads and writes. */
export const PENGATURAN_KEYS = [
  'nama_yayasan',
  'alamat_yayasan',
  'toleransi_terlambat_menit',
  'zona_waktu',
  'cuti_bersama',
  'batas_tunda_jam',
] as const

/** Cuti Bersama days (issue 30): days off for everyone (the default) or working days. */
export const CUTI_BERSAMA = ['libur', 'kerja'] as const
export type CutiBersama = (typeof CUTI_BERSAMA)[number]

/** 'kerja' only when stored so: a missing row (an older file) keeps Cuti Bersama as days off. */
export const toCutiBersama = (nilai: string | undefined): CutiBersama =>
  CUTI_BERSAMA.find((value) => value === nilai) ?? 'libur'

export const PENGATURAN_LIMITS = {
  namaMax: 150,
  alamatMax: 300,
  /** Grace period in whole minutes; four hours is more than any shift tolerates. */
  toleransiMin: 0,
  toleransiMax: 240,
  /** How many hours a check-in queued without signal may wait to be sent (issue 34). */
  batasTundaMin: 1,
  batasTundaMax: 72,
  batasTundaDefault: 12,
} as const

/** The stored delay limit in whole hours; a missing row (an older file) or a hand-edited value: 12. */
export const toBatasTunda = (nilai: string | undefined): number => {
  const hours = Number(nilai)
  const { batasTundaMin: min, batasTundaMax: max, batasTundaDefault } = PENGATURAN_LIMITS
  return nilai !== undefined && Number.isInteger(hours) && hours >= min && hours <= max
    ? hours
    : batasTundaDefault
}

export const PENGATURAN_MESSAGES = {
  namaRequired: 'Isikan nama yayasan terlebih dahulu!',
  namaTooLong: `Nama yayasan maksimal ${PENGATURAN_LIMITS.namaMax} karakter`,
  alamatRequired: 'Alamat yayasan wajib dikirim (boleh kosong)',
  alamatTooLong: `Alamat yayasan maksimal ${PENGATURAN_LIMITS.alamatMax} karakter`,
  toleransiInvalid: `Toleransi keterlambatan harus bilangan bulat ${PENGATURAN_LIMITS.toleransiMin} sampai ${PENGATURAN_LIMITS.toleransiMax} menit`,
  zonaWaktuInvalid: 'Pilih zona waktu yayasan: WIB, WITA atau WIT!',
  cutiBersamaInvalid: 'Pilih perlakuan cuti bersama: libur atau hari kerja!',
  batasTundaInvalid: `Batas absen tertunda harus bilangan bulat ${PENGATURAN_LIMITS.batasTundaMin} sampai ${PENGATURAN_LIMITS.batasTundaMax} jam`,
} as const
