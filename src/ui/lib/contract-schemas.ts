import { type Mismatch, mismatchesOf, mismatchLine } from '../../contract/conformance.ts'
import type { Endpoint, EndpointName } from '../../contract/index.ts'
import type { ApiRoute } from './api-client.ts'

/**
 * The response schemas a live backend's answers are checked against (api-client.ts). This module
 * and each contract domain file load on demand, with the first answer of a call, so zod and the
 * contract never reach the entry chunk; a screen that already imported its domain pays nothing more.
 */

const DOMAINS = {
  session: () => import('../../contract/session.ts').then((m) => m.sessionEndpoints),
  tahunajaran: () => import('../../contract/tahunajaran.ts').then((m) => m.tahunAjaranEndpoints),
  shift: () => import('../../contract/shift.ts').then((m) => m.shiftEndpoints),
  pegawai: () => import('../../contract/pegawai.ts').then((m) => m.pegawaiEndpoints),
  'pegawai-impor': () => import('../../contract/pegawai-impor.ts').then((m) => m.pegawaiImporEndpoints),
  master: () => import('../../contract/master.ts').then((m) => m.masterEndpoints),
  area: () => import('../../contract/area.ts').then((m) => m.areaEndpoints),
  absensi: () => import('../../contract/absensi.ts').then((m) => m.absensiEndpoints),
  libur: () => import('../../contract/libur.ts').then((m) => m.liburEndpoints),
  kalender: () => import('../../contract/kalender.ts').then((m) => m.kalenderEndpoints),
  ijin: () => import('../../contract/ijin.ts').then((m) => m.ijinEndpoints),
  'cuti-saldo': () => import('../../contract/cuti-saldo.ts').then((m) => m.cutiSaldoEndpoints),
  'jenis-cuti': () => import('../../contract/jenis-cuti.ts').then((m) => m.jenisCutiEndpoints),
  mesin: () => import('../../contract/mesin.ts').then((m) => m.mesinEndpoints),
  'jam-mengajar': () => import('../../contract/jam-mengajar.ts').then((m) => m.jamMengajarEndpoints),
  pengguna: () => import('../../contract/pengguna.ts').then((m) => m.penggunaEndpoints),
  laporan: () => import('../../contract/laporan.ts').then((m) => m.laporanEndpoints),
  pengaturan: () => import('../../contract/pengaturan.ts').then((m) => m.pengaturanEndpoints),
  data: () => import('../../contract/data.ts').then((m) => m.dataEndpoints),
  'jejak-perubahan': () => import('../../contract/jejak-perubahan.ts').then((m) => m.jejakPerubahanEndpoints),
  presensi: () => import('../../contract/presensi.ts').then((m) => m.presensiEndpoints),
}

type DomainName = keyof typeof DOMAINS
type EndpointsOf<D extends DomainName> = Awaited<ReturnType<(typeof DOMAINS)[D]>>
type RouteOf<E> = {
  [K in keyof E]: E[K] extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
}[keyof E]
/** The one domain file that defines a route (never when none does). */
type DomainOf<R extends string> = {
  [D in DomainName]: R extends RouteOf<EndpointsOf<D>> ? D : never
}[DomainName]

// Every endpoint of the contract is in some domain file above (a domain left out is a type error).
type Covered = { [D in DomainName]: keyof EndpointsOf<D> }[DomainName]
const everyEndpointCovered: [EndpointName] extends [Covered] ? true : never = true
void everyEndpointCovered

/**
 * Where each call's schema lives. The type allows exactly one value per route, and every route of
 * the contract must be here: a new endpoint fails the type check until its line is added.
 */
const DOMAIN_OF: { [R in ApiRoute]: DomainOf<R> } = {
  'PUT admin/login': 'session',
  'POST admin/logout': 'session',
  'GET api/cek/pengguna': 'session',
  'GET api/beranda': 'session',
  'GET api/tahunajaran': 'tahunajaran',
  'POST api/tahunajaran': 'tahunajaran',
  'PUT api/tahunajaran/aktif': 'tahunajaran',
  'DELETE api/tahunajaran/{id}': 'tahunajaran',
  'GET api/shift': 'shift',
  'GET api/shift/{id}': 'shift',
  'POST api/shift': 'shift',
  'PUT api/shift': 'shift',
  'DELETE api/shift/{id}': 'shift',
  'GET api/datapegawai': 'pegawai',
  'GET api/datapegawai/{idp}': 'pegawai',
  'POST api/datapegawai': 'pegawai',
  'PUT api/datapegawai': 'pegawai',
  'DELETE api/datapegawai/{idp}': 'pegawai',
  'GET api/datapegawai/cek/data': 'pegawai',
  'PUT api/apppegawai': 'pegawai',
  'GET api/uppegawai/cari': 'pegawai',
  'GET api/uppegawai/awal': 'pegawai',
  'POST api/datapegawai/impor/periksa': 'pegawai-impor',
  'POST api/datapegawai/impor': 'pegawai-impor',
  'GET api/jabatan': 'master',
  'POST api/jabatan': 'master',
  'GET api/pendidikan': 'master',
  'POST api/pendidikan': 'master',
  'PUT api/jabatan': 'master',
  'DELETE api/jabatan/{id}': 'master',
  'PUT api/pendidikan': 'master',
  'DELETE api/pendidikan/{id}': 'master',
  'GET api/kantor': 'master',
  'GET api/kantor/{kode}': 'master',
  'POST api/kantor': 'master',
  'PUT api/kantor': 'master',
  'DELETE api/kantor/{kode}': 'master',
  'GET api/area_absensi': 'area',
  'GET api/area_absensi/pilihan': 'area',
  'GET api/area_absensi/{id}': 'area',
  'POST api/area_absensi': 'area',
  'PUT api/area_absensi': 'area',
  'DELETE api/area_absensi/{id}': 'area',
  'GET api/absensi/cek/{tgl}/{idp}': 'absensi',
  'GET api/absensi/cek/riwayat/{idp}': 'absensi',
  'POST api/absensi/datang': 'absensi',
  'POST api/absensi/pulang': 'absensi',
  'DELETE api/absensi/{id}': 'absensi',
  'GET api/hari_libur': 'libur',
  'GET api/hari_libur/{idx}': 'libur',
  'POST api/hari_libur': 'libur',
  'PUT api/hari_libur': 'libur',
  'DELETE api/hari_libur/{idx}': 'libur',
  'GET api/hari_khusus': 'libur',
  'GET api/hari_khusus/{idx}': 'libur',
  'POST api/hari_khusus': 'libur',
  'PUT api/hari_khusus': 'libur',
  'DELETE api/hari_khusus/{idx}': 'libur',
  'GET api/kalender': 'kalender',
  'GET api/kalender/{idkalender}': 'kalender',
  'POST api/kalender': 'kalender',
  'PUT api/kalender': 'kalender',
  'DELETE api/kalender/{idkalender}': 'kalender',
  'GET api/kalender/nasional': 'kalender',
  'POST api/kalender/nasional': 'kalender',
  'GET api/pengajuanijin': 'ijin',
  'GET api/pengajuanijin/{idj}': 'ijin',
  'PUT api/pengajuanijin': 'ijin',
  'POST api/pengajuanijin': 'ijin',
  'POST api/pengajuanijin/{idj}/batal': 'ijin',
  'GET api/cuti/saldo/{idp}': 'cuti-saldo',
  'POST api/cuti/penyesuaian': 'cuti-saldo',
  'GET api/cuti/saldo': 'cuti-saldo',
  'GET api/jeniscuti': 'jenis-cuti',
  'GET api/jeniscuti/{idjenis}': 'jenis-cuti',
  'POST api/jeniscuti': 'jenis-cuti',
  'PUT api/jeniscuti': 'jenis-cuti',
  'DELETE api/jeniscuti/{idjenis}': 'jenis-cuti',
  'GET api/mesin': 'mesin',
  'GET api/mesin/{idmesin}': 'mesin',
  'POST api/mesin': 'mesin',
  'PUT api/mesin': 'mesin',
  'DELETE api/mesin/{idmesin}': 'mesin',
  'GET api/mesin/tidakdikenal': 'mesin',
  'POST api/mesin/{idmesin}/impor/pratinjau': 'mesin',
  'POST api/mesin/{idmesin}/impor': 'mesin',
  'GET api/scanlog': 'mesin',
  'GET api/scanlog/tidakdikenal': 'mesin',
  'POST api/scanlog/hubungkan': 'mesin',
  'GET api/jampelajaran': 'jam-mengajar',
  'PUT api/jampelajaran': 'jam-mengajar',
  'GET api/kelas': 'jam-mengajar',
  'POST api/kelas': 'jam-mengajar',
  'PUT api/kelas': 'jam-mengajar',
  'DELETE api/kelas/{idkelas}': 'jam-mengajar',
  'GET api/jadwalajar': 'jam-mengajar',
  'POST api/jadwalajar': 'jam-mengajar',
  'PUT api/jadwalajar': 'jam-mengajar',
  'DELETE api/jadwalajar/{idjadwal}': 'jam-mengajar',
  'POST api/jadwalajar/salin': 'jam-mengajar',
  'POST api/jadwalajar/impor': 'jam-mengajar',
  'GET api/jurnalajar': 'jam-mengajar',
  'POST api/jurnalajar': 'jam-mengajar',
  'DELETE api/jurnalajar/{id}': 'jam-mengajar',
  'GET api/laporan/jammengajar': 'jam-mengajar',
  'GET presensi/mengajar': 'jam-mengajar',
  'POST presensi/mengajar': 'jam-mengajar',
  'GET api/masterpengguna': 'pengguna',
  'GET api/masterpengguna/{iduser}': 'pengguna',
  'GET api/masterpengguna/cek/{usernama}': 'pengguna',
  'POST api/masterpengguna': 'pengguna',
  'PUT api/masterpengguna': 'pengguna',
  'DELETE api/masterpengguna/{iduser}': 'pengguna',
  'GET api/laporan/absensi/harian/{tgl}': 'laporan',
  'GET api/laporan/absensi/belumdatang/{tgl}': 'laporan',
  'POST api/laporan/generate': 'laporan',
  'GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}': 'laporan',
  'GET api/laporan/rekapitulasi/{tglawal}/{tglakhir}/{idp}': 'laporan',
  'GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}': 'laporan',
  'GET api/absensi/foto/ada/{tglawal}/{tglakhir}': 'laporan',
  'GET api/beranda/ringkasan': 'laporan',
  'GET api/pengaturan': 'pengaturan',
  'PUT api/pengaturan': 'pengaturan',
  'GET api/data/status': 'data',
  'POST api/data/ekspor': 'data',
  'POST api/data/impor': 'data',
  'POST api/data/reset': 'data',
  'GET api/jejakperubahan': 'jejak-perubahan',
  'PUT presensi/login': 'presensi',
  'POST presensi/logout': 'presensi',
  'GET presensi/hari-ini': 'presensi',
  'POST presensi/datang': 'presensi',
  'POST presensi/pulang': 'presensi',
  'GET presensi/riwayat': 'presensi',
  'POST presensi/ijin': 'presensi',
  'GET presensi/ijin': 'presensi',
  'POST presensi/ijin/{idj}/batal': 'presensi',
  'GET presensi/jeniscuti': 'presensi',
  'GET presensi/saldo-cuti': 'presensi',
  'PUT presensi/sandi': 'presensi',
}

/** The contract's definition of a call, from its domain file (loaded once, then cached by the loader). */
async function endpointOf(route: ApiRoute): Promise<Endpoint> {
  const endpoints: Record<string, Endpoint> = await DOMAINS[DOMAIN_OF[route]]()
  const found = Object.values(endpoints).find((e) => `${e.method} ${e.path}` === route)
  if (!found) throw new Error(`${route} is not in its contract domain file`)
  return found
}

/**
 * The check of `route`'s answers: every way one breaks the response schema ([] when it conforms)
 * and the first as the line the screen shows ('GET api/shift: hari: expected string, received array').
 */
export async function answerCheckOf(route: ApiRoute) {
  const { response } = await endpointOf(route)
  return (answer: unknown): { mismatches: Mismatch[]; firstLine: string | null } => {
    const mismatches = mismatchesOf(response, answer)
    const [first] = mismatches
    return { mismatches, firstLine: first ? mismatchLine(route, first) : null }
  }
}
