import { type LazyPage, lazyPage } from './lazy-page.tsx'
import type { RouteName } from './route-table.ts'

/** The code-split screen of every route of the table (a missing one is a type error). */
const PegawaiForm = lazyPage(() => import('../features/pegawai/PegawaiFormPage.tsx'))

export const pages: Record<RouteName, LazyPage> = {
  beranda: lazyPage(() => import('../features/beranda/BerandaPage.tsx')),
  pegawai: lazyPage(() => import('../features/pegawai/PegawaiListPage.tsx')),
  'pegawai.baru': PegawaiForm,
  'pegawai.ubah': PegawaiForm,
  jadwal: lazyPage(() => import('../features/shift/JadwalPage.tsx')),
  areaabsensi: lazyPage(() => import('../features/areaabsensi/AreaAbsensiPage.tsx')),
  harikhusus: lazyPage(() => import('../features/liburkhusus/HariRapatPage.tsx')),
  liburkhusus: lazyPage(() => import('../features/liburkhusus/LiburKhususPage.tsx')),
  kantor: lazyPage(() => import('../features/kantor/KantorPage.tsx')),
  jabatan: lazyPage(() => import('../features/master/JabatanPage.tsx')),
  pendidikan: lazyPage(() => import('../features/master/PendidikanPage.tsx')),
  absensimanual: lazyPage(() => import('../features/absensimanual/AbsensiManualPage.tsx')),
  pengajuanijin: lazyPage(() => import('../features/pengajuanijin/PengajuanIjinPage.tsx')),
  absensiharian: lazyPage(() => import('../features/absensiharian/AbsensiHarianPage.tsx')),
  absensirekap: lazyPage(() => import('../features/absensirekap/RekapPage.tsx')),
  'absensirekap.detail': lazyPage(() => import('../features/absensirekap/RekapDetailPage.tsx')),
  absensiriwayat: lazyPage(() => import('../features/absensiriwayat/RiwayatPage.tsx')),
  pengguna: lazyPage(() => import('../features/pengguna/PenggunaPage.tsx')),
  tahunajaran: lazyPage(() => import('../features/tahunajaran/TahunAjaranPage.tsx')),
  pengaturan: lazyPage(() => import('../features/pengaturan/PengaturanPage.tsx')),
  data: lazyPage(() => import('../features/data/DataPage.tsx')),
  jejakperubahan: lazyPage(() => import('../features/jejakperubahan/JejakPerubahanPage.tsx')),
}
