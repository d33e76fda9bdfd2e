import type { RunContext } from '../context.ts'
import { daysBefore } from '../dates.ts'
import { expectCall } from '../expect-call.ts'
import { PEGAWAI_LIST_QUERY } from '../witnesses.ts'
import { look, OTHER_UNIT, onListedRow, unless } from './shared.ts'

/** Reports and the dashboard summary over the last 30 days of the backend's calendar. */
export async function laporanChecks(ctx: RunContext): Promise<void> {
  const { today, ids } = ctx.fixtures
  const range = { tglawal: daysBefore(today, 30), tglakhir: today }
  await expectCall(ctx, { endpoint: 'berandaRingkasan', status: 200 })
  await expectCall(ctx, { endpoint: 'laporanHarian', params: { tgl: today }, status: 200 })
  await unitChoiceChecks(ctx, today)
  await expectCall(ctx, { endpoint: 'laporanGenerate', json: range, status: 200 })
  await expectCall(ctx, {
    endpoint: 'laporanGenerate',
    json: { tglawal: today, tglakhir: daysBefore(today, 1) },
    note: 'akhir sebelum awal',
    status: 400,
  })
  await expectCall(ctx, { endpoint: 'laporanRekap', params: range, status: 200 })
  await unitFilterChecks(ctx, range)
  await onListedRow(ctx, ids.pegawai, (idp) => ({
    endpoint: 'laporanRekapDetail',
    params: { ...range, idp },
    status: 200,
  }))
  await expectCall(ctx, { endpoint: 'laporanRiwayat', params: range, status: 200 })
  await expectCall(ctx, { endpoint: 'laporanRiwayatFoto', params: range, status: 200 })
  await expectCall(ctx, {
    endpoint: 'laporanRiwayat',
    params: range,
    query: { cari: '', page: '1', halaman: '10' },
    note: 'per halaman',
    status: 200,
    verify: (answer) => {
      const body = answer.json as { datae: unknown[]; tot_data?: number }
      return unless(
        body.datae.length <= 10 && typeof body.tot_data === 'number',
        'GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir} (per halaman): expected at most 10 rows and tot_data',
      )
    },
  })
}

/** The daily recap and 'Belum datang' (issue 20): one unit chosen by `kode`, the tile's count kept. */
async function unitChoiceChecks(ctx: RunContext, today: string): Promise<void> {
  const summary = await look(ctx, 'berandaRingkasan')
  await expectCall(ctx, {
    endpoint: 'laporanBelumDatang',
    params: { tgl: today },
    status: 200,
    verify: (answer) => {
      const body = answer.json as { datae: unknown[] }
      return summary
        ? unless(
            body.datae.length === summary.belum_datang,
            `GET api/laporan/absensi/belumdatang/{tgl}: ${body.datae.length} rows, the dashboard's belum_datang says ${summary.belum_datang}`,
          )
        : []
    },
  })
  await expectCall(ctx, {
    endpoint: 'laporanHarian',
    params: { tgl: today },
    query: { tampil: 'hadir', cari: '', page: '1', halaman: '10' },
    note: 'per halaman',
    status: 200,
    verify: (answer) => {
      const body = answer.json as { umum: unknown[]; tot_data?: number; hadir?: number }
      return unless(
        body.umum.length <= 10 && typeof body.tot_data === 'number' && typeof body.hadir === 'number',
        'GET api/laporan/absensi/harian/{tgl} (per halaman): expected at most 10 rows, tot_data and hadir',
      )
    },
  })
  for (const endpoint of ['laporanHarian', 'laporanBelumDatang'] as const)
    await expectCall(ctx, {
      endpoint,
      params: { tgl: today },
      query: { kode: OTHER_UNIT },
      as: 'unit',
      note: 'unit lain',
      status: 403,
    })
}

/** Every row names one office: the check of an answer narrowed to a unit. */
const oneOffice = (label: string, cabang: string) => (answer: { json: unknown }) => {
  const rows = (answer.json as { datae: { cabang: string }[] }).datae
  return unless(
    rows.every((row) => row.cabang === cabang),
    `${label}: expected only rows of ${cabang} (kode), received ${[...new Set(rows.map((row) => row.cabang))].join(', ')}`,
  )
}

/**
 * The unit filter (issue 20, an extension): `kode=` is every unit, `kode=<an office>` only its rows,
 * the office taken from the first listed employee.
 */
async function unitFilterChecks(ctx: RunContext, range: { tglawal: string; tglakhir: string }) {
  await expectCall(ctx, {
    endpoint: 'laporanRekap',
    params: range,
    query: { kode: '' },
    note: 'semua unit',
    status: 200,
  })
  const employee = (await look(ctx, 'pegawaiList', undefined, PEGAWAI_LIST_QUERY))?.datae[0]
  if (!employee) return
  await expectCall(ctx, {
    endpoint: 'laporanRekap',
    params: range,
    query: { kode: employee.kode },
    note: 'satu unit',
    status: 200,
    verify: oneOffice('GET api/laporan/rekapitulasi/{tglawal}/{tglakhir} (satu unit)', employee.cabang),
  })
  await expectCall(ctx, {
    endpoint: 'laporanRiwayat',
    params: range,
    query: { cari: '', kode: employee.kode, page: '1', halaman: '10' },
    note: 'satu unit',
    status: 200,
    verify: oneOffice('GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir} (satu unit)', employee.cabang),
  })
  for (const endpoint of ['laporanRekap', 'laporanRiwayat'] as const)
    await expectCall(ctx, {
      endpoint,
      params: range,
      query: { kode: OTHER_UNIT },
      as: 'unit',
      note: 'unit lain',
      status: 403,
    })
}
