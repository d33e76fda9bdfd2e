/** SPEC.md §3 lokasi_masuk / lokasi_pulang: where a check-in or check-out is accepted. */
export const ATURAN_LOKASI = [
  { value: '0', label: 'Bebas (di mana saja)' },
  { value: '1', label: 'Semua lokasi terdaftar' },
  { value: '2', label: 'Lokasi unit pegawai' },
] as const

export const namaAturan = (value: number) => ATURAN_LOKASI[value]?.label ?? ''
