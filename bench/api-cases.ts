import type { TimedRequest } from './browser.ts'
import type { DatasetFacts } from './dataset.ts'

/**
 * Round trips measured on the large dataset beyond start-up and the dashboard: one entry per
 * screen's call (or sequence of calls, timed together), with the budget its issue sets. Add a
 * screen's calls here; run.ts times and prints every entry.
 */
export interface ApiCase {
  label: string
  /** p50 budget in ms. */
  targetMs: number
  note?: string
  /** Timed runs (after two untimed warm-ups). */
  runs?: number
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
      requests: ({ token }) => [get(`/admin/api/pengajuanijin?${query}`, token)],
    }),
  ),
]

export const apiCases: ApiCase[] = [
  ...attendanceCases,
  {
    label: 'period recap, 1 month (generate + GET)',
    targetMs: 60,
    runs: 20,
    requests: ({ token, today }) => recap(daysBefore(today, 30), today, token),
  },
  {
    label: 'period recap, 1 year (generate + GET)',
    targetMs: 400,
    runs: 8,
    requests: ({ token, today }) => recap(daysBefore(today, 364), today, token),
  },
  {
    label: 'daily recap, 2,000 employees',
    targetMs: 15,
    runs: 30,
    requests: ({ token, today }) => [get(`/admin/api/laporan/absensi/harian/${daysBefore(today, 1)}`, token)],
  },
  {
    label: 'history, 1 month: first screenful (100 rows)',
    targetMs: 150,
    runs: 20,
    requests: ({ token, today }) => [
      get(`/admin/api/laporan/absensi/riwayat/${daysBefore(today, 30)}/${today}?page=1&halaman=100`, token),
    ],
  },
  {
    label: 'recap detail, 1 employee × 1 month',
    targetMs: 15,
    runs: 30,
    requests: ({ token, today }) => [
      get(`/admin/api/laporan/rekapitulasi/${daysBefore(today, 30)}/${today}/1`, token),
    ],
  },
  {
    label: 'dashboard summary (today + 30-day trend)',
    targetMs: 200,
    note: 'own request: the tiles do not wait for it',
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
