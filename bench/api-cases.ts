import type { TimedRequest } from './browser.ts'
import { BENCH_CALENDAR, type DatasetFacts } from './dataset.ts'

/**
 * Round trips measured on the large dataset beyond start-up and the dashboard: one entry per
 * screen's call (or sequence of calls, timed together), with the budget its issue sets. Add a
 * screen's calls here; run.ts times and prints every entry. Reports read the fixed calendar of the
 * dataset (BENCH_CALENDAR), so their figures compare across days; writes go where the server's
 * clock allows them (the real `today`).
 */
export interface ApiCase {
  label: string
  /** p50 budget in ms. */
  targetMs: number
  note?: string
  /** Timed runs (after two untimed warm-ups). */
  runs?: number
  /** Also measured on the 10,000-employee dataset (the ceiling's figures, issue 18). */
  ceiling?: true
  /**
   * The request(s) of one sample; a sequence is timed as its sum. `n` counts the samples of this
   * case (warm-ups included, from 0), so a write case changes a different row each time.
   */
  requests: (context: { token: string; today: string; n: number; facts: DatasetFacts }) => TimedRequest[]
}

const get = (path: string, token: string): TimedRequest => ({ method: 'GET', path, token })
const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
const send = (method: 'POST' | 'PUT', path: string, token: string, body: object): TimedRequest => ({
  method,
  path,
  token,
  body: JSON.stringify(body),
})

/** The n-th scheduled employee; manual entries go on tomorrow, a day nobody has a record yet. */
function manual(context: { today: string; n: number; facts: DatasetFacts }) {
  const idp = context.facts.scheduledIdps[context.n]
  if (idp === undefined) throw new Error('bench: more manual samples than scheduled employees')
  return { idp, tgl: daysBefore(context.today, -1) }
}

function verify(context: { n: number; facts: DatasetFacts }) {
  const idj = context.facts.pendingIdj[context.n]
  if (idj === undefined) throw new Error('bench: more verification samples than pending requests')
  return idj
}

function recap(from: string, to: string, token: string): TimedRequest[] {
  return [
    {
      method: 'POST',
      path: '/admin/api/laporan/generate',
      token,
      body: JSON.stringify({ tglawal: from, tglakhir: to }),
    },
    get(`/admin/api/laporan/rekapitulasi/${from}/${to}`, token),
  ]
}

/** Manual attendance and leave requests (issue 6): each p50 ≤ 15 ms, durable; the leave list ≤ 10 ms. */
const attendanceCases: ApiCase[] = [
  {
    label: 'manual attendance: cek (GET api/absensi/cek)',
    targetMs: 15,
    runs: 30,
    requests: (c) => [get(`/admin/api/absensi/cek/${manual(c).tgl}/${manual(c).idp}`, c.token)],
  },
  {
    label: 'manual attendance: save datang (durable)',
    targetMs: 15,
    runs: 30,
    requests: (c) => [
      send('POST', '/admin/api/absensi/datang', c.token, {
        ...manual(c),
        waktu: '07:05',
        idar: 0,
        status: 0,
        device: '1',
        catatan: 'Bench: HP tertinggal',
      }),
    ],
  },
  {
    // The same employees as 'save datang' (same n), now leaving.
    label: 'manual attendance: save pulang (durable)',
    targetMs: 15,
    runs: 30,
    requests: (c) => [
      send('POST', '/admin/api/absensi/pulang', c.token, { ...manual(c), waktu: '15:10', device: '1' }),
    ],
  },
  {
    label: 'leave: verify (approve, writes Ijin/Sakit days; durable)',
    targetMs: 15,
    runs: 20,
    requests: (c) => [send('PUT', '/admin/api/pengajuanijin', c.token, { idj: verify(c), disetujui: 1 })],
  },
  ...(
    [
      ['all', 'verifikasi=&filtertanggal='],
      ['Menunggu Jawaban', 'verifikasi=0&filtertanggal='],
      ['Disetujui + tanggal berjalan', 'verifikasi=1&filtertanggal=true'],
    ] as const
  ).map(
    ([filter, query]): ApiCase => ({
      label: `leave list, ${filter}`,
      targetMs: 10,
      runs: 30,
      ...(filter === 'all' ? { ceiling: true as const } : {}),
      requests: ({ token }) => [get(`/admin/api/pengajuanijin?${query}`, token)],
    }),
  ),
]

const { day, month, year } = BENCH_CALENDAR

export const apiCases: ApiCase[] = [
  ...attendanceCases,
  {
    label: `period recap, 1 month (${month.from}…${month.to}; generate + GET)`,
    targetMs: 60,
    runs: 20,
    ceiling: true,
    requests: ({ token }) => recap(month.from, month.to, token),
  },
  {
    label: `period recap, 1 year (${year.from}…${year.to}; generate + GET)`,
    targetMs: 300,
    runs: 8,
    ceiling: true,
    requests: ({ token }) => recap(year.from, year.to, token),
  },
  {
    label: `daily recap, Monday ${day}: Rekap Harian's page (100 rows)`,
    targetMs: 15,
    note: 'what the screen asks: the server reads the whole day, 100 rows leave it',
    runs: 30,
    ceiling: true,
    requests: ({ token }) => [get(`/admin/api/laporan/absensi/harian/${day}?page=1&halaman=100`, token)],
  },
  {
    label: `daily recap, Monday ${day}: the whole day`,
    targetMs: 15,
    note: 'print and Excel: every record of the day in one answer',
    runs: 30,
    ceiling: true,
    requests: ({ token }) => [get(`/admin/api/laporan/absensi/harian/${day}`, token)],
  },
  {
    label: 'history, 1 month: first screenful (100 rows)',
    targetMs: 150,
    runs: 20,
    requests: ({ token }) => [
      get(`/admin/api/laporan/absensi/riwayat/${month.from}/${month.to}?page=1&halaman=100`, token),
    ],
  },
  {
    label: 'recap detail, 1 employee × 1 month',
    targetMs: 15,
    runs: 30,
    requests: ({ token }) => [get(`/admin/api/laporan/rekapitulasi/${month.from}/${month.to}/1`, token)],
  },
  {
    label: 'dashboard summary (today + 30-day trend)',
    targetMs: 200,
    note: 'the real today: past the dataset, its days are empty',
    runs: 30,
    requests: ({ token }) => [get('/admin/api/beranda/ringkasan', token)],
  },
  {
    label: 'employee list, page 5 of 20, status Aktif',
    targetMs: 10,
    runs: 30,
    requests: ({ token }) => [
      get(`/admin/api/datapegawai?${pegawaiQuery({ page: '5', status: '0' })}`, token),
    ],
  },
  {
    label: 'employee list, general search',
    targetMs: 15,
    runs: 30,
    requests: ({ token }) => [get(`/admin/api/datapegawai?${pegawaiQuery({ cari: 'guru' })}`, token)],
  },
  {
    label: 'employee list, specific search (name + education)',
    targetMs: 15,
    runs: 30,
    requests: ({ token }) => [
      get(
        `/admin/api/datapegawai?${pegawaiQuery({ jeniscari: 'khusus', nama: 'an', pendidikan: 'S1' })}`,
        token,
      ),
    ],
  },
]

/** Every parameter, as the SPEC's client sends it (empty ones included). */
export function pegawaiQuery(given: Record<string, string>): string {
  const empty = {
    page: '1',
    status: '',
    halaman: '20',
    cari: '',
    jeniscari: '',
    nip: '',
    nama: '',
    jabatan: '',
    pendidikan: '',
  }
  return new URLSearchParams({ ...empty, ...given }).toString()
}
