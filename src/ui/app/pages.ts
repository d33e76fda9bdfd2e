import { type LazyPage, lazyPage } from './lazy-page.tsx'
import { ROUTE_NAMES, ROUTES, type RouteName } from './route-table.ts'

/** The code-split screen of every route of the table (a missing one is a type error). */
const PegawaiForm = lazyPage(() => import('../features/pegawai/PegawaiFormPage.tsx'))

export const pages: Record<RouteName, LazyPage> = {
  beranda: lazyPage(() => import('../features/beranda/BerandaPage.tsx')),
  pegawai: lazyPage(() => import('../features/pegawai/PegawaiListPage.tsx')),
  'pegawai.baru': PegawaiForm,
  'pegawai.ubah': PegawaiForm,
  jadwal: lazyPage(() => import('../features/shift/JadwalPage.tsx')),
  jeniscuti: lazyPage(() => import('../features/jeniscuti/JenisCutiPage.tsx')),
  jadwalpelajaran: lazyPage(() => import('../features/jadwalpelajaran/JadwalPelajaranPage.tsx')),
  areaabsensi: lazyPage(() => import('../features/areaabsensi/AreaAbsensiPage.tsx')),
  harikhusus: lazyPage(() => import('../features/liburkhusus/HariRapatPage.tsx')),
  liburkhusus: lazyPage(() => import('../features/liburkhusus/LiburKhususPage.tsx')),
  kalender: lazyPage(() => import('../features/kalender/KalenderPage.tsx')),
  mesin: lazyPage(() => import('../features/mesin/MesinPage.tsx')),
  impormesin: lazyPage(() => import('../features/impormesin/ImporMesinPage.tsx')),
  scanlog: lazyPage(() => import('../features/scanlog/ScanLogPage.tsx')),
  kantor: lazyPage(() => import('../features/kantor/KantorPage.tsx')),
  jabatan: lazyPage(() => import('../features/master/JabatanPage.tsx')),
  pendidikan: lazyPage(() => import('../features/master/PendidikanPage.tsx')),
  absensimanual: lazyPage(() => import('../features/absensimanual/AbsensiManualPage.tsx')),
  pengajuanijin: lazyPage(() => import('../features/pengajuanijin/PengajuanIjinPage.tsx')),
  jurnalmengajar: lazyPage(() => import('../features/jurnalmengajar/JurnalMengajarPage.tsx')),
  absensiharian: lazyPage(() => import('../features/absensiharian/AbsensiHarianPage.tsx')),
  absensirekap: lazyPage(() => import('../features/absensirekap/RekapPage.tsx')),
  'absensirekap.detail': lazyPage(() => import('../features/absensirekap/RekapDetailPage.tsx')),
  absensiriwayat: lazyPage(() => import('../features/absensiriwayat/RiwayatPage.tsx')),
  saldocuti: lazyPage(() => import('../features/saldocuti/SaldoCutiPage.tsx')),
  rekapjammengajar: lazyPage(() => import('../features/rekapjammengajar/RekapJamMengajarPage.tsx')),
  pengguna: lazyPage(() => import('../features/pengguna/PenggunaPage.tsx')),
  tahunajaran: lazyPage(() => import('../features/tahunajaran/TahunAjaranPage.tsx')),
  pengaturan: lazyPage(() => import('../features/pengaturan/PengaturanPage.tsx')),
  data: lazyPage(() => import('../features/data/DataPage.tsx')),
  jejakperubahan: lazyPage(() => import('../features/jejakperubahan/JejakPerubahanPage.tsx')),
}

/** The route whose path pattern ('/pegawai/:idp') matches `pathname`, or null. */
function routeAt(pathname: string): RouteName | null {
  const parts = pathname.replace(/\/+$/, '').split('/')
  const matches = (pattern: string) => {
    const expected = pattern.replace(/\/+$/, '').split('/')
    return (
      expected.length === parts.length &&
      expected.every((part, i) => part === parts[i] || (part.startsWith(':') && (parts[i] ?? '') !== ''))
    )
  }
  // Static paths before patterns: '/pegawai/baru' is not '/pegawai/:idp'.
  const ordered = [...ROUTE_NAMES].sort(
    (a, b) => Number(ROUTES[a].path.includes(':')) - Number(ROUTES[b].path.includes(':')),
  )
  return ordered.find((name) => matches(ROUTES[name].path)) ?? null
}

/**
 * Starts loading the screen of the address the app opens at. main.tsx waits for it (briefly) before
 * the first render: a page that suspends on its first render shows its fallback, and React then
 * holds the page back for its fallback throttle (~300 ms), which was most of the wait between the
 * dashboard's code arriving and its numbers on screen.
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  const name = routeAt(pathname)
  return name ? pages[name].preload() : Promise.resolve()
}
