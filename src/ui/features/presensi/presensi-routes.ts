/** The employee app's address space: everything under /presensi (the admin app has none of it). */
export const PRESENSI_BASE = '/presensi'

export type PresensiScreen = 'hariini' | 'mengajar' | 'riwayat' | 'ijin' | 'akun'

/** The screens in the bottom menu's order; paths are relative to PRESENSI_BASE. */
export const PRESENSI_SCREENS: readonly {
  name: PresensiScreen
  path: string
  title: string
  label: string
  /** Shown in the menu of teachers (pegawai tipe 'ajar') only. */
  guru?: true
}[] = [
  { name: 'hariini', path: '/', title: 'Hari Ini', label: 'Hari Ini' },
  { name: 'mengajar', path: '/mengajar', title: 'Mengajar', label: 'Mengajar', guru: true },
  { name: 'riwayat', path: '/riwayat', title: 'Riwayat', label: 'Riwayat' },
  { name: 'ijin', path: '/ijin', title: 'Ijin', label: 'Ijin' },
  { name: 'akun', path: '/akun', title: 'Akun', label: 'Akun' },
]

/** Mock mode (the demo in this browser): 'Buka sebagai pegawai' and 'Posisi simulasi' exist only here. */
export const DEMO_MODE = import.meta.env.VITE_API_MODE !== 'live'

/** The address parameter of 'Buka sebagai pegawai': /presensi/?sebagai=<idp> (mock mode only). */
export const OPEN_AS_PARAM = 'sebagai'
export const openAsEmployeeHref = (idp: number) => `${PRESENSI_BASE}/?${OPEN_AS_PARAM}=${idp}`
