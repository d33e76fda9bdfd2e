import { beforeEach, describe, expect, it } from 'vitest'
import {
  attlogLine,
  DEMO_CUTI_TAHUNAN,
  DEMO_JENIS_CUTI,
  DEMO_MESIN,
  DEMO_SELFIE,
} from '../../scripts/openapi/demo-calls.ts'
import { prepareDemoTimetable, timetableCalls } from '../../scripts/openapi/demo-timetable.ts'
import { DEMO_ADMIN, DEMO_EMPLOYEE_PASSWORD } from '../../seeds/credentials.ts'
import { DEMO_UNIT_KODE } from '../../seeds/demo.ts'
import { handlers } from '../../src/api-handlers/registry.ts'
import { extraFieldsOf } from '../../src/contract/conformance.ts'
import { type Contract, contract, type EndpointName, failure } from '../../src/contract/index.ts'
import { zonedDate } from '../../src/domain/calendar.ts'
import { expectConforms } from '../support/conforms.ts'
import { lessonNow } from '../support/lessons.ts'
import { employeeToken, employeeWorkingOn } from '../support/presensi.ts'
import { rawCall, startTestServer, TEST_NOW, type TestServer } from '../support/test-server.ts'

/**
 * One contract suite, run on each transport and engine: the mock's server in Node (implemented.test.ts,
 * through msw/node), the reference server over real HTTP (reference-server.test.ts), the server's
 * SQLite file over HTTP (sqlite-file.test.ts); PRESENSI_TEST_ENGINE picks the engine of the first
 * two. It reaches the database only through Kysely (`server.db`), never one engine's API. It calls
 * every implemented endpoint and validates every answer against the contract, and sends garbage to
 * every endpoint with input. The caller installs the transport before calling this.
 */
export function contractSuite() {
  let server: TestServer
  let admin: string
  beforeEach(async () => {
    // The admin's session is in the boot snapshot (one password hash per file, not per test).
    server = await startTestServer({ loggedIn: [DEMO_ADMIN] })
    admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    // A schedule no employee uses (deleting a used one is refused).
    const created = await rawCall('POST', 'api/shift', {
      token: admin,
      body: { label: 'Tanpa Pegawai', lokasi_masuk: 0, lokasi_pulang: 0, hari: week },
    })
    unusedShift = Number(created.body.idshift)
    const users = (await rawCall('GET', 'api/masterpengguna', { token: admin })).body.datae as {
      iduser: number
      levelx: number
    }[]
    unitUser = users.find((user) => user.levelx === 1)?.iduser ?? 0
    appEmployees = null
    // Two scheduled employees without a record tomorrow: one arrives now (for the departure call).
    const [a, b] = (
      await server.db
        .selectFrom('pegawai')
        .select('idp')
        .where('idshift', 'is not', null)
        .where('idp', 'not in', (eb) =>
          eb.selectFrom('absensi').select('idp').where('tgl', '=', recentDate(-1)),
        )
        .orderBy('idp')
        .limit(2)
        .execute()
    ).map(({ idp }) => Number(idp))
    arrived = a ?? 0
    notYet = b ?? 0
    await rawCall('POST', 'api/absensi/datang', {
      token: admin,
      body: {
        tgl: recentDate(-1),
        waktu: '07:10',
        idp: arrived,
        idar: 0,
        status: 0,
        catatan: 'Lupa membawa ponsel',
      },
    })
    const pending = await server.db
      .selectFrom('pengajuan_ijin')
      .select('idj')
      .where('disetujui', '=', 0)
      .orderBy('idj')
      .limit(1)
      .executeTakeFirst()
    pendingLeave = Number(pending?.idj)
  })

  /** One valid call per implemented endpoint; each answer is checked against the contract. */
  type ValidCall = { path: string; body?: unknown; token?: string }

  /** A timetable call (issue 33) on the demo timetable, prepared through the API. */
  type TimetableCalls = ReturnType<typeof timetableCalls>
  async function timetableCall(name: keyof TimetableCalls): Promise<ValidCall> {
    const prepared = await prepareDemoTimetable(server.db, async (endpoint, body) => {
      const { method, path } = contract[endpoint]
      const answer = await rawCall(method, path, { token: admin, body })
      if (answer.status !== 200) throw new Error(`${endpoint}: ${JSON.stringify(answer.body)}`)
      return answer.body
    })
    const call: { params?: Record<string, number>; query?: Record<string, string>; body?: unknown } =
      timetableCalls(prepared)[name]
    const path = contract[name].path.replace(/\{(\w+)\}/g, (_, key: string) => String(call.params?.[key]))
    const query = call.query ? `?${new URLSearchParams(call.query)}` : ''
    return { path: `${path}${query}`, body: call.body }
  }
  const validCalls: { [K in keyof typeof handlers]: () => ValidCall | Promise<ValidCall> } = {
    login: () => ({ path: 'admin/login', body: { usernama: 'unit', pass: 'unit123' } }),
    logout: () => ({ path: 'admin/logout' }),
    cekPengguna: () => ({ path: 'api/cek/pengguna' }),
    beranda: () => ({ path: 'api/beranda' }),
    tahunAjaranList: () => ({ path: 'api/tahunajaran' }),
    tahunAjaranCreate: () => ({
      path: 'api/tahunajaran',
      body: { nama: '2031/2032', tglawal: '2031-07-01', tglakhir: '2032-06-30' },
    }),
    tahunAjaranSetActive: () => ({ path: 'api/tahunajaran/aktif', body: { id: 1 } }),
    tahunAjaranDelete: () => ({ path: 'api/tahunajaran/1' }),
    laporanHarian: () => ({ path: `api/laporan/absensi/harian/${recentDate(2)}?kode=SDIT1` }),
    laporanBelumDatang: () => ({ path: `api/laporan/absensi/belumdatang/${recentDate(0)}?kode=SDIT1` }),
    laporanGenerate: () => ({ path: 'api/laporan/generate', body: recentRange() }),
    laporanRekap: () => ({
      path: `api/laporan/rekapitulasi/${recentDate(30)}/${recentDate(0)}?kode=${DEMO_UNIT_KODE}`,
    }),
    laporanRekapDetail: () => ({ path: `api/laporan/rekapitulasi/${recentDate(30)}/${recentDate(0)}/1` }),
    laporanRiwayat: () => ({
      path: `api/laporan/absensi/riwayat/${recentDate(7)}/${recentDate(0)}?cari=&kode=${DEMO_UNIT_KODE}&page=1&halaman=20`,
    }),
    laporanRiwayatFoto: () => ({
      path: `api/absensi/foto/ada/${recentDate(7)}/${recentDate(0)}?kode=${DEMO_UNIT_KODE}`,
    }),
    berandaRingkasan: () => ({ path: 'api/beranda/ringkasan' }),
    absensiDelete: () => ({ path: 'api/absensi/1' }),
    shiftList: () => ({ path: 'api/shift' }),
    shiftDetail: () => ({ path: 'api/shift/1' }),
    shiftCreate: () => ({
      path: 'api/shift',
      body: { label: 'Shift Uji', lokasi_masuk: 1, lokasi_pulang: 0, hari: week },
    }),
    shiftUpdate: () => ({
      path: 'api/shift',
      body: { idshift: 1, label: 'Shift Ubah', lokasi_masuk: 2, lokasi_pulang: 2, hari: week },
    }),
    shiftDelete: () => ({ path: `api/shift/${unusedShift}` }),
    hariLiburList: () => ({ path: 'api/hari_libur' }),
    hariLiburDetail: () => ({ path: 'api/hari_libur/1' }),
    hariLiburCreate: () => ({ path: 'api/hari_libur', body: { tgllibur: '2031-01-02', keterangan: 'Uji' } }),
    hariLiburUpdate: () => ({
      path: 'api/hari_libur',
      body: { idx: 1, tgllibur: '2031-01-03', keterangan: 'Uji' },
    }),
    hariLiburDelete: () => ({ path: 'api/hari_libur/1' }),
    kalenderList: () => ({ path: `api/kalender?tahun=2026&kode=${DEMO_UNIT_KODE}` }),
    kalenderDetail: () => ({ path: 'api/kalender/1' }),
    kalenderCreate: () => ({
      path: 'api/kalender',
      body: {
        ...{ jenis: 'unit', tglawal: '2031-06-22', tglakhir: '2031-06-26', keterangan: 'Libur semester' },
        ...{ semua_unit: 0, unit: [DEMO_UNIT_KODE] },
      },
    }),
    kalenderUpdate: () => ({
      path: 'api/kalender',
      body: {
        ...{ idkalender: 1, jenis: 'yayasan', tglawal: '2031-02-02', tglakhir: '2031-02-03' },
        ...{ keterangan: 'Libur yayasan', semua_unit: 1, unit: [] },
      },
    }),
    kalenderDelete: () => ({ path: 'api/kalender/1' }),
    kalenderNasionalPreview: () => ({ path: 'api/kalender/nasional?tahun=2027' }),
    kalenderNasionalImport: () => ({ path: 'api/kalender/nasional', body: { tahun: 2027 } }),
    cutiSaldoPegawai: () => ({ path: 'api/cuti/saldo/1' }),
    cutiPenyesuaian: () => ({
      path: 'api/cuti/penyesuaian',
      body: { idp: 1, tgl: recentDate(0), hari: 2, keterangan: 'Koreksi saldo' },
    }),
    cutiSaldoLaporan: () => ({ path: `api/cuti/saldo?kode=${DEMO_UNIT_KODE}&tahun=2026` }),
    hariKhususList: () => ({ path: 'api/hari_khusus' }),
    hariKhususDetail: () => ({ path: 'api/hari_khusus/1' }),
    hariKhususCreate: () => ({
      path: 'api/hari_khusus',
      body: { tgllibur: '2031-01-02', keterangan: 'Rapat' },
    }),
    hariKhususUpdate: () => ({
      path: 'api/hari_khusus',
      body: { idx: 1, tgllibur: '2031-01-03', keterangan: 'Rapat' },
    }),
    hariKhususDelete: () => ({ path: 'api/hari_khusus/1' }),
    areaList: () => ({ path: 'api/area_absensi' }),
    areaPilihan: () => ({ path: 'api/area_absensi/pilihan' }),
    areaDetail: () => ({ path: 'api/area_absensi/1' }),
    areaCreate: () => ({ path: 'api/area_absensi', body: { ...area, lokasi: 'Gerbang' } }),
    areaUpdate: () => ({ path: 'api/area_absensi', body: { ...area, idar: 1 } }),
    areaDelete: () => ({ path: 'api/area_absensi/1' }),
    jabatanList: () => ({ path: 'api/jabatan' }),
    jabatanCreate: () => ({ path: 'api/jabatan', body: { jabatan: 'Pustakawan Uji' } }),
    pendidikanList: () => ({ path: 'api/pendidikan' }),
    pendidikanCreate: () => ({ path: 'api/pendidikan', body: { pendidikan: 'S3 Uji' } }),
    jabatanUpdate: async () => {
      const first = await server.db.selectFrom('jabatan').selectAll().orderBy('id').executeTakeFirstOrThrow()
      return { path: 'api/jabatan', body: { id: first.id, jabatan: `${first.jabatan} Uji` } }
    },
    jabatanDelete: async () => {
      const created = await rawCall('POST', 'api/jabatan', {
        token: admin,
        body: { jabatan: 'Jabatan Tak Terpakai' },
      })
      return { path: `api/jabatan/${created.body.id}` }
    },
    pendidikanUpdate: async () => {
      const first = await server.db
        .selectFrom('pendidikan')
        .selectAll()
        .orderBy('id')
        .executeTakeFirstOrThrow()
      return { path: 'api/pendidikan', body: { id: first.id, pendidikan: `${first.pendidikan} Uji` } }
    },
    pendidikanDelete: async () => {
      const created = await rawCall('POST', 'api/pendidikan', {
        token: admin,
        body: { pendidikan: 'Pendidikan Tak Terpakai' },
      })
      return { path: `api/pendidikan/${created.body.id}` }
    },
    kantorList: () => ({ path: 'api/kantor' }),
    kantorDetail: () => ({ path: 'api/kantor/PST' }),
    kantorCreate: () => ({
      path: 'api/kantor',
      body: { kode: 'UJI1', cabang: 'Unit Uji Kontrak', alamat: 'Jl. Uji No. 1', kepala: 'Kepala Uji' },
    }),
    kantorUpdate: async () => {
      const pusat = await server.db
        .selectFrom('kantor')
        .selectAll()
        .where('kode', '=', 'PST')
        .executeTakeFirstOrThrow()
      return {
        path: 'api/kantor',
        body: { kode: 'PST', cabang: pusat.cabang, alamat: pusat.alamat, kepala: 'Kepala Baru' },
      }
    },
    kantorDelete: async () => {
      const body = { kode: 'HAPUS1', cabang: 'Unit Akan Dihapus', alamat: '', kepala: '' }
      await rawCall('POST', 'api/kantor', { token: admin, body })
      return { path: 'api/kantor/HAPUS1' }
    },
    pegawaiList: () => ({
      path: 'api/datapegawai?page=1&status=&halaman=&cari=&jeniscari=&nip=&nama=&jabatan=&pendidikan=&kode=',
    }),
    pegawaiDetail: () => ({ path: 'api/datapegawai/1' }),
    pegawaiCreate: () => ({
      path: 'api/datapegawai',
      body: { ...pegawai, nip: 'UJI-001', pass: 'rahasia1' },
    }),
    pegawaiUpdate: () => ({ path: 'api/datapegawai', body: { ...pegawai, idp: 1, nip: 'UJI-002' } }),
    pegawaiDelete: () => ({ path: 'api/datapegawai/1' }),
    pegawaiCekNip: () => ({ path: 'api/datapegawai/cek/data?tipedata=nip&nilai=UJI-003&idp=' }),
    pegawaiImporPeriksa: () => ({ path: 'api/datapegawai/impor/periksa', body: { baris: [imporBaris] } }),
    pegawaiImpor: () => ({ path: 'api/datapegawai/impor', body: { baris: [imporBaris] } }),
    appPegawai: () => ({ path: 'api/apppegawai', body: { idp: 1, pass: 'rahasia1', status_aktif: 1 } }),
    pegawaiCari: () => ({ path: 'api/uppegawai/cari?nip=&nama=sit&jabatan=' }),
    pegawaiAwal: () => ({ path: 'api/uppegawai/awal' }),
    penggunaList: () => ({ path: 'api/masterpengguna' }),
    penggunaDetail: () => ({ path: 'api/masterpengguna/1' }),
    penggunaCekUsername: () => ({ path: 'api/masterpengguna/cek/baru.sekali?iduser=' }),
    penggunaCreate: () => ({
      path: 'api/masterpengguna',
      body: { usernama: 'operator2', namalengkap: 'Operator Dua', levelx: 1, pass: 'rahasia1', ids: 'PST' },
    }),
    penggunaUpdate: () => ({
      path: 'api/masterpengguna',
      body: { iduser: 1, usernama: 'admin', namalengkap: 'Admin Baru', levelx: 0, pass: '', ids: null },
    }),
    penggunaDelete: () => ({ path: `api/masterpengguna/${unitUser}` }),
    absensiCek: () => ({ path: `api/absensi/cek/${recentDate(-1)}/${notYet}` }),
    absensiRiwayat: () => ({ path: `api/absensi/cek/riwayat/${arrived}` }),
    absensiDatang: () => ({
      path: 'api/absensi/datang',
      body: {
        tgl: recentDate(-1),
        waktu: '08:20',
        idp: notYet,
        idar: 1,
        device: '1',
        status: 0,
        catatan: 'Ponsel rusak',
      },
    }),
    absensiPulang: () => ({
      path: 'api/absensi/pulang',
      body: { tgl: recentDate(-1), waktu: '15:00', idp: arrived, idar: 0, device: '1', catatan: '' },
    }),
    ijinList: () => ({ path: 'api/pengajuanijin?verifikasi=&filtertanggal=&kode=&idp=' }),
    ijinDetail: () => ({ path: `api/pengajuanijin/${pendingLeave}` }),
    ijinVerify: () => ({ path: 'api/pengajuanijin', body: { idj: pendingLeave, disetujui: 1, catatan: '' } }),
    ijinCreate: async () => ({
      path: 'api/pengajuanijin',
      body: {
        ...{ idp: arrived, idjenis: 12, tglawal: recentDate(-50), tglakhir: recentDate(-51) },
        ...{ alasan: 'Pelatihan guru', keterangan: 'Di Semarang' },
      },
    }),
    ijinBatal: () => ({ path: `api/pengajuanijin/${pendingLeave}/batal`, body: { alasan: 'Salah tanggal' } }),
    jamPelajaranGet: () => timetableCall('jamPelajaranGet'),
    jamPelajaranPut: () => timetableCall('jamPelajaranPut'),
    kelasList: () => timetableCall('kelasList'),
    kelasCreate: () => timetableCall('kelasCreate'),
    kelasUpdate: () => timetableCall('kelasUpdate'),
    kelasDelete: () => timetableCall('kelasDelete'),
    jadwalAjarGet: () => timetableCall('jadwalAjarGet'),
    jadwalAjarCreate: () => timetableCall('jadwalAjarCreate'),
    jadwalAjarUpdate: () => timetableCall('jadwalAjarUpdate'),
    jadwalAjarDelete: () => timetableCall('jadwalAjarDelete'),
    jadwalAjarSalin: () => timetableCall('jadwalAjarSalin'),
    jadwalAjarImpor: () => timetableCall('jadwalAjarImpor'),
    jenisCutiList: () => ({ path: 'api/jeniscuti' }),
    jenisCutiDetail: () => ({ path: 'api/jeniscuti/3' }),
    jenisCutiCreate: () => ({ path: 'api/jeniscuti', body: DEMO_JENIS_CUTI }),
    jenisCutiUpdate: () => ({ path: 'api/jeniscuti', body: DEMO_CUTI_TAHUNAN }),
    jenisCutiDelete: () => ({ path: 'api/jeniscuti/11' }),
    mesinList: () => ({ path: 'api/mesin?kode=PST' }),
    mesinDetail: async () => ({ path: `api/mesin/${await machine()}` }),
    mesinCreate: () => ({ path: 'api/mesin', body: DEMO_MESIN }),
    mesinUpdate: async () => ({
      path: 'api/mesin',
      body: { ...DEMO_MESIN, idmesin: await machine(), aktif: 0 },
    }),
    mesinDelete: async () => ({ path: `api/mesin/${await machine()}` }),
    mesinTakDikenal: () => ({ path: 'api/mesin/tidakdikenal' }),
    pengaturanGet: () => ({ path: 'api/pengaturan' }),
    pengaturanUpdate: () => ({
      path: 'api/pengaturan',
      body: {
        nama_yayasan: 'Yayasan Uji',
        alamat_yayasan: 'Jl. Uji 1',
        toleransi_terlambat_menit: 5,
        zona_waktu: 'Asia/Jakarta',
      },
    }),
    dataStatus: () => ({ path: 'api/data/status' }),
    dataEkspor: () => ({ path: 'api/data/ekspor' }),
    dataImpor: async () => ({ path: 'api/data/impor', body: await server.exportFile() }),
    dataReset: () => ({ path: 'api/data/reset' }),
    jejakPerubahanList: () => ({ path: 'api/jejakperubahan?jenis=tambah&tabel=absensi&halaman=20' }),
    presensiLogin: async () => ({
      path: 'presensi/login',
      body: { nip: (await employee(0)).nip, pass: DEMO_EMPLOYEE_PASSWORD },
    }),
    presensiLogout: async () => ({ path: 'presensi/logout', token: (await employee(0)).token }),
    presensiHariIni: async () => ({ path: 'presensi/hari-ini', token: (await employee(0)).token }),
    presensiDatang: async () => absen('datang', await employee(0)),
    presensiPulang: async () => {
      const arriving = await employee(1)
      const datang = absen('datang', arriving)
      await rawCall('POST', datang.path, datang)
      return absen('pulang', arriving)
    },
    presensiRiwayat: async () => ({
      path: `presensi/riwayat?bulan=${recentDate(0).slice(0, 7)}`,
      token: (await employee(0)).token,
    }),
    presensiIjinCreate: async () => ({
      path: 'presensi/ijin',
      token: (await employee(0)).token,
      body: {
        tglawal: recentDate(-40),
        tglakhir: recentDate(-41),
        kategori: 0,
        sebab: 'Demam',
        keterangan: '',
        surat: DEMO_SELFIE,
      },
    }),
    presensiIjinList: async () => ({ path: 'presensi/ijin', token: (await employee(0)).token }),
    presensiJenisCuti: async () => ({ path: 'presensi/jeniscuti', token: (await employee(0)).token }),
    presensiSaldoCuti: async () => ({ path: 'presensi/saldo-cuti', token: (await employee(0)).token }),
    presensiIjinBatal: async () => {
      const { token } = await employee(0)
      const asked = await rawCall('POST', 'presensi/ijin', {
        token,
        body: { tglawal: recentDate(-40), tglakhir: recentDate(-41), kategori: 1, sebab: 'Acara keluarga' },
      })
      return { path: `presensi/ijin/${asked.body.idj}/batal`, token, body: { alasan: 'Acara batal' } }
    },
    presensiSandi: async () => ({
      path: 'presensi/sandi',
      token: (await employee(0)).token,
      body: { lama: DEMO_EMPLOYEE_PASSWORD, baru: 'sandi-baru-1' },
    }),
    // Issue 32: the head office's seeded machine (the first), a punch of an unknown PIN.
    mesinImporPratinjau: () => ({ path: 'api/mesin/1/impor/pratinjau', body: machineFile() }),
    mesinImpor: () => ({ path: 'api/mesin/1/impor', body: machineFile() }),
    scanLogList: () => ({ path: `api/scanlog?idmesin=1&tgl=${recentDate(1)}` }),
    scanLogTidakDikenal: () => ({ path: 'api/scanlog/tidakdikenal?idmesin=1&kode=' }),
    scanLogHubungkan: () => ({
      path: 'api/scanlog/hubungkan',
      body: { pasangan: [{ pin: '990002', idp: notYet }] },
    }),
    // Teaching hours (issue 33): a lesson running now, set up for the call.
    jurnalAjarGet: () => ({ path: `api/jurnalajar?kode=${DEMO_UNIT_KODE}` }),
    rekapJamMengajar: () => ({
      path: `api/laporan/jammengajar?kode=${DEMO_UNIT_KODE}&bulan=${recentDate(0).slice(0, 7)}`,
    }),
    jurnalAjarSet: async () => ({ path: 'api/jurnalajar', body: await lessonMissed() }),
    jurnalAjarDelete: async () => {
      await rawCall('POST', 'api/jurnalajar', { token: admin, body: await lessonMissed() })
      const record = await server.db
        .selectFrom('absensi_ajar')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      return { path: `api/jurnalajar/${record.id}` }
    },
    presensiMengajar: async () => ({
      path: 'presensi/mengajar',
      token: (await lessonNow(server, DEMO_UNIT_KODE)).token,
    }),
    presensiMulaiMengajar: async () => {
      const lesson = await lessonNow(server, DEMO_UNIT_KODE)
      return {
        path: 'presensi/mengajar',
        token: lesson.token,
        body: { lat: lesson.lat, lng: lesson.lng, akurasi: 10, idjadwal: lesson.idjadwal, materi: 'Pecahan' },
      }
    },
  }

  /** The piket's record of a lesson running now: not taught. */
  async function lessonMissed() {
    const { idjadwal } = await lessonNow(server, DEMO_UNIT_KODE)
    return { idjadwal, tgl: recentDate(0), status: 'tidak', alasan: 'Rapat dinas' }
  }
  const machineFile = () => ({ isi: attlogLine('990002', `${recentDate(1)} 07:02:10`, 0), kunci: 'pin' })

  /** Employees of the app who work today without a record yet, signed in (index 0, 1), with a place they may use. */
  type AppEmployee = { nip: string; token: string; lat: number; lng: number }
  let appEmployees: Promise<AppEmployee[]> | null = null
  async function employee(index: number): Promise<AppEmployee> {
    appEmployees ??= (async () => {
      const first = await employeeWorkingOn(server, recentDate(0))
      const rows = [first, await employeeWorkingOn(server, recentDate(0), { skip: [first.idp] })]
      const signedIn: AppEmployee[] = []
      // One after another: a set-up session is written outside the journal, one write at a time.
      for (const row of rows) {
        const token = await employeeToken(server, row.idp, TEST_NOW)
        const today = await rawCall('GET', 'presensi/hari-ini', { token })
        const area = (today.body.area_datang as { daftar: { lat: number; lng: number }[] }).daftar[0]
        signedIn.push({ nip: row.nip, token, lat: area?.lat ?? 0, lng: area?.lng ?? 0 })
      }
      return signedIn
    })()
    const found = (await appEmployees)[index]
    if (!found) throw new Error('the demo data has no two employees working today')
    return found
  }
  /** A machine without punches (issue 32), registered through the API. */
  async function machine(): Promise<number> {
    const created = await rawCall('POST', 'api/mesin', { token: admin, body: DEMO_MESIN })
    return Number(created.body.idmesin)
  }
  const absen = (jenis: 'datang' | 'pulang', who: AppEmployee) => ({
    path: `presensi/${jenis}`,
    token: who.token,
    body: { lat: who.lat, lng: who.lng, akurasi: 10, foto: DEMO_SELFIE },
  })

  const week = JSON.stringify(
    Array.from({ length: 7 }, (_, hari) => ({
      hari,
      waktu_masuk: '07:30',
      waktu_pulang: '15:00',
      libur: hari === 0,
    })),
  )
  const area = { lokasi: 'Aula', lat: -7.75, lng: 110.38, radius: 50, keterangan: '', kode: 'PST' }
  let unusedShift = 0
  let unitUser = 0
  let arrived = 0
  let notYet = 0
  let pendingLeave = 0
  const pegawai = { nama: 'Pegawai Uji', jk: 'P', kode: 'PST', idshift: 1, wa: '081234567890', status: 0 }
  const imporBaris = { nomor: 2, nip: 'IMPOR-001', nama: 'Pegawai Impor', jk: 'L', kode: 'PST', jadwal: '1' }

  function recentDate(daysAgo: number): string {
    return zonedDate(new Date(TEST_NOW.getTime() - daysAgo * 86_400_000))
  }
  function recentRange() {
    return { tglawal: recentDate(30), tglakhir: recentDate(0) }
  }

  const implemented = Object.keys(handlers) as (keyof typeof handlers)[]

  describe('every implemented response matches the contract', () => {
    it.each(implemented)('%s', async (name) => {
      const endpoint: Contract[EndpointName] = contract[name]
      const call = await validCalls[name]()
      const { status, body } = await rawCall(endpoint.method, call.path, {
        token: call.token ?? admin,
        body: call.body,
      })
      expect(status, JSON.stringify(body)).toBe(200)
      expectConforms(endpoint.response, body, `${name}'s answer`)
      // Answers are closed (docs/openapi.md): no field the contract does not name.
      expect(extraFieldsOf(endpoint.response, body)).toEqual([])
    })
  })

  describe('every implemented endpoint with input rejects garbage with 400 and writes nothing', () => {
    const withInput = implemented.filter((name) => {
      const endpoint = contract[name] as { body?: unknown; params?: unknown }
      return endpoint.body !== undefined || endpoint.params !== undefined
    })

    it.each(withInput)('%s', async (name) => {
      const endpoint = contract[name] as { method: string; path: string; body?: unknown; access: string }
      const token = endpoint.access === 'pegawai' ? (await employee(0)).token : admin
      // A name that breaks every path parameter: not a number, and longer than any text parameter allows.
      const path = endpoint.path.replace(/\{\w+\}/g, `bukan-angka-${'x'.repeat(60)}`)
      const before = await server.writeCount()
      const { status, body } = await rawCall(endpoint.method, path, {
        token,
        body: endpoint.body ? { tidak: 'dikenal', nama: 42, id: 'x', usernama: 7 } : undefined,
      })
      expect(status).toBe(400)
      expectConforms(failure, body, `${name}'s refusal`)
      expect(extraFieldsOf(failure, body)).toEqual([])
      expect(await server.writeCount()).toBe(before)
    })
  })
}
