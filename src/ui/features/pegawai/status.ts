/** Employee status labels (SPEC.md §4), index = status. */
export const STATUS_PEGAWAI = ['Aktif', 'Non Aktif', 'Keluar/Pindah'] as const
