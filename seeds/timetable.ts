import type { Selectable } from 'kysely'
import type {
  JadwalAjarTable,
  JamPelajaranTable,
  KategoriGuru,
  KelasTable,
  Semester,
} from '../src/db/schema.ts'
import { toHhmm } from '../src/domain/calendar.ts'
import type { Jenjang, Office } from './offices.ts'
import type { Employee } from './pegawai.ts'
import { hashSeed, mulberry32, type Rng } from './random.ts'
import { classes, SUBJECTS } from './teaching.ts'

/**
 * Each school's bell schedule, classes and timetable for one semester (issue 33,
 * docs/jam-mengajar.md), built from the school's teachers: every class has a lesson in (nearly)
 * every period, each (class, subject) has one teacher of that subject, and no teacher is in two
 * classes at once. Deterministic: each school draws from its own stream.
 */

type School = Exclude<Jenjang, 'pusat'>

interface Bell {
  /** Minutes of one period (one JP). */
  menit: number
  istirahatSetelah: number
  istirahatMenit: number
  /** Periods per weekday, 0 = Ahad … 6 = Sabtu (Friday short, before the Friday prayer). */
  perHari: readonly number[]
}

const BELL: Record<School, Bell> = {
  tk: { menit: 30, istirahatSetelah: 2, istirahatMenit: 30, perHari: [0, 4, 4, 4, 4, 3, 3] },
  sd: { menit: 35, istirahatSetelah: 3, istirahatMenit: 20, perHari: [0, 8, 8, 8, 8, 5, 6] },
  smp: { menit: 40, istirahatSetelah: 4, istirahatMenit: 20, perHari: [0, 8, 8, 8, 8, 5, 6] },
  sma: { menit: 45, istirahatSetelah: 4, istirahatMenit: 20, perHari: [0, 8, 8, 8, 8, 4, 5] },
}
const FIRST_PERIOD = 7 * 60

export type Periode = Omit<Selectable<JamPelajaranTable>, 'idjam'>
export type Kelas = Selectable<KelasTable>
/** A timetable cell, with its period's times for the lesson records. */
export type Sel = Selectable<JadwalAjarTable> & { kelas: string; mulai: string; selesai: string }

export interface UnitTimetable {
  office: Office
  periods: Periode[]
  kelas: Kelas[]
  cells: Sel[]
  /** The teachers on it (those of the unit who can be substitutes too). */
  teachers: Employee[]
}

export interface TimetableScope {
  idta: number
  semester: Semester
}

/** The bell schedule of a school level: periods from 07:00 with one break. */
export function bellSchedule(kode: string, jenjang: School, scope: TimetableScope): Periode[] {
  const bell = BELL[jenjang]
  const rows: Periode[] = []
  bell.perHari.forEach((count, hari) => {
    let start = FIRST_PERIOD
    for (let jamke = 1; jamke <= count; jamke++) {
      const period = { kode, ...scope, hari, keterangan: '' }
      rows.push({ ...period, jamke, mulai: toHhmm(start), selesai: toHhmm(start + bell.menit) })
      start += bell.menit
      if (jamke === bell.istirahatSetelah && jamke < count) {
        const selesai = start + bell.istirahatMenit
        rows.push({
          ...period,
          jamke: null,
          mulai: toHhmm(start),
          selesai: toHhmm(selesai),
          keterangan: 'Istirahat',
        })
        start = selesai
      }
    }
  })
  return rows
}

/** A teacher's category: the head and deputies are GTY; of the others most are, some GTT or honorer. */
export function kategoriGuruOf(rng: Rng, e: Employee): KategoriGuru {
  if (e.role.jabatan !== 'Guru') return 'GTY'
  const draw = rng.next()
  return draw < 0.65 ? 'GTY' : draw < 0.85 ? 'GTT' : 'honorer'
}

/** JP per week of each subject in a class with `slots` periods a week: the first three weigh more. */
function curriculum(subjects: readonly string[], slots: number): Map<string, number> {
  const weights = subjects.map((_, i) => (i < 3 ? 3 : 2))
  const total = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (w * slots) / total)
  const jp = exact.map(Math.floor)
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0])
  const remainder = slots - jp.reduce((a, b) => a + b, 0)
  for (let k = 0; k < remainder; k++) {
    const i = order[k % order.length]?.[1] ?? 0
    jp[i] = (jp[i] ?? 0) + 1
  }
  return new Map(subjects.map((s, i) => [s, jp[i] ?? 0]))
}

interface Lesson {
  kelas: number
  mapel: string
  idp: number
  left: number
}

/** Each (class, subject) goes to the least-loaded teacher of that subject (subjects dealt round-robin). */
function assignTeachers(
  subjects: readonly string[],
  kelasCount: number,
  slots: number,
  teachers: readonly Employee[],
) {
  const perWeek = curriculum(subjects, slots)
  const bySubject = new Map<string, number[]>(subjects.map((s) => [s, []]))
  teachers.forEach((t, i) => {
    bySubject.get(subjects[i % subjects.length] ?? '')?.push(t.idp)
  })
  const load = new Map(teachers.map((t) => [t.idp, 0]))
  const leastLoaded = (ids: readonly number[]) =>
    ids.reduce((best, id) => ((load.get(id) ?? 0) < (load.get(best) ?? 0) ? id : best))
  const lessons: Lesson[] = []
  for (const mapel of subjects) {
    const own = bySubject.get(mapel) ?? []
    for (let kelas = 0; kelas < kelasCount; kelas++) {
      const jp = perWeek.get(mapel) ?? 0
      if (jp === 0) continue
      const idp = leastLoaded(own.length ? own : teachers.map((t) => t.idp))
      load.set(idp, (load.get(idp) ?? 0) + jp)
      lessons.push({ kelas, mapel, idp, left: jp })
    }
  }
  return { lessons, colleagues: bySubject }
}

function shuffled<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[items[i], items[j]] = [items[j] as T, items[i] as T]
  }
  return items
}

/**
 * Places the lessons period by period: each class takes, among its lessons whose teacher is free
 * then, the one it had the period before (two-JP blocks) or else the one with the most JP left.
 */
function place(
  rng: Rng,
  lessons: readonly Lesson[],
  kelasCount: number,
  slots: readonly { hari: number; jamke: number }[],
  colleagues: ReadonlyMap<string, readonly number[]>,
) {
  const byKelas = Array.from({ length: kelasCount }, (_, k) => lessons.filter((l) => l.kelas === k))
  const placed: { slot: { hari: number; jamke: number }; lesson: Lesson }[] = []
  const busy = slots.map(() => new Set<number>())
  const filled = slots.map(() => new Set<number>())
  const put = (index: number, lesson: Lesson) => {
    lesson.left--
    busy[index]?.add(lesson.idp)
    filled[index]?.add(lesson.kelas)
    placed.push({ slot: slots[index] as { hari: number; jamke: number }, lesson })
  }
  const previous = new Map<number, Lesson>()
  slots.forEach((slot, index) => {
    for (const k of shuffled(
      rng,
      byKelas.map((_, k) => k),
    )) {
      const free = (byKelas[k] ?? []).filter((l) => l.left > 0 && !busy[index]?.has(l.idp))
      if (!free.length) continue
      const before = previous.get(k)
      const lesson =
        before && slot.jamke > 1 && free.includes(before) && before.left % 2 === 1
          ? before
          : free.reduce((best, l) => (l.left > best.left ? l : best))
      previous.set(k, lesson)
      put(index, lesson)
    }
  })
  // What is left goes to the class's empty periods: its teacher if free, or a colleague of the
  // subject, or any teacher free then (a class is never left without a teacher).
  const everyone = [...new Set(lessons.map((l) => l.idp))]
  for (const lesson of lessons) {
    slots.forEach((_, index) => {
      if (lesson.left === 0 || filled[index]?.has(lesson.kelas)) return
      const idp = [lesson.idp, ...(colleagues.get(lesson.mapel) ?? []), ...everyone].find(
        (id) => !busy[index]?.has(id),
      )
      if (idp !== undefined) put(index, idp === lesson.idp ? lesson : { ...lesson, idp, left: 1 })
      if (idp !== undefined && idp !== lesson.idp) lesson.left--
    })
  }
  return placed
}

/** One school's timetable; ids continue from `next` (ids are global in the tables). */
export function unitTimetable(
  office: Office,
  teachers: readonly Employee[],
  scope: TimetableScope,
  next: { idkelas: number; idjadwal: number },
): UnitTimetable {
  const jenjang = office.jenjang as School
  const rng = mulberry32(hashSeed(`jadwal|${office.kode}`))
  const periods = bellSchedule(office.kode, jenjang, scope)
  const kelas: Kelas[] = classes(jenjang).map((nama, urut) => ({
    idkelas: next.idkelas++,
    kode: office.kode,
    idta: scope.idta,
    nama,
    urut: urut + 1,
  }))
  const lessonPeriods = periods.filter((p) => p.jamke !== null)
  const slots = lessonPeriods.map((p) => ({ hari: p.hari, jamke: p.jamke as number }))
  const { lessons, colleagues } = teachers.length
    ? assignTeachers(SUBJECTS[jenjang], kelas.length, slots.length, teachers)
    : { lessons: [], colleagues: new Map<string, number[]>() }
  const timeOf = new Map(lessonPeriods.map((p) => [`${p.hari}|${p.jamke}`, p]))
  const cells: Sel[] = place(rng, lessons, kelas.length, slots, colleagues).map(({ slot, lesson }) => {
    const k = kelas[lesson.kelas] as Kelas
    const period = timeOf.get(`${slot.hari}|${slot.jamke}`) as Periode
    return {
      idjadwal: next.idjadwal++,
      kode: office.kode,
      ...scope,
      ...slot,
      idkelas: k.idkelas,
      kelas: k.nama,
      mapel: lesson.mapel,
      idp: lesson.idp,
      mulai: period.mulai,
      selesai: period.selesai,
    }
  })
  return { office, periods, kelas, cells, teachers: [...teachers] }
}
