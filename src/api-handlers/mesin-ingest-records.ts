import type { Insertable, Kysely, Updateable } from 'kysely'
import { insertMany } from '../db/insert-many.ts'
import type { AbsensiTable, Database } from '../db/schema.ts'
import type { DayPlan } from '../domain/punch-days.ts'
import type { FoundationClock } from './clock.ts'
import { type DayInputs, type DayWork, dayKey, type MachineInfo, type Source } from './mesin-ingest-inputs.ts'

/**
 * How a derived day is written (issue 32, docs/mesin.md "Merging"): a new record is the machine's,
 * an existing one keeps its device and says which half a machine now gives.
 */

export interface Writes {
  inserts: Insertable<AbsensiTable>[]
  updates: { id: number; set: Updateable<AbsensiTable> }[]
}

function halfOf(source: Source, machines: Map<number, MachineInfo>) {
  if (source.kind !== 'punch') return null
  return { idmesin: source.idmesin, machine: machines.get(source.idmesin) }
}

/**
 * A new record is the machine's (device 2); an existing one keeps its device, and each half that
 * a punch now gives says so (sumber_*, idmesin_*). The arrival's machine names the place.
 */
export function recordWrite(
  day: DayWork,
  plan: Extract<DayPlan<Source>, { kind: 'tulis' }>,
  inputs: DayInputs,
  context: { now: FoundationClock; opr: string },
  writes: Writes,
) {
  const masuk = halfOf(plan.times.datang.source, inputs.machines)
  const pulang = plan.times.pulang && halfOf(plan.times.pulang.source, inputs.machines)
  const times = { waktu_masuk: plan.waktu_masuk, waktu_pulang: plan.waktu_pulang, ...plan.measures }
  const existing = inputs.records.get(dayKey(day.employee.idp, day.tgl))
  if (!existing) {
    writes.inserts.push({
      idp: day.employee.idp,
      tgl: day.tgl,
      status: 0,
      ...times,
      idar: masuk?.machine?.idar ?? null,
      lokasi: masuk?.machine?.lokasi ?? '',
      device: 2,
      tglentri: context.now.today,
      waktuentri: context.now.time,
      opr: context.opr,
      catatan: '',
      sumber_masuk: 2,
      sumber_pulang: pulang ? 2 : null,
      idmesin_masuk: masuk?.idmesin ?? null,
      idmesin_pulang: pulang?.idmesin ?? null,
    })
    return
  }
  const set: Updateable<AbsensiTable> = { ...times }
  if (masuk)
    Object.assign(set, {
      sumber_masuk: 2,
      idmesin_masuk: masuk.idmesin,
      idar: masuk.machine?.idar ?? null,
      lokasi: masuk.machine?.lokasi ?? '',
    })
  if (pulang) Object.assign(set, { sumber_pulang: 2, idmesin_pulang: pulang.idmesin })
  writes.updates.push({ id: existing.id, set })
}

/** The columns a machine's new record sets, in one order (insertMany); coordinates and the app's sending fields stay NULL. */
const RECORD_COLUMNS = [
  'idp',
  'tgl',
  'status',
  'waktu_masuk',
  'waktu_pulang',
  'keterlambatan',
  'pulangawal',
  'waktukerja',
  'idar',
  'lokasi',
  'device',
  'tglentri',
  'waktuentri',
  'opr',
  'catatan',
  'sumber_masuk',
  'sumber_pulang',
  'idmesin_masuk',
  'idmesin_pulang',
] as const

export async function writeRecords(db: Kysely<Database>, writes: Writes) {
  await insertMany(db, 'absensi', RECORD_COLUMNS, writes.inserts)
  for (const { id, set } of writes.updates)
    await db.updateTable('absensi').set(set).where('id', '=', id).execute()
}
