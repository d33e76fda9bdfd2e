import { describe, expect, it } from 'vitest'
import {
  DEMO_CUTI_TAHUNAN,
  DEMO_FILE_CALLS,
  DEMO_JENIS_CUTI,
  DEMO_MESIN,
  type DemoCall,
  type DemoState,
  demoCalls,
  demoRequest,
  prepareDemo,
} from '../../scripts/openapi/demo-calls.ts'
import { timetableCalls } from '../../scripts/openapi/demo-timetable.ts'
import { DEMO_ADMIN, DEMO_UNIT_ADMIN } from '../../seeds/credentials.ts'
import { HEAD_OFFICE } from '../../seeds/offices.ts'
import {
  MAX_CONCURRENT_HASHES,
  MAX_WAITING_HASHES,
  withHashingSlot,
} from '../../src/api-handlers/auth/hashing-slots.ts'
import { PHASED_CALLS } from '../../src/api-handlers/auth/phased-calls.ts'
import { instant } from '../../src/api-handlers/clock.ts'
import { fromPostgresError } from '../../src/api-handlers/errors.ts'
import { employeeThrottleKeys } from '../../src/api-handlers/presensi/session.ts'
import { contract, type Endpoint, type EndpointName, MAX_BODY_BYTES } from '../../src/contract/index.ts'
import { type DocumentedStatus, statusesOf } from '../../src/contract/openapi/statuses.ts'
import { buildOpenApi } from '../../src/contract/openapi.ts'
import { selectTestEngine, setupTestServer, TEST_NOW } from '../support/test-server.ts'

/**
 * The OpenAPI document lists exactly the statuses the server answers (docs/openapi.md):
 * - every operation is called into each status its document lists (a provocation per status);
 * - hostile calls that know nothing of the document (no token, a unit admin, garbage, unknown ids)
 *   answer only listed statuses;
 * - every method a known path lacks answers 405, which each path documents.
 */
selectTestEngine('sqljs') // storage faults are the browser's journal store's

// The demo's preparation (two employee logins, rows to act on) is made once; every test boots a
// fresh copy of the database it leaves (setupTestServer's `prepare`).
const t = setupTestServer({
  logins: { admin: DEMO_ADMIN, unit: DEMO_UNIT_ADMIN },
  prepare: (prepared) => prepareDemo(prepared.server.server, prepared.server.db, TEST_NOW, prepared.admin),
})
const names = Object.keys(contract) as EndpointName[]
const document = buildOpenApi()

type Operation = { responses: Record<string, { headers?: Record<string, unknown> }> }
const operationOf = (endpoint: Endpoint) =>
  document.paths[`/${endpoint.path}`]?.[endpoint.method.toLowerCase()] as Operation

/** The endpoint's answer to `call` with `token` (null: no Authorization header). */
async function send(name: EndpointName, token: string | null, call: DemoCall): Promise<Response> {
  return t.server.server.handle(demoRequest(contract[name], call, token))
}

const UNKNOWN_ID = 987654
let state: DemoState

/** The prepared demo state of this test's server. */
async function ready(): Promise<DemoState> {
  state = t.prepared
  return state
}

async function validCall(name: EndpointName): Promise<DemoCall> {
  const call = demoCalls[name](state)
  if (DEMO_FILE_CALLS.has(name)) return { ...call, body: await t.server.exportFile() }
  return call
}

/** A body's own id: the first of these it has (an employee's body also names its schedule). */
const IDENTITY_KEYS = [
  'idmesin',
  'idp',
  'idx',
  'idj',
  'iduser',
  'idar',
  'idshift',
  'idkalender',
  'idjenis',
  'id',
]

/** The demo call with the id it acts on (its id path params, the body's own id) replaced by `id`. */
function withIds(call: DemoCall, id: number): DemoCall {
  const params =
    call.params &&
    Object.fromEntries(
      Object.entries(call.params).map(([key, value]) => [key, key.startsWith('id') ? id : value]),
    )
  const body = call.body as Record<string, unknown> | undefined
  const key = body && IDENTITY_KEYS.find((name) => name in body)
  return { ...call, params, body: key ? { ...body, [key]: id } : call.body }
}
const withUnknownIds = (call: DemoCall) => withIds(call, UNKNOWN_ID)

/** A body that streams `bytes` bytes in 1 MiB pieces of one buffer (the server stops reading past its limit). */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(1024 * 1024).fill(0x20)
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const size = Math.min(piece.byteLength, bytes - sent)
      controller.enqueue(size === piece.byteLength ? piece : piece.subarray(0, size))
      sent += size
    },
  })
}

/** Holds every hashing slot and the whole waiting line until `release` is called. */
function fillHashingSlots(): () => void {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  for (let i = 0; i < MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES; i++) void withHashingSlot(() => held)
  return release
}

/** Makes the journal store refuse every write (and checkpoint) with `error`. */
function failStorage(error: Error) {
  const store = t.server.store
  store.append = () => {
    throw error
  }
  store.checkpoint = () => Promise.reject(error)
}

const diskFull = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')
const ioError = () => Object.assign(new Error('I/O error'), { name: 'NotReadableError' })

/** The unit admin's own-unit employee without a record yesterday, and another unit's area. */
async function unitFacts() {
  const employee = await t.server.db
    .selectFrom('pegawai')
    .select('idp')
    .where('kode', '=', DEMO_UNIT_ADMIN.ids)
    .where('idshift', 'is not', null)
    .where('idp', 'not in', (eb) => eb.selectFrom('absensi').select('idp').where('tgl', '=', state.yesterday))
    .orderBy('idp')
    .executeTakeFirstOrThrow()
  const foreignArea = await t.server.db
    .selectFrom('area_absensi')
    .select('idar')
    .where('kode', '!=', DEMO_UNIT_ADMIN.ids ?? '')
    .orderBy('idar')
    .executeTakeFirstOrThrow()
  const unitUser = await t.server.db
    .selectFrom('pengguna')
    .select('iduser')
    .where('usernama', '=', DEMO_UNIT_ADMIN.usernama)
    .executeTakeFirstOrThrow()
  return { idp: employee.idp, idar: foreignArea.idar, iduser: unitUser.iduser }
}

const garbageParams = (call: DemoCall): DemoCall['params'] =>
  call.params &&
  Object.fromEntries(Object.keys(call.params).map((key) => [key, `bukan-angka-${'x'.repeat(200)}`]))

/** Input the schema refuses: every path param broken, a query value out of range, a body of the wrong shape. */
async function refusedInput(name: EndpointName): Promise<Response> {
  const endpoint = contract[name] as Endpoint
  const call = await validCall(name)
  if (endpoint.params) return send(name, t.admin, { ...call, params: garbageParams(call) })
  if (endpoint.upload)
    return send(name, t.admin, { ...call, body: new TextEncoder().encode('bukan berkas SQLite') })
  if (endpoint.body) return send(name, t.admin, { ...call, body: ['bukan', 'objek'] })
  if (endpoint.query) return send(name, t.admin, { ...call, query: { ...call.query, ...BAD_QUERIES[name] } })
  // A write without a body schema still parses what it is sent as JSON.
  const request = demoRequest(endpoint, call, t.admin)
  return t.server.server.handle(
    new Request(request, {
      body: 'bukan json',
      headers: { ...Object.fromEntries(request.headers), 'Content-Type': 'application/json' },
    }),
  )
}

/** A query value each query-only operation refuses. */
const BAD_QUERIES: Partial<Record<EndpointName, Record<string, string>>> = {
  pegawaiList: { page: 'nol' },
  pegawaiCekNip: { tipedata: 'email' },
  pegawaiCari: { nama: 'x'.repeat(500) },
  ijinList: { verifikasi: '7' },
  areaPilihan: { idp: 'bukan-angka' },
  jejakPerubahanList: { jenis: 'ganti' },
  presensiRiwayat: { bulan: '2026-13' },
  jurnalAjarGet: { tgl: '2026-02-30' },
  kalenderList: { tahun: 'x' },
  kalenderNasionalPreview: { tahun: 'x' },
  cutiSaldoLaporan: { tahun: '1999' },
  jamPelajaranGet: { semester: '3' },
  kelasList: { idta: 'bukan-angka' },
  jadwalAjarGet: { semester: '3' },
  rekapJamMengajar: { bulan: '2026-13' },
  mesinList: { kode: 'x'.repeat(60) },
  scanLogList: { tgl: '2026-02-30' },
  scanLogTidakDikenal: { idmesin: 'bukan-angka' },
}

async function tooLarge(name: EndpointName): Promise<Response> {
  const endpoint = contract[name] as Endpoint
  const limit = endpoint.upload?.maxBytes ?? MAX_BODY_BYTES
  const request = demoRequest(endpoint, await validCall(name), t.admin)
  return t.server.server.handle(
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: streamOf(limit + 1),
      duplex: 'half',
    } as RequestInit),
  )
}

async function withFailingStorage(name: EndpointName, error: Error): Promise<Response> {
  const call = await validCall(name)
  failStorage(error)
  return send(name, t.admin, call)
}

async function throttled(name: EndpointName): Promise<Response> {
  if (name === 'login' || name === 'presensiLogin') {
    // The account is still waiting out the delay of its last failure (auth/login-throttle.ts).
    const account =
      name === 'login' ? DEMO_UNIT_ADMIN.usernama : employeeThrottleKeys(state.pegawaiBaru.nip, null).account
    await t.server.host.connection.writeLog.unlogged(() =>
      t.server.db
        .insertInto('login_gagal')
        .values({
          usernama: account,
          jumlah: 6,
          pertama: instant(TEST_NOW),
          terkunci_sampai: instant(new Date(TEST_NOW.getTime() + 4000)),
        })
        .execute(),
    )
    return send(name, null, await validCall(name))
  }
  // The hashing line is full (auth/hashing-slots.ts): calls that hash a password are refused.
  const call = await validCall(name)
  const release = fillHashingSlots()
  try {
    return await send(name, t.admin, { ...call, body: { ...(call.body as object), pass: 'rahasia2' } })
  } finally {
    release()
  }
}

/** Call-specific 403/404/409/401 provocations. */
const specific: Partial<Record<EndpointName, Partial<Record<DocumentedStatus, () => Promise<Response>>>>> = {
  // Teaching hours (issue 33): an unknown cell; a date not of the cell's weekday; a lesson recorded twice.
  jurnalAjarSet: {
    404: () => {
      const { body } = demoCalls.jurnalAjarSet(state)
      return send('jurnalAjarSet', t.admin, { body: { ...(body as object), idjadwal: UNKNOWN_ID } })
    },
    409: () => {
      const { body } = demoCalls.jurnalAjarSet(state)
      return send('jurnalAjarSet', t.admin, { body: { ...(body as object), tgl: state.yesterday } })
    },
  },
  presensiMulaiMengajar: {
    409: async () => {
      await send('presensiMulaiMengajar', null, demoCalls.presensiMulaiMengajar(state))
      return send('presensiMulaiMengajar', null, demoCalls.presensiMulaiMengajar(state))
    },
  },
  login: { 401: () => send('login', null, { body: { usernama: 'unit', pass: 'salah-sekali' } }) },
  tahunAjaranCreate: {
    409: async () => {
      const year = await t.server.db.selectFrom('tahunajaran').selectAll().executeTakeFirstOrThrow()
      return send('tahunAjaranCreate', t.admin, {
        body: { nama: year.nama, tglawal: year.tglawal, tglakhir: year.tglakhir },
      })
    },
  },
  tahunAjaranDelete: {
    409: async () => {
      const active = await t.server.db
        .selectFrom('tahunajaran')
        .select('id')
        .where('aktif', '=', 1)
        .executeTakeFirstOrThrow()
      return send('tahunAjaranDelete', t.admin, { params: { id: active.id } })
    },
  },
  shiftCreate: {
    409: () =>
      send('shiftCreate', t.admin, {
        body: { ...(demoCalls.shiftCreate(state).body as object), label: 'Tanpa Pegawai' },
      }),
  },
  shiftUpdate: {
    409: () =>
      send('shiftUpdate', t.admin, {
        body: { ...(demoCalls.shiftUpdate(state).body as object), label: 'Tanpa Pegawai' },
      }),
  },
  shiftDelete: { 409: () => send('shiftDelete', t.admin, { params: { id: 1 } }) },
  // The timetable (issue 33, scripts/openapi/demo-timetable.ts): 7A holds both demo cells.
  jamPelajaranPut: {
    409: () => {
      const { body } = timetableCalls(state.jadwal).jamPelajaranPut
      const late = { hari: 1, jamke: 4, mulai: '09:00', selesai: '09:40', keterangan: '' }
      return send('jamPelajaranPut', t.admin, { body: { ...body, datae: [...body.datae, late] } })
    },
  },
  kelasCreate: {
    409: () =>
      send('kelasCreate', t.admin, {
        body: { ...timetableCalls(state.jadwal).kelasCreate.body, nama: '7A' },
      }),
  },
  kelasUpdate: {
    404: () =>
      send('kelasUpdate', t.admin, {
        body: { ...timetableCalls(state.jadwal).kelasUpdate.body, idkelas: UNKNOWN_ID },
      }),
    409: () =>
      send('kelasUpdate', t.admin, {
        body: { ...timetableCalls(state.jadwal).kelasUpdate.body, nama: '7A' },
      }),
  },
  kelasDelete: { 409: () => send('kelasDelete', t.admin, { params: { idkelas: state.jadwal.kelas7A } }) },
  jadwalAjarCreate: {
    409: () =>
      send('jadwalAjarCreate', t.admin, {
        body: {
          ...timetableCalls(state.jadwal).jadwalAjarCreate.body,
          jamke: 1,
          idkelas: state.jadwal.kelas7A,
        },
      }),
  },
  jadwalAjarUpdate: {
    409: () =>
      send('jadwalAjarUpdate', t.admin, {
        body: { ...timetableCalls(state.jadwal).jadwalAjarUpdate.body, jamke: 2 },
      }),
  },
  jadwalAjarSalin: {
    409: () =>
      send('jadwalAjarSalin', t.admin, {
        body: { ...timetableCalls(state.jadwal).jadwalAjarSalin.body, semester: 1 },
      }),
  },
  jadwalAjarImpor: {
    409: () => {
      const { body } = timetableCalls(state.jadwal).jadwalAjarImpor
      const [first] = body.datae
      return send('jadwalAjarImpor', t.admin, {
        body: { ...body, datae: [...body.datae, { ...first, kelas: '7B' }] },
      })
    },
  },
  // Issue 32: the machine is named in the query; a PIN is another employee's NIP.
  scanLogList: {
    404: async () =>
      send('scanLogList', t.admin, { query: { idmesin: String(UNKNOWN_ID), tgl: state.yesterday } }),
  },
  scanLogHubungkan: {
    404: () =>
      send('scanLogHubungkan', t.admin, { body: { pasangan: [{ pin: '990009', idp: UNKNOWN_ID }] } }),
    409: async () => {
      const other = await t.server.db
        .selectFrom('pegawai')
        .select('nip')
        .where('idp', '!=', state.impor.idp)
        .where('pin_mesin', 'is', null)
        .orderBy('idp')
        .executeTakeFirstOrThrow()
      return send('scanLogHubungkan', t.admin, {
        body: { pasangan: [{ pin: other.nip, idp: state.impor.idp }] },
      })
    },
  },
  // Ijin (1) is the spec's kind and is asked by seeded requests: its code taken, itself not deletable.
  jenisCutiCreate: {
    409: () => send('jenisCutiCreate', t.admin, { body: { ...DEMO_JENIS_CUTI, kode: 'I' } }),
  },
  jenisCutiUpdate: {
    409: () => send('jenisCutiUpdate', t.admin, { body: { ...DEMO_CUTI_TAHUNAN, kode: 'I' } }),
  },
  jenisCutiDelete: { 409: () => send('jenisCutiDelete', t.admin, { params: { idjenis: 1 } }) },
  // Machines (issue 32): a serial number another machine has; a machine that stored punches.
  mesinCreate: {
    409: async () => {
      await send('mesinCreate', t.admin, await validCall('mesinCreate'))
      return send('mesinCreate', t.admin, await validCall('mesinCreate'))
    },
  },
  mesinUpdate: {
    409: async () => {
      await send('mesinCreate', t.admin, await validCall('mesinCreate'))
      const call = await validCall('mesinUpdate')
      return send('mesinUpdate', t.admin, { body: { ...(call.body as object), sn: DEMO_MESIN.sn } })
    },
  },
  mesinDelete: {
    409: async () => {
      await t.server.host.connection.writeLog.unlogged(() =>
        t.server.db
          .insertInto('scan_log')
          .values({
            ...{ idmesin: state.mesin, pin: '1', waktu: `${state.yesterday} 07:01:00`, status: 0 },
            ...{ verifikasi: 1, kode_kerja: '', baris: '1', sumber: 'berkas' },
            ...{ diterima: `${state.yesterday} 07:05:00`, idp: null, hasil: '' },
          })
          .execute(),
      )
      return send('mesinDelete', t.admin, await validCall('mesinDelete'))
    },
  },
  pegawaiCreate: {
    409: async () =>
      send('pegawaiCreate', t.admin, {
        body: { ...(demoCalls.pegawaiCreate(state).body as object), nip: await takenNip() },
      }),
  },
  pegawaiUpdate: {
    409: async () =>
      send('pegawaiUpdate', t.admin, {
        body: { ...(demoCalls.pegawaiUpdate(state).body as object), nip: await takenNip() },
      }),
  },
  jabatanCreate: {
    409: async () => send('jabatanCreate', t.admin, { body: { jabatan: firstValue('jabatan', 'jabatan') } }),
  },
  pendidikanCreate: {
    409: async () =>
      send('pendidikanCreate', t.admin, { body: { pendidikan: firstValue('pendidikan', 'pendidikan') } }),
  },
  jabatanUpdate: {
    409: () =>
      send('jabatanUpdate', t.admin, {
        body: { id: state.unusedJabatan, jabatan: firstValue('jabatan', 'jabatan') },
      }),
  },
  jabatanDelete: { 409: () => send('jabatanDelete', t.admin, { params: { id: usedId('jabatan') } }) },
  pendidikanUpdate: {
    409: () =>
      send('pendidikanUpdate', t.admin, {
        body: { id: state.unusedPendidikan, pendidikan: firstValue('pendidikan', 'pendidikan') },
      }),
  },
  pendidikanDelete: {
    409: () => send('pendidikanDelete', t.admin, { params: { id: usedId('pendidikan') } }),
  },
  kantorDetail: { 404: () => send('kantorDetail', t.admin, { params: { kode: UNKNOWN_KODE } }) },
  kantorCreate: {
    409: () =>
      send('kantorCreate', t.admin, {
        body: { ...(demoCalls.kantorCreate(state).body as object), kode: String(DEMO_UNIT_ADMIN.ids) },
      }),
  },
  kantorUpdate: {
    404: () =>
      send('kantorUpdate', t.admin, {
        body: { ...(demoCalls.kantorUpdate(state).body as object), kode: UNKNOWN_KODE },
      }),
    409: () =>
      send('kantorUpdate', t.admin, {
        body: {
          ...(demoCalls.kantorUpdate(state).body as object),
          cabang: unitName(String(DEMO_UNIT_ADMIN.ids)),
        },
      }),
  },
  kantorDelete: {
    404: () => send('kantorDelete', t.admin, { params: { kode: UNKNOWN_KODE } }),
    409: () => send('kantorDelete', t.admin, { params: { kode: String(DEMO_UNIT_ADMIN.ids) } }),
  },
  absensiDatang: {
    403: async () => {
      const unit = await unitFacts()
      return send('absensiDatang', t.unit, {
        body: { ...(demoCalls.absensiDatang(state).body as object), idp: unit.idp, idar: unit.idar },
      })
    },
    409: () =>
      send('absensiDatang', t.admin, {
        body: { ...(demoCalls.absensiDatang(state).body as object), idp: state.arrived },
      }),
  },
  absensiPulang: {
    409: () =>
      send('absensiPulang', t.admin, {
        body: { ...(demoCalls.absensiPulang(state).body as object), idp: state.notYet },
      }),
  },
  hariLiburCreate: {
    409: async () =>
      send('hariLiburCreate', t.admin, {
        body: { tgllibur: firstValue('hari_libur', 'tgllibur'), keterangan: 'Lagi' },
      }),
  },
  hariLiburUpdate: { 409: () => sameDateAsAnother('hariLiburUpdate', 'hari_libur', 'tgllibur') },
  hariKhususCreate: {
    409: async () =>
      send('hariKhususCreate', t.admin, {
        body: { tgllibur: firstValue('hari_khusus', 'tglkhusus'), keterangan: 'Lagi' },
      }),
  },
  hariKhususUpdate: { 409: () => sameDateAsAnother('hariKhususUpdate', 'hari_khusus', 'tglkhusus') },
  // The calendar (issue 30): a unit admin naming another unit; a foundation-wide date already taken.
  kalenderList: {
    403: () =>
      send('kalenderList', t.unit, {
        query: { ...demoCalls.kalenderList(state).query, kode: HEAD_OFFICE.kode },
      }),
  },
  kalenderCreate: {
    409: () => {
      const tgl = firstValue('hari_libur', 'tgllibur')
      return send('kalenderCreate', t.admin, {
        body: { jenis: 'yayasan', tglawal: tgl, tglakhir: tgl, keterangan: 'Lagi', semua_unit: 1, unit: [] },
      })
    },
  },
  // The schools' semester break made foundation-wide meets the national days inside it.
  kalenderUpdate: {
    409: () =>
      send('kalenderUpdate', t.admin, {
        body: {
          ...(demoCalls.kalenderUpdate(state).body as object),
          jenis: 'yayasan',
          semua_unit: 1,
          unit: [],
        },
      }),
  },
  kalenderNasionalPreview: {
    404: () => send('kalenderNasionalPreview', t.admin, { query: { tahun: String(NO_DECREE_YEAR) } }),
  },
  kalenderNasionalImport: {
    404: () => send('kalenderNasionalImport', t.admin, { body: { tahun: NO_DECREE_YEAR } }),
  },
  // Rekap Jam Mengajar (issue 33): a unit admin naming another unit.
  rekapJamMengajar: {
    403: () =>
      send('rekapJamMengajar', t.unit, {
        query: { ...demoCalls.rekapJamMengajar(state).query, kode: HEAD_OFFICE.kode },
      }),
  },
  // Saldo Cuti (issue 31): a unit admin naming another unit.
  cutiSaldoLaporan: {
    403: () =>
      send('cutiSaldoLaporan', t.unit, {
        query: { ...demoCalls.cutiSaldoLaporan(state).query, kode: HEAD_OFFICE.kode },
      }),
  },
  ijinList: {
    403: async () => {
      const foreign = await t.server.db
        .selectFrom('kantor')
        .select('kode')
        .where('kode', '!=', DEMO_UNIT_ADMIN.ids ?? '')
        .executeTakeFirstOrThrow()
      return send('ijinList', t.unit, {
        query: { ...(demoCalls.ijinList(state).query as object), kode: foreign.kode },
      })
    },
  },
  ijinVerify: {
    409: async () => {
      const answered = await t.server.db
        .selectFrom('pengajuan_ijin')
        .select('idj')
        .where('disetujui', '!=', 0)
        .executeTakeFirstOrThrow()
      return send('ijinVerify', t.admin, { body: { idj: answered.idj, disetujui: 1, catatan: '' } })
    },
  },
  ijinCreate: {
    // A unit admin asking for another unit's employee.
    403: async () => {
      const foreign = await t.server.db
        .selectFrom('pegawai')
        .select('idp')
        .where('kode', '!=', DEMO_UNIT_ADMIN.ids ?? '')
        .orderBy('idp')
        .executeTakeFirstOrThrow()
      return send('ijinCreate', t.unit, {
        body: { ...(demoCalls.ijinCreate(state).body as object), idp: foreign.idp },
      })
    },
    409: async () => {
      await send('ijinCreate', t.admin, await validCall('ijinCreate'))
      return send('ijinCreate', t.admin, await validCall('ijinCreate'))
    },
  },
  ijinBatal: {
    409: async () => {
      const rejected = await t.server.db
        .selectFrom('pengajuan_ijin')
        .select('idj')
        .where('disetujui', '=', 9)
        .executeTakeFirstOrThrow()
      return send('ijinBatal', t.admin, { ...(await validCall('ijinBatal')), params: { idj: rejected.idj } })
    },
  },
  // A unit admin naming another unit in the unit filter (issue 20).
  laporanRekap: {
    403: async () =>
      send('laporanRekap', t.unit, {
        ...(await validCall('laporanRekap')),
        query: { kode: HEAD_OFFICE.kode },
      }),
  },
  laporanRiwayat: {
    403: async () => {
      const call = await validCall('laporanRiwayat')
      return send('laporanRiwayat', t.unit, { ...call, query: { ...call.query, kode: HEAD_OFFICE.kode } })
    },
  },
  laporanRiwayatFoto: {
    403: async () => {
      const call = await validCall('laporanRiwayatFoto')
      return send('laporanRiwayatFoto', t.unit, { ...call, query: { kode: HEAD_OFFICE.kode } })
    },
  },
  penggunaCreate: {
    403: () =>
      send('penggunaCreate', t.unit, {
        body: { ...(demoCalls.penggunaCreate(state).body as object), levelx: 0, ids: null },
      }),
    409: () =>
      send('penggunaCreate', t.admin, {
        body: { ...(demoCalls.penggunaCreate(state).body as object), usernama: 'unit' },
      }),
  },
  penggunaUpdate: {
    403: async () => {
      const unit = await unitFacts()
      return send('penggunaUpdate', t.unit, {
        body: {
          iduser: unit.iduser,
          usernama: 'unit',
          namalengkap: 'Admin SDIT 1',
          levelx: 0,
          pass: '',
          ids: null,
        },
      })
    },
    409: () =>
      send('penggunaUpdate', t.admin, {
        body: { ...(demoCalls.penggunaUpdate(state).body as object), levelx: 1, ids: 'PST' },
      }),
  },
  penggunaDelete: { 409: () => send('penggunaDelete', t.admin, { params: { iduser: 1 } }) },
  // The employee app (issue 17): a wrong password; an employee whose app access is off.
  presensiLogin: {
    401: () => send('presensiLogin', null, { body: { nip: state.pegawaiBaru.nip, pass: 'salah-sekali' } }),
    403: async () => {
      await t.server.host.connection.writeLog.unlogged(() =>
        t.server.db
          .updateTable('pegawai')
          .set({ status_aktif: 0 })
          .where('idp', '=', state.pegawaiBaru.idp)
          .execute(),
      )
      return send('presensiLogin', null, await validCall('presensiLogin'))
    },
  },
  presensiDatang: { 409: async () => send('presensiDatang', null, demoCalls.presensiPulang(state)) },
  presensiPulang: { 409: async () => send('presensiPulang', null, demoCalls.presensiDatang(state)) },
  presensiIjinBatal: {
    409: async () => {
      await send('presensiIjinBatal', null, await validCall('presensiIjinBatal'))
      return send('presensiIjinBatal', null, await validCall('presensiIjinBatal'))
    },
  },
  presensiIjinCreate: {
    409: async () => {
      await send('presensiIjinCreate', null, await validCall('presensiIjinCreate'))
      return send('presensiIjinCreate', null, await validCall('presensiIjinCreate'))
    },
  },
}

/** Another employee's NIP (employee 2; the demo calls edit employee 1). */
async function takenNip() {
  const row = await t.server.db
    .selectFrom('pegawai')
    .select('nip')
    .where('idp', '=', 2)
    .executeTakeFirstOrThrow()
  return row.nip
}
/** A value of `column` the demo data already holds (a name or date another row has taken). */
function firstValue(table: 'jabatan' | 'pendidikan' | 'hari_libur' | 'hari_khusus', column: string): string {
  const [row] = t.server.rows(`SELECT ${column} AS value FROM ${table} ORDER BY 1 LIMIT 1`, [])
  return String(row?.value)
}
/** A unit code no unit has. */
const UNKNOWN_KODE = 'TIDAKADA9'
/** A year the app has no national calendar for. */
const NO_DECREE_YEAR = 2099
/** The id of a position or education level the first employee holds. */
function usedId(table: 'jabatan' | 'pendidikan'): number {
  const [row] = t.server.rows(
    `SELECT ${table}.id AS id FROM ${table} JOIN pegawai ON pegawai.${table} = ${table}.${table} ORDER BY pegawai.idp LIMIT 1`,
    [],
  )
  return Number(row?.id)
}
const unitName = (kode: string) =>
  String(t.server.rows('SELECT cabang FROM kantor WHERE kode = ?', [kode])[0]?.cabang)
/** An update giving one day the date another day of the same table already has. */
function sameDateAsAnother(
  name: 'hariLiburUpdate' | 'hariKhususUpdate',
  table: 'hari_libur' | 'hari_khusus',
  column: string,
) {
  const [one, other] = t.server.rows(`SELECT idx, ${column} AS tgl FROM ${table} ORDER BY idx LIMIT 2`, [])
  return send(name, t.admin, {
    body: { idx: Number(one?.idx), tgllibur: String(other?.tgl), keterangan: 'Sama' },
  })
}

async function provoke(name: EndpointName, status: DocumentedStatus): Promise<Response> {
  const own = specific[name]?.[status]
  if (own) return own()
  switch (status) {
    case 200:
      return send(name, t.admin, await validCall(name))
    case 400:
      return refusedInput(name)
    case 401:
      // No token at all: an employee-app call's own one left out too.
      return send(name, null, { ...(await validCall(name)), bearer: undefined })
    case 403:
      return send(name, t.unit, await validCall(name))
    case 404:
      return send(name, t.admin, withUnknownIds(await validCall(name)))
    case 413:
      return tooLarge(name)
    case 429:
      return throttled(name)
    case 503:
      return withFailingStorage(name, ioError())
    case 507:
      return withFailingStorage(name, diskFull())
    default:
      throw new Error(`${name}: no provocation for ${status}`)
  }
}

const cases = names.flatMap((name) =>
  statusesOf(contract[name] as Endpoint).map((status) => [name, status] as const),
)

describe('every documented status is answered', () => {
  it.each(cases)('%s → %i', async (name, status) => {
    await ready()
    const response = await provoke(name, status)
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { pesan?: string } | null
    expect(response.status, `${name}: ${body?.pesan ?? ''}`).toBe(status)
    if (status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})

/** Hostile calls that know nothing of the document: each answer must be one it lists. */
const sweeps: [string, (name: EndpointName) => Promise<Response>][] = [
  ['the demo call as the unit admin', async (name) => send(name, t.unit, await validCall(name))],
  [
    'unknown ids as the unit admin',
    async (name) => send(name, t.unit, withUnknownIds(await validCall(name))),
  ],
  ['unknown ids as the admin', async (name) => send(name, t.admin, withUnknownIds(await validCall(name)))],
  // The first rows are the most used: a schedule employees follow, the caller's own account…
  ['the first rows as the admin', async (name) => send(name, t.admin, withIds(await validCall(name), 1))],
  // A second create meets the first (a taken name), a second delete finds nothing.
  [
    'the demo call twice',
    async (name) => {
      await send(name, t.admin, await validCall(name))
      return send(name, t.admin, await validCall(name))
    },
  ],
  [
    'an empty JSON body',
    async (name) => {
      const call = await validCall(name)
      return send(name, t.admin, contract[name].method === 'GET' ? call : { ...call, body: {} })
    },
  ],
]

describe('hostile calls answer only documented statuses', () => {
  it.each(names)('%s', async (name) => {
    await ready()
    const documented = Object.keys(operationOf(contract[name] as Endpoint).responses).map(Number)
    for (const [what, sweep] of sweeps) {
      const response = await sweep(name)
      expect(documented, `${name}, ${what}: ${response.status}`).toContain(response.status)
    }
  })
})

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const

/** The documented operation of `method` whose path template matches `address`, if any. */
function operationAt(method: string, address: string): Operation | undefined {
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`)
    const operation = item[method.toLowerCase()] as Operation | undefined
    if (operation && pattern.test(address)) return operation
  }
  return undefined
}

describe('a method a known path lacks', () => {
  const paths = Object.entries(document.paths)
  it.each(paths)('%s answers 405, as its path item documents', async (path, item) => {
    await ready()
    expect(Object.keys(item['x-presensi-other-methods'] as object)).toEqual(['405'])
    const lacking = METHODS.filter((method) => !(method.toLowerCase() in item))
    // Path params filled with a valid-looking value: the router refuses the method before any check.
    const address = path.replace(/\{\w+\}/g, '1')
    for (const method of lacking) {
      const response = await t.server.server.handle(
        new Request(new URL(address.slice(1), 'http://localhost/admin/'), {
          method,
          headers: { Authorization: `Bearer ${t.admin}` },
        }),
      )
      // 'api/tahunajaran/aktif' is also 'api/tahunajaran/{id}': that operation answers DELETE.
      const other = operationAt(method, address)
      if (other) expect(Object.keys(other.responses), `${method} ${path}`).toContain(String(response.status))
      else expect(response.status, `${method} ${path}`).toBe(405)
    }
  })
})

describe('Retry-After and the 429s', () => {
  it('is documented as required on every 429 and optional on every 503', () => {
    for (const name of names) {
      const { responses } = operationOf(contract[name] as Endpoint)
      if (responses['429']) expect(responses['429'].headers?.['Retry-After'], name).toBeDefined()
      if (responses['503']) expect(responses['503'].headers?.['Retry-After'], name).toBeDefined()
    }
    expect(document.components.headers.RetryAfter.required).toBe(true)
  })

  it('is sent on the 503 of a PostgreSQL transaction that keeps failing for concurrent ones', () => {
    for (const code of ['40001', '40P01'])
      expect(fromPostgresError({ code })).toMatchObject({ status: 503, retryAfterSeconds: 1 })
  })

  it('lists 429 on every call that hashes a password (the hashing line may be full)', () => {
    for (const name of PHASED_CALLS) expect(statusesOf(contract[name] as Endpoint), name).toContain(429)
  })
})
