/** Sidebar per level (SPEC.md §2): level 0 gets Pendataan and Laporan; level 1 only the entries. */
export interface MenuItem {
  href: string
  label: string
}

export interface MenuGroup {
  title: string | null
  items: MenuItem[]
}

const beranda: MenuGroup = { title: null, items: [{ href: '/', label: 'Beranda' }] }
const entri: MenuGroup = {
  title: 'Entri',
  items: [
    { href: '/absensimanual', label: 'Absensi Manual' },
    { href: '/pengajuanijin', label: 'Pengajuan Ijin' },
  ],
}
const pengaturan = (admin: boolean): MenuGroup => ({
  title: 'Pengaturan',
  items: [
    { href: '/pengguna', label: 'Hak Akses' },
    ...(admin
      ? [
          { href: '/tahunajaran', label: 'Tahun Ajaran' },
          { href: '/data', label: 'Data' },
        ]
      : []),
  ],
})

export const pendataan: MenuGroup = {
  title: 'Pendataan',
  items: [
    { href: '/pegawai', label: 'Pegawai' },
    { href: '/shift', label: 'Jadwal' },
    { href: '/areaabsensi', label: 'Area Absensi' },
    { href: '/harikhusus', label: 'Hari Rapat' },
    { href: '/liburkhusus', label: 'Libur Khusus' },
  ],
}

export const laporan: MenuGroup = {
  title: 'Laporan',
  items: [
    { href: '/absensiharian', label: 'Rekap Harian' },
    { href: '/absensirekap', label: 'Rekapitulasi' },
    { href: '/absensiriwayat', label: 'Riwayat Absensi' },
  ],
}

export function menuFor(levelx: 0 | 1): MenuGroup[] {
  return levelx === 0
    ? [beranda, pendataan, entri, laporan, pengaturan(true)]
    : [beranda, entri, pengaturan(false)]
}
