import { contract, type EndpointName } from '../../src/contract/index.ts'
import type { Fixtures, RunContext } from './context.ts'
import { daysBefore } from './dates.ts'
import { IJIN_LIST_QUERY, kalenderQuery, saldoCutiQuery } from './witnesses.ts'

/**
 * Realistic values for each endpoint's path and query, from the fixtures: the ids of existing
 * rows, the backend's today, and every query parameter the SPEC's client sends (empty ones too).
 */

/** Which existing row an endpoint's id parameter names. */
const ROW_OF: Partial<Record<EndpointName, keyof Fixtures['ids']>> = {
  tahunAjaranDelete: 'tahunAjaran',
  shiftDetail: 'shift',
  shiftDelete: 'shift',
  hariLiburDetail: 'hariLibur',
  hariLiburDelete: 'hariLibur',
  hariKhususDetail: 'hariKhusus',
  hariKhususDelete: 'hariKhusus',
  kalenderDetail: 'kalender',
  kalenderDelete: 'kalender',
  jenisCutiDetail: 'jenisCuti',
  jenisCutiDelete: 'jenisCuti',
  areaDetail: 'area',
  areaDelete: 'area',
  pegawaiDetail: 'pegawai',
  pegawaiDelete: 'pegawai',
  penggunaDetail: 'pengguna',
  penggunaDelete: 'pengguna',
  absensiCek: 'pegawai',
  absensiRiwayat: 'pegawai',
  absensiDelete: 'absensi',
  ijinDetail: 'ijin',
  laporanRekapDetail: 'pegawai',
  cutiSaldoPegawai: 'pegawai',
}

/** A unit code no backend is expected to hold (the 404 of the unit calls). */
export const UNKNOWN_KODE = 'TIDAKADA9'

/** The path parameters that are ids (the rest are dates, a unit code and a user name). */
export const ID_PARAMS = new Set([
  ...['id', 'idx', 'idp', 'iduser', 'idj', 'idkalender', 'idjenis'],
  // The machines (issue 32).
  'idmesin',
  // The timetable's classes and cells (issue 33).
  ...['idkelas', 'idjadwal'],
])

export const paramNames = (name: EndpointName) =>
  [...contract[name].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)

/** Valid path parameters for `name`; `id` replaces the row id (an unknown one for 404 checks). */
export function paramsFor(ctx: RunContext, name: EndpointName, id?: number): Record<string, string | number> {
  const { today, ids } = ctx.fixtures
  const row = ROW_OF[name]
  const values: Record<string, string | number> = {
    tgl: today,
    tglawal: daysBefore(today, 30),
    tglakhir: today,
    usernama: ctx.options.admin.usernama,
    // A unit code: these sweeps are refused before the unit matters (401, 403).
    kode: UNKNOWN_KODE,
  }
  const params: Record<string, string | number> = {}
  for (const param of paramNames(name)) {
    // Without a listed row any id does: these calls are refused before the row matters (401, 403).
    params[param] = ID_PARAMS.has(param) ? (id ?? (row ? ids[row] : null) ?? 1) : (values[param] ?? '')
  }
  return params
}

/** The employee list's first page as its screen asks for it: every filter sent, empty. */
export const PEGAWAI_LIST_QUERY = {
  page: '1',
  status: '',
  halaman: '',
  cari: '',
  jeniscari: '',
  nip: '',
  nama: '',
  jabatan: '',
  pendidikan: '',
}

/** The query each endpoint's screen sends (SPEC.md §7), or undefined when it has none. */
export function queryFor(ctx: RunContext, name: EndpointName): Record<string, string> | undefined {
  switch (name) {
    case 'pegawaiList':
      return PEGAWAI_LIST_QUERY
    case 'pegawaiCekNip':
      return { tipedata: 'nip', nilai: 'CEK-KONTRAK-1', idp: '' }
    case 'pegawaiCari':
      return { nip: '', nama: ctx.fixtures.namaPegawai.slice(0, 3), jabatan: '' }
    case 'ijinList':
      return IJIN_LIST_QUERY
    case 'penggunaCekUsername':
      return { iduser: '' }
    case 'presensiRiwayat':
      return { bulan: ctx.fixtures.today.slice(0, 7) }
    case 'kalenderList':
      return kalenderQuery(ctx.fixtures.today)
    case 'kalenderNasionalPreview':
      return { tahun: ctx.fixtures.today.slice(0, 4) }
    case 'cutiSaldoLaporan':
      return saldoCutiQuery(ctx.fixtures.today)
    case 'rekapJamMengajar':
      return { kode: '', bulan: ctx.fixtures.today.slice(0, 7) }
    default:
      return undefined
  }
}

/** A query each endpoint with only query input must refuse (400). */
export const BAD_QUERIES: Partial<Record<EndpointName, Record<string, string>>> = {
  pegawaiList: {
    page: 'x',
    status: '7',
    halaman: '13',
    cari: '',
    jeniscari: '',
    nip: '',
    nama: '',
    jabatan: '',
    pendidikan: '',
  },
  pegawaiCekNip: { tipedata: 'email', nilai: '', idp: 'x' },
  pegawaiCari: { nip: '', nama: 'ab', jabatan: '' },
  ijinList: { verifikasi: '5', filtertanggal: 'kadang' },
  areaPilihan: { idp: 'x' },
  presensiRiwayat: { bulan: '2026-13' },
  kalenderList: { tahun: 'x', kode: '' },
  kalenderNasionalPreview: { tahun: 'x' },
  jamPelajaranGet: { semester: '3' },
  kelasList: { idta: 'x' },
  jadwalAjarGet: { semester: '3' },
  cutiSaldoLaporan: { kode: '', tahun: 'x' },
  scanLogList: { idmesin: 'x', tgl: '2026-02-30' },
  scanLogTidakDikenal: { idmesin: 'x', kode: '' },
  rekapJamMengajar: { kode: '', bulan: '2026-13' },
}
