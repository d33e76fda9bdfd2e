import type { JurnalRow, RekapJamMengajar } from '../contract/jam-mengajar.ts'
import type { KategoriGuru } from '../db/schema.ts'
import { type Keadaan, type LeaveDay, leaveKeadaan, taughtBy } from './lessons.ts'

/**
 * The Rekap Jam Mengajar of a unit's month (issue 33, docs/jam-mengajar.md "Rekap Jam
 * Mengajar"), zod-free and I/O-free, over the month's lessons as src/domain/lessons.ts gives them:
 * - jp_jadwal: the lessons of the teacher's cells (the month's working days, passed and to come);
 * - jp_hadir: those the teacher taught; jp_pengganti: the lessons of others the teacher taught;
 * - jp_tidak: the teacher's lessons already past that nobody taught or a substitute taught, by the
 *   teacher's leave that day (ijin, sakit, cuti, dinas), else tanpa_keterangan (marked 'tidak', or
 *   not recorded once over). A lesson still to come counts in jp_jadwal only.
 * - honor = (jp_hadir + jp_pengganti) × the rate of the teacher's category (0 without one).
 */

export type RekapRow = RekapJamMengajar['datae'][number]
type JpTidak = RekapRow['jp_tidak']

export interface Teacher {
  idp: number
  nip: string
  nama: string
  kategori_guru: KategoriGuru | null
}

export type HonorRates = Record<KategoriGuru, number>

export interface RekapInputs {
  lessons: readonly JurnalRow[]
  /** The unit's teachers and everyone else the lessons name (substitutes, teachers gone since). */
  teachers: readonly Teacher[]
  /** Leave days of the scheduled teachers (the reason of a substituted lesson). */
  leaves: readonly LeaveDay[]
  rates: HonorRates
  /** The moment of the recap: a lesson ended by then is past. */
  today: string
  time: string
}

/** Whether a lesson is over at the recap's moment: a day before today, or today and ended. */
const isPast = (lesson: Pick<JurnalRow, 'tgl' | 'selesai'>, today: string, time: string) =>
  lesson.tgl < today || (lesson.tgl === today && lesson.selesai <= time)

/** Why a past lesson of the teacher was not taught by them: their leave, else tanpa_keterangan. */
function missedAs(keadaan: Keadaan, leave: LeaveDay | undefined): keyof JpTidak {
  if (keadaan === 'ijin' || keadaan === 'sakit' || keadaan === 'cuti' || keadaan === 'dinas') return keadaan
  return leave ? (leaveKeadaan(leave) as keyof JpTidak) : 'tanpa_keterangan'
}

const emptyRow = (teacher: Teacher, rates: HonorRates): RekapRow => ({
  ...teacher,
  jp_jadwal: 0,
  jp_hadir: 0,
  jp_pengganti: 0,
  jp_tidak: { ijin: 0, sakit: 0, cuti: 0, dinas: 0, tanpa_keterangan: 0 },
  tarif: teacher.kategori_guru ? rates[teacher.kategori_guru] : 0,
  honor: 0,
})

/** One row per teacher, by name; the total of the honor. */
export function rekapJamMengajar(inputs: RekapInputs): { datae: RekapRow[]; total_honor: number } {
  const rows = new Map(inputs.teachers.map((teacher) => [teacher.idp, emptyRow(teacher, inputs.rates)]))
  const leaveOf = new Map(inputs.leaves.map((leave) => [`${leave.idp}|${leave.tgl}`, leave]))
  for (const lesson of inputs.lessons) {
    const own = rows.get(lesson.idp)
    if (own) own.jp_jadwal++
    const taught = taughtBy(lesson)
    if (taught === lesson.idp && own) own.jp_hadir++
    else if (taught !== null) {
      const substitute = rows.get(taught)
      if (substitute) substitute.jp_pengganti++
    }
    if (taught !== lesson.idp && own && isPast(lesson, inputs.today, inputs.time))
      own.jp_tidak[missedAs(lesson.keadaan, leaveOf.get(`${lesson.idp}|${lesson.tgl}`))]++
  }
  const datae = [...rows.values()]
    .map((row) => ({ ...row, honor: (row.jp_hadir + row.jp_pengganti) * row.tarif }))
    .sort((a, b) => a.nama.localeCompare(b.nama, 'id') || a.idp - b.idp)
  return { datae, total_honor: datae.reduce((sum, row) => sum + row.honor, 0) }
}
