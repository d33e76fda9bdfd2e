import { isScheduledDay } from '../src/domain/attendance.ts'
import { addDays, dateRange, daysBetween, weekday } from '../src/domain/calendar.ts'
import { dayKey, employmentOf, type FixedDay } from './attendance.ts'
import type { Row } from './insert.ts'
import type { Employee } from './pegawai.ts'
import type { Rng } from './random.ts'

/**
 * Leave requests (pengajuan_ijin) in every state. Each range is 1–3 consecutive working days of
 * the employee, so `hari` (the day count) equals both the calendar and the working days. Approved
 * ones (1) get an Ijin/Sakit attendance record on each day, as the approval handler writes them;
 * pending ones (0) in the past have no record on their days yet; rejected ones (9) carry a note.
 */

export interface LeaveCounts {
  pending: number
  approved: number
  rejected: number
}

type Reason = readonly [alasan: string, keterangan: string]

const SAKIT: readonly Reason[] = [
  ['Demam dan flu', 'Demam tinggi sejak malam, disarankan istirahat oleh dokter.'],
  ['Sakit gigi', 'Gusi bengkak, perlu tindakan di dokter gigi.'],
  ['Demam berdarah (DBD)', 'Rawat inap di rumah sakit, surat keterangan dokter terlampir.'],
  ['Tifus', 'Istirahat di rumah sesuai anjuran dokter, surat keterangan terlampir.'],
  ['Gangguan pencernaan', 'Diare dan muntah, sudah periksa ke puskesmas.'],
]

const IJIN: readonly Reason[] = [
  ['Acara pernikahan saudara', 'Menghadiri pernikahan adik kandung di luar kota.'],
  ['Mengantar orang tua berobat', 'Orang tua kontrol rutin ke rumah sakit.'],
  ['Keluarga meninggal dunia', 'Takziah dan mengurus pemakaman keluarga.'],
  ['Wisuda anak', 'Menghadiri wisuda anak di Semarang.'],
  ['Mengurus dokumen kependudukan', 'Perpanjangan KTP dan kartu keluarga di Dukcapil.'],
  ['Pelatihan di luar yayasan', 'Mengikuti pelatihan Kurikulum Merdeka dari dinas pendidikan.'],
]

const PENOLAKAN = [
  'Tidak melampirkan surat keterangan dokter',
  'Bertepatan dengan ujian akhir semester, mohon dijadwalkan ulang',
  'Kuota ijin bulan ini sudah habis',
  'Pengajuan terlambat, paling lambat 3 hari sebelumnya',
  'Bertepatan dengan rapat koordinasi yayasan',
] as const

export interface LeavePlan {
  rows: Row<'pengajuan_ijin'>[]
  /** Approved days → their Ijin/Sakit record; pending past days → null (no record). */
  fixedDays: Map<string, FixedDay>
}

export function planLeave(
  rng: Rng,
  employees: readonly Employee[],
  window: { from: string; today: string; holidaysOf: (kode: string) => ReadonlySet<string> },
  counts: LeaveCounts,
): LeavePlan {
  const { from, today } = window
  const plan: LeavePlan = { rows: [], fixedDays: new Map() }
  const taken = new Set<string>()
  const active = employees.filter((e) => e.shift && e.row.status === 0)
  const add = (disetujui: 0 | 1 | 9, pool: readonly Employee[], start: string, end: string) => {
    for (let attempt = 0; attempt < 200 && pool.length > 0; attempt++) {
      const e = rng.pick(pool)
      const tglawal = addDays(start, rng.int(0, Math.max(0, dateRangeLength(start, end) - 1)))
      const days = consecutiveWorkingDays(e, tglawal, rng.int(1, 3), window.holidaysOf(e.office.kode), taken)
      if (days.length === 0) continue
      for (const tgl of days) taken.add(dayKey(e.idp, tgl))
      plan.rows.push(request(rng, e, days, disetujui, today, plan.fixedDays))
      return
    }
  }
  for (let i = 0; i < counts.approved; i++) add(1, employees, addDays(from, 3), addDays(today, -1))
  for (let i = 0; i < counts.rejected; i++) add(9, employees, addDays(from, 3), addDays(today, 7))
  // Most pending requests are for the coming days; some (sick notes sent afterwards) for the last days.
  for (let i = 0; i < counts.pending; i++) {
    const recent = i % 3 === 2
    add(0, active, addDays(today, recent ? -4 : 1), addDays(today, recent ? -1 : 14))
  }
  plan.rows.sort((a, b) => a.tglx.localeCompare(b.tglx))
  for (const [i, row] of plan.rows.entries()) row.idj = i + 1
  return plan
}

const dateRangeLength = (from: string, to: string) => daysBetween(from, to) + 1

/** `length` consecutive scheduled days from `start` (future ones included), or none. */
function consecutiveWorkingDays(
  e: Employee,
  start: string,
  length: number,
  holidays: ReadonlySet<string>,
  taken: ReadonlySet<string>,
): string[] {
  const days = dateRange(start, addDays(start, length - 1))
  const employment = employmentOf(e)
  const scheduled = (tgl: string) => isScheduledDay(employment, tgl, e.shift?.hari[weekday(tgl)], holidays)
  const ok = days.every((tgl) => scheduled(tgl) && !taken.has(dayKey(e.idp, tgl)))
  return ok ? days : []
}

function request(
  rng: Rng,
  e: Employee,
  days: readonly string[],
  disetujui: 0 | 1 | 9,
  today: string,
  fixedDays: Map<string, FixedDay>,
): Row<'pengajuan_ijin'> {
  const status = rng.chance(0.55) ? 0 : 1
  const [alasan, keterangan] = rng.pick(status === 0 ? SAKIT : IJIN)
  const tglawal = days[0] ?? today
  const tglakhir = days.at(-1) ?? today
  // Sick notes are sent on the first day; other leave a few days ahead (never after today).
  const submitted = status === 0 ? tglawal : addDays(tglawal, -rng.int(2, 7))
  const tglx = submitted > today ? today : submitted
  const tglentri = addDays(tglx, 1) > today ? today : addDays(tglx, 1)
  for (const tgl of days) {
    if (tgl > today) continue
    if (disetujui === 1)
      fixedDays.set(dayKey(e.idp, tgl), { status: status === 0 ? 2 : 1, catatan: alasan, tglentri })
    if (disetujui === 0) fixedDays.set(dayKey(e.idp, tgl), null)
  }
  const catatan =
    disetujui === 9 ? rng.pick(PENOLAKAN) : disetujui === 1 && status === 0 ? 'Semoga lekas sembuh' : ''
  return {
    idp: e.idp,
    tglx,
    tglawal,
    tglakhir,
    hari: days.length,
    alasan,
    keterangan,
    status,
    disetujui,
    catatan,
  }
}
