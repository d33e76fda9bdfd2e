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
  'cuti_dasar',
  'cuti_jatah',
  'cuti_bawa_maks',
  'cuti_bawa_bulan',
  'cuti_bersama_potong',
  'persetujuan_tingkat',
  'batas_tunda_jam',
  'mesin_jeda_pulang',
  'honor_jp_gty',
  'honor_jp_gtt',
  'honor_jp_honorer',
] as const

/** Rupiah per JP of each teacher category (issue 33, docs/jam-mengajar.md), as migration 0007 stores them. */
export const HONOR_DEFAULTS = {
  honor_jp_gty: 15_000,
  honor_jp_gtt: 25_000,
  honor_jp_honorer: 20_000,
} as const
export const HONOR_MAX = 10_000_000

/** Cuti Bersama days (issue 30): days off for everyone (the default) or working days. */
export const CUTI_BERSAMA = ['libur', 'kerja'] as const
export type CutiBersama = (typeof CUTI_BERSAMA)[number]

/** 'kerja' only when stored so: a missing row (an older file) keeps Cuti Bersama as days off. */
export const toCutiBersama = (nilai: string | undefined): CutiBersama =>
  CUTI_BERSAMA.find((value) => value === nilai) ?? 'libur'

/**
 * When the yearly annual-leave allocation is given (issue 31, docs/cuti.md): each 1 January (the
 * first one on the day 12 months of service are reached) or each anniversary of the start date.
 */
export const CUTI_DASAR = ['januari', 'ulang_tahun'] as const
export type CutiDasar = (typeof CUTI_DASAR)[number]
export const toCutiDasar = (nilai: string | undefined): CutiDasar =>
  CUTI_DASAR.find((value) => value === nilai) ?? 'januari'

/** Leave approval in one level (the spec's: whoever answers first) or two (unit admin, then foundation). */
export const PERSETUJUAN_TINGKAT = [1, 2] as const
export type PersetujuanTingkat = (typeof PERSETUJUAN_TINGKAT)[number]
export const toPersetujuanTingkat = (nilai: string | undefined): PersetujuanTingkat => (nilai === '2' ? 2 : 1)

/** The leave settings' defaults: the law's 12 days, no carry-over, cuti bersama not deducted. */
export const CUTI_DEFAULTS = {
  cuti_jatah: 12,
  cuti_bawa_maks: 0,
  cuti_bawa_bulan: 6,
} as const

/** A whole number within [min, max] from a stored text; anything else means the default. */
export const toWholeNumber = (nilai: string | undefined, min: number, max: number, fallback: number) => {
  const value = Number(nilai)
  return nilai !== undefined && nilai !== '' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback
}

export const PENGATURAN_LIMITS = {
  namaMax: 150,
  alamatMax: 300,
  /** Grace period in whole minutes; four hours is more than any shift tolerates. */
  toleransiMin: 0,
  toleransiMax: 240,
  jatahMax: 30,
  bawaMaksMax: 30,
  bawaBulanMin: 1,
  bawaBulanMax: 12,
  /** How many hours a check-in queued without signal may wait to be sent (issue 34). */
  batasTundaMin: 1,
  batasTundaMax: 72,
  batasTundaDefault: 12,
  /** Minutes after the first punch from which an undirected punch is the pulang (issue 32). */
  jedaPulangMin: 1,
  jedaPulangMax: 720,
  jedaPulangDefault: 60,
} as const

/** The stored delay limit in whole hours; a missing row (an older file) or a hand-edited value: 12. */
export const toBatasTunda = (nilai: string | undefined): number => {
  const hours = Number(nilai)
  const { batasTundaMin: min, batasTundaMax: max, batasTundaDefault } = PENGATURAN_LIMITS
  return nilai !== undefined && Number.isInteger(hours) && hours >= min && hours <= max
    ? hours
    : batasTundaDefault
}

/** The stored gap in whole minutes; a missing row (an older file) or a hand-edited value: 60. */
export const toJedaPulang = (nilai: string | undefined): number =>
  toWholeNumber(
    nilai,
    PENGATURAN_LIMITS.jedaPulangMin,
    PENGATURAN_LIMITS.jedaPulangMax,
    PENGATURAN_LIMITS.jedaPulangDefault,
  )

export const PENGATURAN_MESSAGES = {
  namaRequired: 'Isikan nama yayasan terlebih dahulu!',
  namaTooLong: `Nama yayasan maksimal ${PENGATURAN_LIMITS.namaMax} karakter`,
  alamatRequired: 'Alamat yayasan wajib dikirim (boleh kosong)',
  alamatTooLong: `Alamat yayasan maksimal ${PENGATURAN_LIMITS.alamatMax} karakter`,
  toleransiInvalid: `Toleransi keterlambatan harus bilangan bulat ${PENGATURAN_LIMITS.toleransiMin} sampai ${PENGATURAN_LIMITS.toleransiMax} menit`,
  zonaWaktuInvalid: 'Pilih zona waktu yayasan: WIB, WITA atau WIT!',
  cutiBersamaInvalid: 'Pilih perlakuan cuti bersama: libur atau hari kerja!',
  cutiDasarInvalid: 'Pilih dasar pemberian cuti tahunan: 1 Januari atau ulang tahun masa kerja!',
  jatahInvalid: `Jatah cuti tahunan harus bilangan bulat 0 sampai ${PENGATURAN_LIMITS.jatahMax} hari`,
  bawaMaksInvalid: `Sisa cuti yang dibawa harus bilangan bulat 0 sampai ${PENGATURAN_LIMITS.bawaMaksMax} hari`,
  bawaBulanInvalid: `Masa berlaku sisa cuti harus bilangan bulat ${PENGATURAN_LIMITS.bawaBulanMin} sampai ${PENGATURAN_LIMITS.bawaBulanMax} bulan`,
  potongInvalid: 'Pilih apakah cuti bersama memotong cuti tahunan!',
  tingkatInvalid: 'Pilih persetujuan ijin: 1 tingkat atau 2 tingkat!',
  batasTundaInvalid: `Batas absen tertunda harus bilangan bulat ${PENGATURAN_LIMITS.batasTundaMin} sampai ${PENGATURAN_LIMITS.batasTundaMax} jam`,
} as const
