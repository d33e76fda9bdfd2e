import { type LazyPage, lazyPage } from './lazy-page.tsx'

/** Every route of SPEC.md §2. `admin`: level 0 only; others redirect home (SPEC.md §6). */
export interface AppRoute {
  path: string
  title: string
  adminOnly: boolean
  page: LazyPage
}

const Placeholder = lazyPage(() => import('../features/placeholder/PlaceholderPage.tsx'))
const Beranda = lazyPage(() => import('../features/beranda/BerandaPage.tsx'))
const TahunAjaran = lazyPage(() => import('../features/tahunajaran/TahunAjaranPage.tsx'))
const AbsensiHarian = lazyPage(() => import('../features/absensiharian/AbsensiHarianPage.tsx'))
const Riwayat = lazyPage(() => import('../features/absensiriwayat/RiwayatPage.tsx'))
const Rekap = lazyPage(() => import('../features/absensirekap/RekapPage.tsx'))
const LiburKhusus = lazyPage(() => import('../features/liburkhusus/LiburKhususPage.tsx'))
const HariRapat = lazyPage(() => import('../features/liburkhusus/HariRapatPage.tsx'))
const AreaAbsensi = lazyPage(() => import('../features/areaabsensi/AreaAbsensiPage.tsx'))
const Jadwal = lazyPage(() => import('../features/shift/JadwalPage.tsx'))
const RekapDetail = lazyPage(() => import('../features/absensirekap/RekapDetailPage.tsx'))
const PegawaiList = lazyPage(() => import('../features/pegawai/PegawaiListPage.tsx'))
const PegawaiForm = lazyPage(() => import('../features/pegawai/PegawaiFormPage.tsx'))
const Pengguna = lazyPage(() => import('../features/pengguna/PenggunaPage.tsx'))

export const appRoutes: AppRoute[] = [
  { path: '/', title: 'Beranda', adminOnly: false, page: Beranda },
  { path: '/shift', title: 'Jadwal', adminOnly: true, page: Jadwal },
  { path: '/pegawai', title: 'Data Pegawai', adminOnly: true, page: PegawaiList },
  { path: '/pegawai/baru', title: 'Tambah Pegawai', adminOnly: true, page: PegawaiForm },
  { path: '/pegawai/:idp', title: 'Ubah Pegawai', adminOnly: true, page: PegawaiForm },
  { path: '/harikhusus', title: 'Hari Rapat', adminOnly: true, page: HariRapat },
  { path: '/liburkhusus', title: 'Libur Khusus', adminOnly: true, page: LiburKhusus },
  { path: '/areaabsensi', title: 'Area Absensi', adminOnly: true, page: AreaAbsensi },
  { path: '/absensimanual', title: 'Absensi Manual', adminOnly: false, page: Placeholder },
  { path: '/pengajuanijin', title: 'Pengajuan Ijin', adminOnly: false, page: Placeholder },
  { path: '/pengguna', title: 'Hak Akses', adminOnly: false, page: Pengguna },
  { path: '/absensiharian', title: 'Rekap Kedatangan Harian', adminOnly: false, page: AbsensiHarian },
  { path: '/absensiriwayat', title: 'Riwayat Absensi Pegawai', adminOnly: false, page: Riwayat },
  { path: '/absensirekap', title: 'Rekapitulasi Absensi', adminOnly: false, page: Rekap },
  { path: '/absensirekap/:idp', title: 'Detail Rekap Pegawai', adminOnly: false, page: RekapDetail },
  { path: '/tahunajaran', title: 'Tahun Ajaran', adminOnly: true, page: TahunAjaran },
  {
    path: '/data',
    title: 'Data',
    adminOnly: true,
    page: lazyPage(() => import('../features/data/DataPage.tsx')),
  },
]
