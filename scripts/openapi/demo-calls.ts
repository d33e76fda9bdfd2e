import type { Kysely } from 'kysely'
import { DEMO_EMPLOYEE_PASSWORD, DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { SELFIES } from '../../seeds/images.ts'
import { HEAD_OFFICE } from '../../seeds/offices.ts'
import { loadLessons } from '../../src/api-handlers/lessons.ts'
import type { LocalServer } from '../../src/api-handlers/server.ts'
import { contract, type Endpoint, type EndpointName } from '../../src/contract/index.ts'
import { calendarEntry, type KalenderEntryRow } from '../../src/db/calendar.ts'
import type { Database } from '../../src/db/schema.ts'
import { addDays, weekday, zonedDate, zonedTime } from '../../src/domain/calendar.ts'
import { jpegDataUrl } from '../../src/domain/jpeg.ts'
import { type DemoTimetable, prepareDemoTimetable, timetableCalls } from './demo-timetable.ts'

/**
 * One valid call per operation on the demo data (seeds/demo.ts) at the test clock: the examples
 * of the OpenAPI document (scripts/write-openapi-examples.ts) and the write that the storage-fault
 * cases of tests/contract/statuses.test.ts make fail. Each call is valid on a fresh demo server
 * prepared by {@link prepareDemo}.
 */
export interface DemoCall {
  params?: Record<string, string | number>
  query?: Record<string, string>
  body?: unknown
  /** Who calls: the demo Admin Yayasan (default), nobody (login), or an employee of the app (`bearer`). */
  as?: 'admin' | 'nobody' | 'pegawai'
  /** An employee-app call's own token (as 'pegawai'), used instead of the admin's. */
  bearer?: string
}

/** An employee logged in to the employee app on the prepared demo server (issue 17). */
export interface DemoEmployee {
  idp: number
  nip: string
  token: string
  /** A position inside an area the employee may use today. */
  lat: number
  lng: number
}

/** Ids on the prepared demo server that a valid call needs (see prepareDemo). */
export interface DemoState {
  today: string
  yesterday: string
  monthAgo: string
  weekAgo: string
  unusedShift: number
  unitUser: number
  /** A scheduled employee who arrived yesterday (manual entry) and one without a record then. */
  arrived: number
  notYet: number
  pendingLeave: number
  /** A pending leave request of `pegawaiDatang`'s own, asked in the app (cancellable by them). */
  ownLeave: number
  /** A position, an education level and a unit nobody uses (deletable). */
  unusedJabatan: number
  unusedPendidikan: number
  unusedKantor: string
  /** Employee app: one who may check in now, and one who checked in (and may leave). */
  pegawaiBaru: DemoEmployee
  pegawaiDatang: DemoEmployee
  /** The schools' next semester break: a seeded Libur Unit (calendar, issue 30). */
  liburUnit: KalenderEntryRow
  /** A fingerprint machine without punches (editable, deletable; issue 32). */
  mesin: number
  /** Fingerprint machines (issue 32): see prepareMachineImport. */
  impor: DemoMachineImport
  /** The timetable the teaching-hour calls act on (issue 33, demo-timetable.ts). */
  jadwal: DemoTimetable
  /** Teaching hours (issue 33): see prepareLesson. */
  lesson: DemoLesson
}

/**
 * A seeded lesson running at the clock, not recorded yet, of a unit other than the demo unit
 * admin's (so that admin is refused it), its teacher logged in to the app at the school's area,
 * and a seeded lesson record of the same unit (deletable).
 */
export interface DemoLesson {
  kode: string
  idjadwal: number
  guru: DemoEmployee
  record: number
}

/**
 * The head office's seeded machine (a unit admin's import is the 403 example), an attlog text of
 * yesterday for one of its employees (PIN = NIP), and an unknown PIN with a stored punch, to be
 * linked to another employee.
 */
export interface DemoMachineImport {
  idmesin: number
  isi: string
  pin: string
  idp: number
}

/** The latest Monday to Thursday before `today`: a working day of every seeded schedule. */
export function lastWorkday(today: string): string {
  let tgl = addDays(today, -1)
  while (weekday(tgl) < 1 || weekday(tgl) > 4) tgl = addDays(tgl, -1)
  return tgl
}

/** A PIN no demo employee has (NIPs are longer). */
export const DEMO_UNKNOWN_PIN = '990001'
/** An attlog line as a machine writes it (docs/mesin.md): PIN, time, status, verify, work code. */
export const attlogLine = (pin: string, waktu: string, status: number) =>
  `${pin}\t${waktu}\t${status}\t1\t0\t0\t0`

/** A real small JPEG (a seeded selfie) as the app sends it. */
export const DEMO_SELFIE = jpegDataUrl(Uint8Array.from(atob(SELFIES[0] ?? ''), (c) => c.charCodeAt(0)))

const asEmployee = (employee: DemoEmployee) => ({ as: 'pegawai' as const, bearer: employee.token })
const absen = (employee: DemoEmployee) => ({
  ...asEmployee(employee),
  body: { lat: employee.lat, lng: employee.lng, akurasi: 12, foto: DEMO_SELFIE },
})

const DAY_MS = 86_400_000

export const week = JSON.stringify(
  Array.from({ length: 7 }, (_, hari) => ({
    hari,
    waktu_masuk: '07:30',
    waktu_pulang: '15:00',
    libur: hari === 0,
  })),
)
const area = { lokasi: 'Aula', lat: -7.75, lng: 110.38, radius: 50, keterangan: '', kode: 'PST' }
const pegawai = { nama: 'Pegawai Contoh', jk: 'P', kode: 'PST', idshift: 1, wa: '081234567890', status: 0 }
/** A leave type as its form sends it (issue 31). */
export const DEMO_JENIS_CUTI = {
  ...{ kode: 'CU', nama: 'Cuti Umrah', hitung: 'cuti', perlu_surat: 1, pakai_saldo: 0 },
  ...{ kuota: 10, kuota_per: 'peristiwa', maks_hari: 10, hari_kalender: 0, masa_kerja_bulan: 24 },
  ...{ tanpa_upah: 1, aktif: 1 },
} as const
/** The seeded Cuti Tahunan, edited as its form sends it: it says no letter is needed. */
export const DEMO_CUTI_TAHUNAN = {
  ...{ idjenis: 3, kode: 'CT', nama: 'Cuti Tahunan', hitung: 'cuti', perlu_surat: 0, pakai_saldo: 1 },
  ...{
    kuota: 0,
    kuota_per: '',
    maks_hari: 0,
    hari_kalender: 0,
    masa_kerja_bulan: 12,
    tanpa_upah: 0,
    aktif: 1,
  },
} as const
/** A fingerprint machine as its form sends it (issue 32). */
export const DEMO_MESIN = {
  ...{ nama: 'Mesin Gerbang Depan', sn: 'CQUJ230660012', kode: 'PST', idar: null },
  ...{ arah: 'status', aktif: 1 },
} as const
/** The machine prepareDemo registers: never pushed, no punches. */
const PREPARED_MESIN = {
  nama: 'Mesin Ruang Guru',
  sn: 'DEMO-RUANG-GURU',
  kode: 'PST',
  arah: 'urutan',
} as const
const imporBaris = { nomor: 2, nip: 'IMPOR-001', nama: 'Pegawai Impor', jk: 'L', kode: 'PST', jadwal: '1' }

export const demoCalls: { [K in EndpointName]: (state: DemoState) => DemoCall } = {
  login: () => ({ as: 'nobody', body: { usernama: 'unit', pass: 'unit123' } }),
  logout: () => ({}),
  cekPengguna: () => ({}),
  beranda: () => ({}),
  tahunAjaranList: () => ({}),
  tahunAjaranCreate: () => ({ body: { nama: '2031/2032', tglawal: '2031-07-01', tglakhir: '2032-06-30' } }),
  tahunAjaranSetActive: () => ({ body: { id: 1 } }),
  tahunAjaranDelete: () => ({ params: { id: 1 } }),
  shiftList: () => ({}),
  shiftDetail: () => ({ params: { id: 1 } }),
  shiftCreate: () => ({ body: { label: 'Shift Sore', lokasi_masuk: 1, lokasi_pulang: 0, hari: week } }),
  shiftUpdate: () => ({
    body: { idshift: 1, label: 'Shift Pagi', lokasi_masuk: 2, lokasi_pulang: 2, hari: week },
  }),
  shiftDelete: (s) => ({ params: { id: s.unusedShift } }),
  pegawaiList: () => ({
    query: {
      page: '1',
      status: '',
      halaman: '',
      cari: '',
      jeniscari: '',
      nip: '',
      nama: '',
      jabatan: '',
      pendidikan: '',
      kode: '',
    },
  }),
  pegawaiDetail: () => ({ params: { idp: 1 } }),
  pegawaiCreate: () => ({ body: { ...pegawai, nip: 'CONTOH-001', pass: 'rahasia1' } }),
  pegawaiUpdate: () => ({ body: { ...pegawai, idp: 1, nip: 'CONTOH-002' } }),
  pegawaiDelete: () => ({ params: { idp: 1 } }),
  pegawaiCekNip: () => ({ query: { tipedata: 'nip', nilai: 'CONTOH-003', idp: '' } }),
  appPegawai: () => ({ body: { idp: 1, pass: 'rahasia1', status_aktif: 1 } }),
  pegawaiCari: () => ({ query: { nip: '', nama: 'sit', jabatan: '' } }),
  pegawaiAwal: () => ({}),
  pegawaiImporPeriksa: () => ({ body: { baris: [imporBaris] } }),
  pegawaiImpor: () => ({ body: { baris: [imporBaris] } }),
  jabatanList: () => ({}),
  jabatanCreate: () => ({ body: { jabatan: 'Konselor Sekolah' } }),
  pendidikanList: () => ({}),
  pendidikanCreate: () => ({ body: { pendidikan: 'Profesi' } }),
  jabatanUpdate: (s) => ({ body: { id: s.unusedJabatan, jabatan: 'Juru Masak Kantin' } }),
  jabatanDelete: (s) => ({ params: { id: s.unusedJabatan } }),
  pendidikanUpdate: (s) => ({ body: { id: s.unusedPendidikan, pendidikan: 'Paket C (setara SMA)' } }),
  pendidikanDelete: (s) => ({ params: { id: s.unusedPendidikan } }),
  kantorList: () => ({}),
  kantorDetail: () => ({ params: { kode: 'SDIT1' } }),
  kantorCreate: () => ({
    body: {
      kode: 'SMPIT2',
      cabang: 'SMP Islam Terpadu 2',
      alamat: 'Jl. Magelang No. 40, Sleman',
      kepala: 'Siti Rahayu, S.Pd.',
    },
  }),
  kantorUpdate: (s) => ({ body: { ...UNUSED_KANTOR, kode: s.unusedKantor, kepala: 'Ahmad Hidayat, S.Pd.' } }),
  kantorDelete: (s) => ({ params: { kode: s.unusedKantor } }),
  areaList: () => ({}),
  areaPilihan: (s) => ({ query: { idp: String(s.notYet) } }),
  areaDetail: () => ({ params: { id: 1 } }),
  areaCreate: () => ({ body: { ...area, lokasi: 'Gerbang' } }),
  areaUpdate: () => ({ body: { ...area, idar: 1 } }),
  areaDelete: () => ({ params: { id: 1 } }),
  absensiCek: (s) => ({ params: { tgl: s.yesterday, idp: s.notYet } }),
  absensiRiwayat: (s) => ({ params: { idp: s.arrived } }),
  absensiDatang: (s) => ({
    body: {
      tgl: s.yesterday,
      waktu: '08:20',
      idp: s.notYet,
      idar: 1,
      device: '1',
      status: 0,
      catatan: 'Ponsel rusak',
    },
  }),
  absensiPulang: (s) => ({
    body: { tgl: s.yesterday, waktu: '15:00', idp: s.arrived, idar: 0, device: '1', catatan: '' },
  }),
  absensiDelete: () => ({ params: { id: 1 } }),
  hariLiburList: () => ({}),
  hariLiburDetail: () => ({ params: { idx: 1 } }),
  hariLiburCreate: () => ({ body: { tgllibur: '2031-01-02', keterangan: 'Libur yayasan' } }),
  hariLiburUpdate: () => ({ body: { idx: 1, tgllibur: '2031-01-03', keterangan: 'Libur yayasan' } }),
  hariLiburDelete: () => ({ params: { idx: 1 } }),
  kalenderList: () => ({ query: { tahun: '2026', kode: '' } }),
  kalenderDetail: (s) => ({ params: { idkalender: s.liburUnit.idkalender } }),
  kalenderCreate: () => ({
    body: {
      ...{ jenis: 'unit', tglawal: '2031-06-22', tglakhir: '2031-06-26', keterangan: 'Libur semester' },
      ...{ semua_unit: 0, unit: ['SDIT1'] },
    },
  }),
  // The semester break made two days longer, the rest sent as it is.
  kalenderUpdate: ({ liburUnit: entry }) => ({
    body: {
      ...{ idkalender: entry.idkalender, jenis: entry.jenis, tglawal: entry.tglawal },
      ...{ tglakhir: addDays(entry.tglakhir, 2), keterangan: entry.keterangan },
      ...{ semua_unit: entry.semua_unit, unit: entry.unit },
    },
  }),
  kalenderDelete: (s) => ({ params: { idkalender: s.liburUnit.idkalender } }),
  kalenderNasionalPreview: () => ({ query: { tahun: '2027' } }),
  kalenderNasionalImport: () => ({ body: { tahun: 2027 } }),
  cutiSaldoPegawai: () => ({ params: { idp: 1 } }),
  cutiPenyesuaian: (s) => ({
    body: { idp: 1, tgl: s.today, hari: -1, keterangan: 'Cuti 2 Januari belum tercatat' },
  }),
  cutiSaldoLaporan: () => ({ query: { kode: '', tahun: '2026' } }),
  rekapJamMengajar: (s) => ({ query: { kode: 'SDIT1', bulan: s.today.slice(0, 7) } }),
  hariKhususList: () => ({}),
  hariKhususDetail: () => ({ params: { idx: 1 } }),
  hariKhususCreate: () => ({ body: { tgllibur: '2031-01-02', keterangan: 'Rapat guru' } }),
  hariKhususUpdate: () => ({ body: { idx: 1, tgllibur: '2031-01-03', keterangan: 'Rapat guru' } }),
  hariKhususDelete: () => ({ params: { idx: 1 } }),
  ijinList: () => ({ query: { verifikasi: '', filtertanggal: '', kode: '', idp: '' } }),
  ijinDetail: (s) => ({ params: { idj: s.pendingLeave } }),
  ijinVerify: (s) => ({ body: { idj: s.pendingLeave, disetujui: 1, catatan: '' } }),
  ijinCreate: (s) => ({
    body: {
      // An employee sure to work then (the one who checks in today), over a whole week: any clock's
      // today leaves working days in it.
      ...{
        idp: s.pegawaiDatang.idp,
        idjenis: 12,
        tglawal: addDays(s.today, 50),
        tglakhir: addDays(s.today, 56),
      },
      ...{ alasan: 'Pelatihan guru', keterangan: 'Di Semarang' },
    },
  }),
  ijinBatal: (s) => ({ params: { idj: s.pendingLeave }, body: { alasan: 'Salah tanggal' } }),
  jenisCutiList: () => ({}),
  jenisCutiDetail: () => ({ params: { idjenis: 3 } }),
  jenisCutiCreate: () => ({ body: DEMO_JENIS_CUTI }),
  jenisCutiUpdate: () => ({ body: DEMO_CUTI_TAHUNAN }),
  // Cuti Duka Anggota Keluarga Serumah: seeded, asked by no request.
  jenisCutiDelete: () => ({ params: { idjenis: 11 } }),
  penggunaList: () => ({}),
  penggunaDetail: () => ({ params: { iduser: 1 } }),
  penggunaCekUsername: () => ({ params: { usernama: 'operator2' }, query: { iduser: '' } }),
  penggunaCreate: () => ({
    body: { usernama: 'operator2', namalengkap: 'Operator Dua', levelx: 1, pass: 'rahasia1', ids: 'PST' },
  }),
  penggunaUpdate: () => ({
    body: {
      iduser: 1,
      usernama: 'admin',
      namalengkap: 'Administrator Yayasan',
      levelx: 0,
      pass: '',
      ids: null,
    },
  }),
  penggunaDelete: (s) => ({ params: { iduser: s.unitUser } }),
  // One unit (not the demo unit admin's own, so a unit admin's call is the 403 example).
  laporanHarian: (s) => ({ params: { tgl: s.yesterday }, query: { kode: 'SMPIT1' } }),
  laporanBelumDatang: (s) => ({ params: { tgl: s.today }, query: { kode: 'SMPIT1' } }),
  laporanGenerate: (s) => ({ body: { tglawal: s.monthAgo, tglakhir: s.today } }),
  laporanRekap: (s) => ({ params: { tglawal: s.weekAgo, tglakhir: s.today }, query: { kode: '' } }),
  laporanRekapDetail: (s) => ({ params: { tglawal: s.weekAgo, tglakhir: s.today, idp: 1 } }),
  laporanRiwayat: (s) => ({
    params: { tglawal: s.weekAgo, tglakhir: s.today },
    query: { cari: '', kode: '', page: '1', halaman: '20' },
  }),
  laporanRiwayatFoto: (s) => ({ params: { tglawal: s.weekAgo, tglakhir: s.today }, query: { kode: '' } }),
  berandaRingkasan: () => ({}),
  pengaturanGet: () => ({}),
  pengaturanUpdate: () => ({
    body: {
      nama_yayasan: 'Yayasan Pendidikan Contoh',
      alamat_yayasan: 'Jl. Contoh 1',
      toleransi_terlambat_menit: 5,
      zona_waktu: 'Asia/Jakarta',
    },
  }),
  dataStatus: () => ({}),
  dataEkspor: () => ({}),
  // A whole database file: the example is the export's own bytes (see DEMO_FILE_CALLS).
  dataImpor: () => ({ body: new Uint8Array(0) }),
  dataReset: () => ({}),
  jejakPerubahanList: (s) => ({ query: { tabel: 'absensi', dari: s.weekAgo, sampai: s.today } }),
  mesinList: () => ({ query: { kode: 'PST' } }),
  mesinDetail: (s) => ({ params: { idmesin: s.mesin } }),
  mesinCreate: () => ({ body: DEMO_MESIN }),
  mesinUpdate: (s) => ({ body: { ...PREPARED_MESIN, idmesin: s.mesin, idar: null, aktif: 0 } }),
  mesinDelete: (s) => ({ params: { idmesin: s.mesin } }),
  mesinTakDikenal: () => ({}),
  presensiLogin: (s) => ({ as: 'nobody', body: { nip: s.pegawaiBaru.nip, pass: DEMO_EMPLOYEE_PASSWORD } }),
  presensiLogout: (s) => asEmployee(s.pegawaiBaru),
  presensiHariIni: (s) => asEmployee(s.pegawaiDatang),
  presensiDatang: (s) => absen(s.pegawaiBaru),
  presensiPulang: (s) => absen(s.pegawaiDatang),
  presensiRiwayat: (s) => ({ ...asEmployee(s.pegawaiDatang), query: { bulan: s.today.slice(0, 7) } }),
  presensiIjinCreate: (s) => ({
    ...asEmployee(s.pegawaiBaru),
    body: {
      tglawal: addDays(s.today, 60),
      tglakhir: addDays(s.today, 61),
      kategori: 1,
      sebab: 'Menghadiri pernikahan saudara',
      keterangan: 'Di Klaten',
      surat: DEMO_SELFIE,
    },
  }),
  presensiIjinList: (s) => asEmployee(s.pegawaiDatang),
  presensiJenisCuti: (s) => asEmployee(s.pegawaiDatang),
  presensiSaldoCuti: (s) => asEmployee(s.pegawaiDatang),
  presensiIjinBatal: (s) => ({
    ...asEmployee(s.pegawaiDatang),
    params: { idj: s.ownLeave },
    body: { alasan: 'Acara batal' },
  }),
  presensiSandi: (s) => ({
    ...asEmployee(s.pegawaiBaru),
    body: { lama: DEMO_EMPLOYEE_PASSWORD, baru: DEMO_EMPLOYEE_PASSWORD },
  }),
  mesinImporPratinjau: (s) => ({
    params: { idmesin: s.impor.idmesin },
    body: { isi: s.impor.isi, kunci: 'pin' },
  }),
  mesinImpor: (s) => ({ params: { idmesin: s.impor.idmesin }, body: { isi: s.impor.isi, kunci: 'pin' } }),
  scanLogList: (s) => ({ query: { idmesin: String(s.impor.idmesin), tgl: lastWorkday(s.today) } }),
  scanLogTidakDikenal: (s) => ({ query: { idmesin: String(s.impor.idmesin), kode: '' } }),
  scanLogHubungkan: (s) => ({ body: { pasangan: [{ pin: s.impor.pin, idp: s.impor.idp }] } }),
  // The timetable (issue 33).
  jamPelajaranGet: (s) => timetableCalls(s.jadwal).jamPelajaranGet,
  jamPelajaranPut: (s) => timetableCalls(s.jadwal).jamPelajaranPut,
  kelasList: (s) => timetableCalls(s.jadwal).kelasList,
  kelasCreate: (s) => timetableCalls(s.jadwal).kelasCreate,
  kelasUpdate: (s) => timetableCalls(s.jadwal).kelasUpdate,
  kelasDelete: (s) => timetableCalls(s.jadwal).kelasDelete,
  jadwalAjarGet: (s) => timetableCalls(s.jadwal).jadwalAjarGet,
  jadwalAjarCreate: (s) => timetableCalls(s.jadwal).jadwalAjarCreate,
  jadwalAjarUpdate: (s) => timetableCalls(s.jadwal).jadwalAjarUpdate,
  jadwalAjarDelete: (s) => timetableCalls(s.jadwal).jadwalAjarDelete,
  jadwalAjarSalin: (s) => timetableCalls(s.jadwal).jadwalAjarSalin,
  jadwalAjarImpor: (s) => timetableCalls(s.jadwal).jadwalAjarImpor,
  jurnalAjarGet: (s) => ({ query: { kode: s.lesson.kode, tgl: s.today } }),
  jurnalAjarSet: (s) => ({
    body: { idjadwal: s.lesson.idjadwal, tgl: s.today, status: 'tidak', alasan: 'Kelas mengikuti lomba' },
  }),
  jurnalAjarDelete: (s) => ({ params: { id: s.lesson.record } }),
  presensiMengajar: (s) => asEmployee(s.lesson.guru),
  presensiMulaiMengajar: (s) => ({
    ...asEmployee(s.lesson.guru),
    body: {
      lat: s.lesson.guru.lat,
      lng: s.lesson.guru.lng,
      akurasi: 12,
      idjadwal: s.lesson.idjadwal,
      materi: 'Pecahan senilai',
    },
  }),
}

/** Calls whose body is a whole database file: the caller supplies it (an export of the same server). */
export const DEMO_FILE_CALLS: ReadonlySet<EndpointName> = new Set(['dataImpor'])

export const API_ORIGIN = 'http://localhost'
export const API_BASE = `${API_ORIGIN}/admin/`

/** The request of a demo call to `endpoint`, as any client would send it. */
export function demoRequest(endpoint: Endpoint, call: DemoCall, token: string | null): Request {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(call.params?.[name])),
  )
  const url = new URL(path, API_BASE)
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value)
  const headers: Record<string, string> = {}
  const bearer = call.as === 'nobody' ? null : call.as === 'pegawai' ? (call.bearer ?? null) : token
  if (bearer) headers.Authorization = `Bearer ${bearer}`
  let body: BodyInit | undefined
  if (call.body instanceof Uint8Array) {
    headers['Content-Type'] = endpoint.upload?.mediaType ?? 'application/octet-stream'
    body = call.body as Uint8Array<ArrayBuffer>
  } else if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(call.body)
  }
  return new Request(url, { method: endpoint.method, headers, body })
}

/** Sends a demo call of `name` to `server`, with the given token. */
export function sendDemoCall(
  server: LocalServer,
  name: EndpointName,
  state: DemoState,
  token: string | null,
  override: Partial<DemoCall> = {},
): Promise<Response> {
  const call = { ...demoCalls[name](state), ...override }
  return server.handle(demoRequest(contract[name], call, token))
}

/**
 * Readies a fresh demo server for every demo call (an unused schedule, one manual arrival
 * yesterday) and reads the ids the calls need. `admin`: the demo Admin Yayasan's token.
 */
export async function prepareDemo(
  server: LocalServer,
  db: Kysely<Database>,
  now: Date,
  admin: string,
): Promise<DemoState> {
  const daysAgo = (days: number) => zonedDate(new Date(now.getTime() - days * DAY_MS))
  const state: DemoState = {
    today: daysAgo(0),
    yesterday: daysAgo(1),
    weekAgo: daysAgo(7),
    monthAgo: daysAgo(30),
    unusedShift: 0,
    unitUser: 0,
    arrived: 0,
    notYet: 0,
    pendingLeave: 0,
    ownLeave: 0,
    unusedJabatan: 0,
    unusedPendidikan: 0,
    unusedKantor: UNUSED_KANTOR.kode,
    pegawaiBaru: NO_EMPLOYEE,
    pegawaiDatang: NO_EMPLOYEE,
    liburUnit: await nextLiburUnit(db, daysAgo(0)),
    mesin: 0,
    impor: { idmesin: 0, isi: '', pin: DEMO_UNKNOWN_PIN, idp: 0 },
    jadwal: NO_TIMETABLE,
    lesson: { kode: '', idjadwal: 0, guru: NO_EMPLOYEE, record: 0 },
  }
  const created = await sendDemoCall(server, 'shiftCreate', state, admin, {
    body: { label: 'Tanpa Pegawai', lokasi_masuk: 0, lokasi_pulang: 0, hari: week },
  })
  state.unusedShift = ((await created.json()) as { idshift: number }).idshift
  const unit = await db
    .selectFrom('pengguna')
    .select('iduser')
    .where('levelx', '=', 1)
    .orderBy('iduser')
    .executeTakeFirst()
  state.unitUser = Number(unit?.iduser)
  const [arrived, notYet] = await db
    .selectFrom('pegawai')
    .select('idp')
    .where('idshift', 'is not', null)
    .where('idp', 'not in', (eb) => eb.selectFrom('absensi').select('idp').where('tgl', '=', state.yesterday))
    .orderBy('idp')
    .limit(2)
    .execute()
  state.arrived = Number(arrived?.idp)
  state.notYet = Number(notYet?.idp)
  await sendDemoCall(server, 'absensiDatang', state, admin, {
    body: {
      tgl: state.yesterday,
      waktu: '07:10',
      idp: state.arrived,
      idar: 0,
      status: 0,
      catatan: 'Lupa membawa ponsel',
    },
  })
  const pending = await db
    .selectFrom('pengajuan_ijin')
    .select('idj')
    .where('disetujui', '=', 0)
    .orderBy('idj')
    .executeTakeFirst()
  state.pendingLeave = Number(pending?.idj)
  await prepareUnusedMaster(server, state, admin)
  state.mesin = await prepareMachine(server, state, admin)
  await prepareEmployees(server, db, state, admin)
  await prepareMachineImport(server, db, state, admin)
  state.jadwal = await prepareDemoTimetable(db, async (name, body) => {
    const response = await sendDemoCall(server, name, state, admin, { body })
    if (response.status !== 200) throw new Error(`demo ${name} failed: ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>
  })
  state.lesson = await prepareLesson(server, db, state, zonedTime(now))
  return state
}

/**
 * The head office's machine and two of its scheduled employees (the last by id: no other demo
 * call touches them): the first's arrival and departure of yesterday make the import's text; the
 * unknown PIN's punch of yesterday is imported now, for the scan log and the linking calls.
 */
async function prepareMachineImport(
  server: LocalServer,
  db: Kysely<Database>,
  state: DemoState,
  admin: string,
) {
  const mesin = await db
    .selectFrom('mesin')
    .select('idmesin')
    .where('kode', '=', HEAD_OFFICE.kode)
    .orderBy('idmesin')
    .executeTakeFirstOrThrow()
  const [importer, linked] = await db
    .selectFrom('pegawai')
    .select(['idp', 'nip'])
    .where('kode', '=', HEAD_OFFICE.kode)
    .where('idshift', 'is not', null)
    .where('pin_mesin', 'is', null)
    .orderBy('idp', 'desc')
    .limit(2)
    .execute()
  if (!importer || !linked) throw new Error('the demo data has no two scheduled head-office employees')
  const tgl = lastWorkday(state.today)
  state.impor = {
    idmesin: mesin.idmesin,
    isi: [
      attlogLine(importer.nip, `${tgl} 07:05:12`, 0),
      attlogLine(importer.nip, `${tgl} 15:40:03`, 1),
    ].join('\r\n'),
    pin: DEMO_UNKNOWN_PIN,
    idp: linked.idp,
  }
  const unknown = attlogLine(DEMO_UNKNOWN_PIN, `${tgl} 07:12:40`, 0)
  const response = await sendDemoCall(server, 'mesinImpor', state, admin, {
    body: { isi: unknown, kunci: 'pin' },
  })
  if (response.status !== 200) throw new Error(`demo machine import failed: ${await response.text()}`)
}

/** The lesson of {@link DemoLesson}: read through the one rule of expected lessons (src/api-handlers/lessons.ts). */
async function prepareLesson(
  server: LocalServer,
  db: Kysely<Database>,
  state: DemoState,
  jam: string,
): Promise<DemoLesson> {
  const cells = async () => {
    const rows = await db
      .selectFrom('jadwal_ajar')
      .innerJoin('pegawai', 'pegawai.idp', 'jadwal_ajar.idp')
      .select(['jadwal_ajar.idjadwal', 'jadwal_ajar.kode', 'pegawai.nip'])
      .where('jadwal_ajar.kode', '!=', DEMO_UNIT_ADMIN.ids)
      .where('pegawai.status', '=', 0)
      .where('pegawai.status_aktif', '=', 1)
      .execute()
    return new Map(rows.map((row) => [row.idjadwal, row]))
  }
  const runningIn = async (of: ReadonlyMap<number, unknown>) =>
    (await loadLessons(db, { from: state.today, to: state.today })).find(
      (row) => row.keadaan === 'belum' && row.mulai <= jam && jam < row.selesai && of.has(row.idjadwal),
    )
  let cellOf = await cells()
  let running = await runningIn(cellOf)
  // A clock outside school hours (a Sunday, the evening): the demo gets a period running now.
  const ids = [...cellOf.keys()]
  if (!running && (await server.write((tx) => addPeriodNow(tx, state.today, jam, ids)))) {
    cellOf = await cells()
    running = await runningIn(cellOf)
  }
  const cell = running && cellOf.get(running.idjadwal)
  if (!running || !cell) throw new Error(`the demo data has no lesson running unrecorded at ${jam}`)
  const record = await db
    .selectFrom('absensi_ajar')
    .innerJoin('jadwal_ajar', 'jadwal_ajar.idjadwal', 'absensi_ajar.idjadwal')
    .select('absensi_ajar.id')
    .where('jadwal_ajar.kode', '=', cell.kode)
    .orderBy('absensi_ajar.id')
    .executeTakeFirstOrThrow()
  const guru = await loginEmployee(server, state, { idp: running.idp, nip: cell.nip })
  const [area] = await db
    .selectFrom('area_absensi')
    .select(['lat', 'lng'])
    .where('kode', '=', cell.kode)
    .execute()
  return {
    kode: cell.kode,
    idjadwal: running.idjadwal,
    guru: area ? { ...guru, lat: area.lat, lng: area.lng } : guru,
    record: record.id,
  }
}

/**
 * A period of today running at `jam` (jam ke-20, outside every seeded bell) with a cell of the
 * first seeded teacher not on leave today: for a clock at which no seeded lesson runs.
 */
async function addPeriodNow(
  db: Kysely<Database>,
  today: string,
  jam: string,
  ids: readonly number[],
): Promise<boolean> {
  const onLeave = new Set(
    (
      await db.selectFrom('absensi').select('idp').where('tgl', '=', today).where('status', '!=', 0).execute()
    ).map((row) => row.idp),
  )
  if (ids.length === 0) return false
  const cells = await db.selectFrom('jadwal_ajar').selectAll().where('idjadwal', 'in', ids).execute()
  const cell = cells.find((row) => !onLeave.has(row.idp))
  if (!cell || jam >= '23:59') return false
  const hari = weekday(today)
  const mulai = jam < '23:00' ? jam : '23:00'
  const [h, m] = mulai.split(':').map(Number)
  const end = Math.min((h ?? 0) * 60 + (m ?? 0) + 40, 23 * 60 + 59)
  const selesai = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`
  const scope = { kode: cell.kode, idta: cell.idta, semester: cell.semester, hari, jamke: 20 }
  await db
    .insertInto('jam_pelajaran')
    .values({ ...scope, mulai, selesai })
    .execute()
  await db
    .insertInto('jadwal_ajar')
    .values({ ...scope, idkelas: cell.idkelas, mapel: cell.mapel, idp: cell.idp })
    .execute()
  return true
}

/** The first seeded Libur Unit that has not ended by `today`. */
async function nextLiburUnit(db: Kysely<Database>, today: string): Promise<KalenderEntryRow> {
  const next = await db
    .selectFrom('kalender')
    .select('idkalender')
    .where('jenis', '=', 'unit')
    .where('tglakhir', '>=', today)
    .orderBy('tglawal')
    .executeTakeFirst()
  const entry = next && (await calendarEntry(db, next.idkalender))
  if (!entry) throw new Error('the demo data has no Libur Unit ahead of today')
  return entry
}

const NO_TIMETABLE: DemoTimetable = {
  ...{ kode: '', idta: 0, semester: 1, kelas7A: 0, kelas7B: 0, kelasKosong: 0, sel1: 0, sel2: 0 },
  guru: [
    { idp: 0, nip: '', nama: '' },
    { idp: 0, nip: '', nama: '' },
  ],
}

const NO_EMPLOYEE: DemoEmployee = { idp: 0, nip: '', token: '', lat: 0, lng: 0 }

/**
 * Two employees of the app whose schedule works today, logged in, their record of today (a seeded
 * one, at a late test clock) deleted through the API, as a Libur Khusus of today; the second checks
 * in, so the departure call has an arrival to close. Their position: inside their first allowed area.
 */
async function prepareEmployees(server: LocalServer, db: Kysely<Database>, state: DemoState, admin: string) {
  const candidates = await db
    .selectFrom('pegawai')
    .innerJoin('shift_hari', 'shift_hari.idshift', 'pegawai.idshift')
    .select(['pegawai.idp', 'pegawai.nip'])
    .where('pegawai.status', '=', 0)
    .where('pegawai.status_aktif', '=', 1)
    .where('shift_hari.hari', '=', weekday(state.today))
    .where('shift_hari.libur', '=', 0)
    .where((eb) => eb.or([eb('pegawai.tglmasuk', 'is', null), eb('pegawai.tglmasuk', '<=', state.today)]))
    .orderBy('pegawai.idp')
    .limit(2)
    .execute()
  await clearToday(
    server,
    db,
    state,
    admin,
    candidates.map((row) => row.idp),
  )
  const [baru, datang] = await Promise.all(candidates.map((row) => loginEmployee(server, state, row)))
  if (!baru || !datang) throw new Error('the demo data has no two employees who may check in today')
  state.pegawaiBaru = baru
  state.pegawaiDatang = datang
  const response = await sendDemoCall(server, 'presensiDatang', state, null, absen(datang))
  if (response.status !== 200) throw new Error(`demo check-in failed: ${await response.text()}`)
  const asked = await sendDemoCall(server, 'presensiIjinCreate', state, null, {
    ...asEmployee(datang),
    body: {
      ...{ tglawal: addDays(state.today, 70), tglakhir: addDays(state.today, 71), kategori: 1 },
      ...{ sebab: 'Acara keluarga', keterangan: '' },
    },
  })
  if (asked.status !== 200) throw new Error(`demo leave request failed: ${await asked.text()}`)
  state.ownLeave = ((await asked.json()) as { idj: number }).idj
}

/** Today free for these employees: their records of today and a Libur Khusus of today deleted (admin calls). */
async function clearToday(
  server: LocalServer,
  db: Kysely<Database>,
  state: DemoState,
  admin: string,
  idps: number[],
) {
  const records = idps.length
    ? await db
        .selectFrom('absensi')
        .select('id')
        .where('tgl', '=', state.today)
        .where('idp', 'in', idps)
        .execute()
    : []
  for (const { id } of records) await sendDemoCall(server, 'absensiDelete', state, admin, { params: { id } })
  const holiday = await db
    .selectFrom('hari_libur')
    .select('idx')
    .where('tgllibur', '=', state.today)
    .execute()
  for (const { idx } of holiday)
    await sendDemoCall(server, 'hariLiburDelete', state, admin, { params: { idx } })
}

async function loginEmployee(
  server: LocalServer,
  state: DemoState,
  row: { idp: number; nip: string },
): Promise<DemoEmployee> {
  const login = await sendDemoCall(server, 'presensiLogin', state, null, {
    body: { nip: row.nip, pass: DEMO_EMPLOYEE_PASSWORD },
  })
  const { data } = (await login.json()) as { data?: { token_app: string } }
  if (!data) throw new Error(`demo employee login failed for ${row.nip}`)
  const employee = { ...NO_EMPLOYEE, idp: row.idp, nip: row.nip, token: data.token_app }
  const today = await sendDemoCall(server, 'presensiHariIni', state, null, asEmployee(employee))
  const { area_datang } = (await today.json()) as { area_datang: { daftar: { lat: number; lng: number }[] } }
  const area = area_datang.daftar[0]
  return area ? { ...employee, lat: area.lat, lng: area.lng } : employee
}

/** A machine with no punches, registered through the API (issue 32). */
async function prepareMachine(server: LocalServer, state: DemoState, admin: string): Promise<number> {
  const created = await sendDemoCall(server, 'mesinCreate', state, admin, {
    body: { ...PREPARED_MESIN, idar: null, aktif: 1 },
  })
  if (created.status !== 200) throw new Error(`demo machine failed: ${await created.text()}`)
  return ((await created.json()) as { idmesin: number }).idmesin
}

const UNUSED_KANTOR = {
  kode: 'SDIT9',
  cabang: 'SD Islam Terpadu 9',
  alamat: 'Jl. Damai No. 9, Sleman',
  kepala: '',
}

/** A position, an education level and a unit nobody uses, for the rename and delete calls. */
async function prepareUnusedMaster(server: LocalServer, state: DemoState, admin: string) {
  const jabatan = await sendDemoCall(server, 'jabatanCreate', state, admin, {
    body: { jabatan: 'Juru Masak' },
  })
  state.unusedJabatan = ((await jabatan.json()) as { id: number }).id
  const pendidikan = await sendDemoCall(server, 'pendidikanCreate', state, admin, {
    body: { pendidikan: 'Paket C' },
  })
  state.unusedPendidikan = ((await pendidikan.json()) as { id: number }).id
  await sendDemoCall(server, 'kantorCreate', state, admin, { body: UNUSED_KANTOR })
}
