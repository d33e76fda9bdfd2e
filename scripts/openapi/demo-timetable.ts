import type { Kysely } from 'kysely'
import type { EndpointName } from '../../src/contract/index.ts'
import type { Database } from '../../src/db/schema.ts'

/**
 * A timetable the demo calls of the timetable act on (issue 33): a year of its own (so nothing a
 * seed put in the active year is touched), a unit that is not the demo unit admin's (so the same
 * call as the unit admin is refused with 403), Senin's bell schedule, three classes and two cells.
 */
export const DEMO_TIMETABLE_UNIT = 'SMPIT1'
export const DEMO_TIMETABLE_YEAR = { nama: '2035/2036', tglawal: '2035-07-02', tglakhir: '2036-06-27' }

export const DEMO_BELL = [
  { hari: 1, jamke: 1, mulai: '07:00', selesai: '07:40', keterangan: '' },
  { hari: 1, jamke: 2, mulai: '07:40', selesai: '08:20', keterangan: '' },
  { hari: 1, jamke: null, mulai: '08:20', selesai: '08:35', keterangan: 'Istirahat' },
  { hari: 1, jamke: 3, mulai: '08:35', selesai: '09:15', keterangan: '' },
]

export interface DemoTeacher {
  idp: number
  nip: string
  nama: string
}

export interface DemoTimetable {
  kode: string
  idta: number
  semester: 1
  /** 7A holds both cells, 7B none, 9Z none (deletable). */
  kelas7A: number
  kelas7B: number
  kelasKosong: number
  guru: [DemoTeacher, DemoTeacher]
  /** 7A Senin jam ke-1 (guru 1) and jam ke-2 (guru 2). */
  sel1: number
  sel2: number
}

/** Sends one admin call with this body; answers the JSON body of a 200 (throws otherwise). */
export type DemoSend = (name: EndpointName, body: unknown) => Promise<Record<string, unknown>>

export async function prepareDemoTimetable(db: Kysely<Database>, send: DemoSend): Promise<DemoTimetable> {
  const teachers = await db
    .selectFrom('pegawai')
    .select(['idp', 'nip', 'nama'])
    .where('kode', '=', DEMO_TIMETABLE_UNIT)
    .where('tipe', '=', 'ajar')
    .orderBy('idp')
    .limit(2)
    .execute()
  const [guru1, guru2] = teachers
  if (!guru1 || !guru2) throw new Error(`the demo data has no two teachers at ${DEMO_TIMETABLE_UNIT}`)
  const idta = Number((await send('tahunAjaranCreate', DEMO_TIMETABLE_YEAR)).id)
  const scope = { kode: DEMO_TIMETABLE_UNIT, idta, semester: 1 as const }
  await send('jamPelajaranPut', { ...scope, datae: DEMO_BELL })
  const kelas = async (nama: string, urut: number) =>
    Number((await send('kelasCreate', { kode: scope.kode, idta, nama, urut })).idkelas)
  const [kelas7A, kelas7B, kelasKosong] = [await kelas('7A', 1), await kelas('7B', 2), await kelas('9Z', 9)]
  const sel = async (jamke: number, idp: number, mapel: string) =>
    Number(
      (await send('jadwalAjarCreate', { ...scope, hari: 1, jamke, idkelas: kelas7A, mapel, idp })).idjadwal,
    )
  const sel1 = await sel(1, guru1.idp, 'Matematika')
  const sel2 = await sel(2, guru2.idp, 'Bahasa Arab')
  return { ...scope, kelas7A, kelas7B, kelasKosong, guru: [guru1, guru2], sel1, sel2 }
}

/** The demo call of each timetable endpoint on a prepared {@link DemoTimetable}. */
export function timetableCalls(tt: DemoTimetable) {
  const scope = { kode: tt.kode, idta: tt.idta, semester: tt.semester }
  const query = { kode: tt.kode, idta: String(tt.idta), semester: String(tt.semester) }
  const [guru1, guru2] = tt.guru
  return {
    jamPelajaranGet: { query },
    jamPelajaranPut: {
      body: {
        ...scope,
        datae: [...DEMO_BELL, { hari: 2, jamke: 1, mulai: '07:00', selesai: '07:40', keterangan: '' }],
      },
    },
    kelasList: { query: { kode: tt.kode, idta: String(tt.idta) } },
    kelasCreate: { body: { kode: tt.kode, idta: tt.idta, nama: '8A', urut: 3 } },
    kelasUpdate: { body: { idkelas: tt.kelas7B, nama: '7B Unggulan', urut: 2 } },
    kelasDelete: { params: { idkelas: tt.kelasKosong } },
    jadwalAjarGet: { query },
    jadwalAjarCreate: {
      body: { ...scope, hari: 1, jamke: 3, idkelas: tt.kelas7B, mapel: 'IPA', idp: guru1.idp },
    },
    jadwalAjarUpdate: {
      body: {
        idjadwal: tt.sel1,
        hari: 1,
        jamke: 1,
        idkelas: tt.kelas7A,
        mapel: 'Matematika Wajib',
        idp: guru1.idp,
      },
    },
    jadwalAjarDelete: { params: { idjadwal: tt.sel2 } },
    jadwalAjarSalin: { body: { ...scope, semester: 2, dari_idta: tt.idta, dari_semester: 1 } },
    jadwalAjarImpor: {
      body: {
        ...scope,
        datae: [
          { baris: 4, hari: 1, jamke: 1, kelas: '7A', mapel: 'Matematika', guru: guru1.nip },
          { baris: 5, hari: 1, jamke: 2, kelas: '7A', mapel: 'Bahasa Arab', guru: guru2.nama },
          { baris: 5, hari: 1, jamke: 2, kelas: '7B', mapel: 'IPA', guru: guru1.nama },
        ],
      },
    },
  }
}
