/**
 * The one route table (SPEC.md §2, §6). The router, the guards, the sidebar, `document.title` and
 * the page heading all read it, and in-app links are built from it with `href()`.
 *
 * `level` is the highest `levelx` allowed: 0 = Admin Yayasan only, 1 = any logged-in user.
 * `menu` places the route in the sidebar; routes without one (forms, details) are reached by links
 * and highlight the menu item their path lies under (`isActiveLink`).
 * This module holds data only (no components), so any screen may import `href` without cycles.
 */

export type MenuGroupId = 'utama' | 'pendataan' | 'entri' | 'laporan' | 'pengaturan'

export interface MenuPlace {
  group: MenuGroupId
  label: string
  /** Where a unit admin (level 1) finds it, when its own group is not shown to level 1. */
  unitGroup?: MenuGroupId
}

export interface RouteDef {
  path: string
  title: string
  level: 0 | 1
  menu?: MenuPlace
}

const route = <const P extends string>(path: P, title: string, level: 0 | 1, menu?: RouteDef['menu']) => ({
  path,
  title,
  level,
  menu,
})

const inMenu = (group: MenuGroupId, label: string, unitGroup?: MenuGroupId): MenuPlace => ({
  group,
  label,
  unitGroup,
})

/** In match order: a fixed path comes before a parameterised one of the same shape. */
export const ROUTES = {
  beranda: route('/', 'Beranda', 1, inMenu('utama', 'Beranda')),
  pegawai: route('/pegawai', 'Data Pegawai', 0, inMenu('pendataan', 'Pegawai')),
  'pegawai.baru': route('/pegawai/baru', 'Tambah Pegawai', 0),
  'pegawai.ubah': route('/pegawai/:idp', 'Ubah Pegawai', 0),
  jadwal: route('/shift', 'Jadwal', 0, inMenu('pendataan', 'Jadwal')),
  areaabsensi: route('/areaabsensi', 'Area Absensi', 0, inMenu('pendataan', 'Area Absensi')),
  harikhusus: route('/harikhusus', 'Hari Rapat', 0, inMenu('pendataan', 'Hari Rapat')),
  liburkhusus: route('/liburkhusus', 'Libur Khusus', 0, inMenu('pendataan', 'Libur Khusus')),
  // Read-only for a unit admin (its unit's calendar), who has no Pendataan menu: it sits in its
  // Laporan, after the reports, as on Beranda's 'Laporan <unit>' block (issue 34).
  kalender: route('/kalender', 'Kalender Kerja', 1, inMenu('pendataan', 'Kalender', 'laporan')),
  jeniscuti: route('/jeniscuti', 'Jenis Cuti', 0, inMenu('pendataan', 'Jenis Cuti')),
  mesin: route('/mesin', 'Mesin Absensi', 0, inMenu('pendataan', 'Mesin Absensi')),
  // Teaching hours (issue 33): a unit admin keeps its own unit's timetable, under its Entri.
  jadwalpelajaran: route(
    '/jadwalpelajaran',
    'Jadwal Pelajaran',
    1,
    inMenu('pendataan', 'Jadwal Pelajaran', 'entri'),
  ),
  kantor: route('/kantor', 'Unit', 0, inMenu('pendataan', 'Unit')),
  jabatan: route('/jabatan', 'Jabatan', 0, inMenu('pendataan', 'Jabatan')),
  pendidikan: route('/pendidikan', 'Jenjang Pendidikan', 0, inMenu('pendataan', 'Pendidikan')),
  absensimanual: route('/absensimanual', 'Absensi Manual', 1, inMenu('entri', 'Absensi Manual')),
  pengajuanijin: route('/pengajuanijin', 'Pengajuan Ijin', 1, inMenu('entri', 'Pengajuan Ijin')),
  impormesin: route('/impormesin', 'Impor Absen Mesin', 1, inMenu('entri', 'Impor Absen Mesin')),
  scanlog: route('/scanlog', 'Scan Log Mesin', 1, inMenu('entri', 'Scan Log Mesin')),
  jurnalmengajar: route('/jurnalmengajar', 'Jurnal Mengajar', 1, inMenu('entri', 'Jurnal Mengajar')),
  absensiharian: route('/absensiharian', 'Rekap Kedatangan Harian', 1, inMenu('laporan', 'Rekap Harian')),
  absensirekap: route('/absensirekap', 'Rekapitulasi Absensi', 1, inMenu('laporan', 'Rekapitulasi')),
  'absensirekap.detail': route('/absensirekap/:idp', 'Detail Rekap Pegawai', 1),
  absensiriwayat: route(
    '/absensiriwayat',
    'Riwayat Absensi Pegawai',
    1,
    inMenu('laporan', 'Riwayat Absensi'),
  ),
  saldocuti: route('/saldocuti', 'Saldo Cuti', 1, inMenu('laporan', 'Saldo Cuti')),
  rekapjammengajar: route(
    '/rekapjammengajar',
    'Rekap Jam Mengajar',
    1,
    inMenu('laporan', 'Rekap Jam Mengajar'),
  ),
  pengguna: route('/pengguna', 'Hak Akses Pengguna', 1, inMenu('pengaturan', 'Hak Akses')),
  tahunajaran: route('/tahunajaran', 'Tahun Ajaran', 0, inMenu('pengaturan', 'Tahun Ajaran')),
  pengaturan: route('/pengaturan', 'Pengaturan', 0, inMenu('pengaturan', 'Pengaturan Umum')),
  data: route('/data', 'Data', 0, inMenu('pengaturan', 'Data')),
  jejakperubahan: route('/jejakperubahan', 'Jejak Perubahan', 0, inMenu('pengaturan', 'Jejak Perubahan')),
} as const satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTES
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[]

export const canOpen = (route: RouteDef, levelx: 0 | 1) => levelx <= route.level

export const APP_NAME = 'Presensi Admin'
/** 'Pegawai · Presensi Admin': the screen first, so tabs and history stay tellable apart. */
export const documentTitle = (title: string) => `${title} · ${APP_NAME}`

// ---------- Links ----------

/** ':idp' names in a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type PathOf<N extends RouteName> = (typeof ROUTES)[N]['path']
type Query = Record<string, string | number | undefined>

type HrefArgs<N extends RouteName> = [ParamNames<PathOf<N>>] extends [never]
  ? [params?: undefined, query?: Query]
  : [params: Record<ParamNames<PathOf<N>>, string | number>, query?: Query]

/** A link to a route of the table: `href('pegawai.ubah', { idp: 5 })` → '/pegawai/5'. */
export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  const values = (params ?? {}) as Record<string, string | number>
  const path = ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(values[key])),
  )
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value))
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

/** A sidebar link is current on its own path and below it: /pegawai/5 highlights /pegawai. */
export function isActiveLink(linkPath: string, location: string): boolean {
  if (linkPath === '/') return location === '/'
  return location === linkPath || location.startsWith(`${linkPath}/`)
}

// ---------- Return-to after login ----------

export const LOGIN_PATH = '/login'
const RETURN_PARAM = 'kembali'

/** The login address that brings the user back to `target` afterwards ('/' needs no note). */
export function loginHref(target?: string): string {
  if (!target || target === '/' || !isSafeReturn(target)) return LOGIN_PATH
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: target })}`
}

/** Where to go after logging in: the page asked for, when it is an in-app address; else home. */
export function returnTarget(search: string): string {
  const target = new URLSearchParams(search).get(RETURN_PARAM)
  return target && isSafeReturn(target) ? target : '/'
}

/** Only paths of this app: no other origin ('//x', '/\\x'), no loop back to the login page. */
function isSafeReturn(target: string): boolean {
  return (
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/\\') &&
    !target.startsWith(LOGIN_PATH)
  )
}
