import { contract, type EndpointName } from '../../src/contract/index.ts'
import type { RunContext } from './context.ts'
import { daysBefore } from './dates.ts'
import { pathOf } from './http.ts'

/**
 * What proves a refused call changed nothing: the GETs that show what the call would have
 * changed, read before and after it and compared (through the API, never a database).
 */
export interface Witness {
  /** The GETs read, e.g. 'GET api/shift'. */
  label: string
  read(ctx: RunContext): Promise<string>
}

type Read = {
  name: EndpointName
  params?: (ctx: RunContext) => Record<string, string>
  query?: Record<string, string> | ((ctx: RunContext) => Record<string, string>)
}

/** The employee list as the Employees screen asks for it, 100 a page (the largest page size). */
export const PEGAWAI_LIST_QUERY = {
  page: '1',
  status: '',
  halaman: '100',
  cari: '',
  jeniscari: '',
  nip: '',
  nama: '',
  jabatan: '',
  pendidikan: '',
}
export const IJIN_LIST_QUERY = { verifikasi: '', filtertanggal: '' }

/** How many years past the backend's today the calendar checks write (no report of real days changes). */
export const KALENDER_YEARS_AHEAD = 5

/** A year's calendar as the Kalender screen asks for it; `kode` empty: the foundation-wide view. */
export const kalenderQuery = (today: string, yearsAhead = 0, kode = '') => ({
  tahun: String(Number(today.slice(0, 4)) + yearsAhead),
  kode,
})

/** The Saldo Cuti report of the backend's year, every unit. */
export const saldoCutiQuery = (today: string) => ({ kode: '', tahun: today.slice(0, 4) })

/**
 * The records of the days manual entries may touch (the last week and tomorrow): every day the
 * absensi checks write to. A month would be ~1 MB per read on the demo data, read twice per refusal.
 */
const lastWeek = (ctx: RunContext) => ({
  tglawal: daysBefore(ctx.fixtures.today, 7),
  tglakhir: daysBefore(ctx.fixtures.today, -1),
})

const READS = {
  tahunAjaran: [{ name: 'tahunAjaranList' }],
  shift: [{ name: 'shiftList' }],
  hariLibur: [{ name: 'hariLiburList' }],
  hariKhusus: [{ name: 'hariKhususList' }],
  // Every foundation-wide date (any year), and the years the calendar checks touch.
  kalender: [
    { name: 'hariLiburList' },
    { name: 'kalenderList', query: (ctx) => kalenderQuery(ctx.fixtures.today) },
    { name: 'kalenderList', query: (ctx) => kalenderQuery(ctx.fixtures.today, KALENDER_YEARS_AHEAD) },
  ],
  jenisCuti: [{ name: 'jenisCutiList' }],
  area: [{ name: 'areaList' }],
  mesin: [{ name: 'mesinList' }],
  jabatan: [{ name: 'jabatanList' }],
  pendidikan: [{ name: 'pendidikanList' }],
  kantor: [{ name: 'kantorList' }],
  pegawai: [{ name: 'pegawaiList', query: PEGAWAI_LIST_QUERY }],
  pengguna: [{ name: 'penggunaList' }],
  absensi: [{ name: 'laporanRiwayat', params: lastWeek }],
  ijin: [{ name: 'ijinList', query: IJIN_LIST_QUERY }],
  pengaturan: [{ name: 'pengaturanGet' }],
  cuti: [{ name: 'cutiSaldoLaporan', query: (ctx) => saldoCutiQuery(ctx.fixtures.today) }],
  everything: [
    { name: 'tahunAjaranList' },
    { name: 'shiftList' },
    { name: 'pegawaiList', query: PEGAWAI_LIST_QUERY },
    { name: 'penggunaList' },
    { name: 'ijinList', query: IJIN_LIST_QUERY },
  ],
} satisfies Record<string, Read[]>

const WITNESS_OF: Partial<Record<EndpointName, keyof typeof READS>> = {
  tahunAjaranCreate: 'tahunAjaran',
  tahunAjaranSetActive: 'tahunAjaran',
  tahunAjaranDelete: 'tahunAjaran',
  shiftCreate: 'shift',
  shiftUpdate: 'shift',
  shiftDelete: 'shift',
  hariLiburCreate: 'hariLibur',
  hariLiburUpdate: 'hariLibur',
  hariLiburDelete: 'hariLibur',
  hariKhususCreate: 'hariKhusus',
  hariKhususUpdate: 'hariKhusus',
  hariKhususDelete: 'hariKhusus',
  kalenderCreate: 'kalender',
  kalenderUpdate: 'kalender',
  kalenderDelete: 'kalender',
  kalenderNasionalImport: 'kalender',
  jenisCutiCreate: 'jenisCuti',
  jenisCutiUpdate: 'jenisCuti',
  jenisCutiDelete: 'jenisCuti',
  areaCreate: 'area',
  areaUpdate: 'area',
  areaDelete: 'area',
  mesinCreate: 'mesin',
  mesinUpdate: 'mesin',
  mesinDelete: 'mesin',
  jabatanCreate: 'jabatan',
  jabatanUpdate: 'jabatan',
  jabatanDelete: 'jabatan',
  pendidikanCreate: 'pendidikan',
  pendidikanUpdate: 'pendidikan',
  pendidikanDelete: 'pendidikan',
  kantorCreate: 'kantor',
  kantorUpdate: 'kantor',
  kantorDelete: 'kantor',
  pegawaiCreate: 'pegawai',
  pegawaiUpdate: 'pegawai',
  pegawaiDelete: 'pegawai',
  appPegawai: 'pegawai',
  pegawaiImpor: 'pegawai',
  pegawaiImporPeriksa: 'pegawai',
  penggunaCreate: 'pengguna',
  penggunaUpdate: 'pengguna',
  penggunaDelete: 'pengguna',
  absensiDatang: 'absensi',
  absensiPulang: 'absensi',
  absensiDelete: 'absensi',
  ijinVerify: 'ijin',
  pengaturanUpdate: 'pengaturan',
  cutiPenyesuaian: 'cuti',
  // Issue 32: a refused import or linking leaves the records and the employees as they were.
  mesinImpor: 'absensi',
  scanLogHubungkan: 'pegawai',
  dataImpor: 'everything',
  dataReset: 'everything',
}

function witnessOf(reads: readonly Read[]): Witness {
  return {
    label: reads.map((read) => `GET ${contract[read.name].path}`).join(', '),
    async read(ctx) {
      const answers: unknown[] = []
      for (const read of reads) {
        const query = typeof read.query === 'function' ? read.query(ctx) : read.query
        const path = pathOf(contract[read.name], read.params?.(ctx), query)
        const answer = await ctx.http.send('GET', path, { token: ctx.admin })
        answers.push({ status: answer.status, body: answer.json })
      }
      return JSON.stringify(answers)
    },
  }
}

/** The witness of a write endpoint's refusals; null for calls that change no data (login, reports). */
export function witnessFor(name: EndpointName): Witness | null {
  const reads = WITNESS_OF[name]
  return reads ? witnessOf(READS[reads]) : null
}
