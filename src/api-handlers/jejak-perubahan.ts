import type { Kysely, SelectQueryBuilder } from 'kysely'
import {
  type JejakQuery,
  type JenisRujukan,
  KOLOM_RUJUKAN,
  type NamaRujukan,
} from '../contract/jejak-perubahan.ts'
import type { Database } from '../db/schema.ts'
import type { HandlerMap } from './context.ts'

/** The audit trail's list (docs/audit-trail.md); entries are written by audit-trail.ts. */

type TrailQuery = SelectQueryBuilder<Database, 'jejak_perubahan', object>

/** The filters of the screen, each only when given. */
function filtered(base: TrailQuery, query: JejakQuery): TrailQuery {
  let q = base
  if (query.iduser !== undefined) q = q.where('iduser', '=', query.iduser)
  if (query.jenis) q = q.where('jenis', '=', query.jenis)
  if (query.tabel) q = q.where('tabel', '=', query.tabel)
  if (query.idrekaman) q = q.where('idrekaman', '=', query.idrekaman)
  if (query.dari) q = q.where('tgl', '>=', query.dari)
  if (query.sampai) q = q.where('tgl', '<=', query.sampai)
  return q
}

/** Stored JSON text back as an object (the writer always stores an object or NULL). */
const parsed = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>)

type Snapshot = Record<string, unknown> | null
interface ParsedEntry {
  tabel: string
  sebelum: Snapshot
  sesudah: Snapshot
}

/** Every key the entries' rows point at, by kind (a list column, the calendar's units, adds each). */
function referencedKeys(entries: readonly ParsedEntry[]): Record<JenisRujukan, Set<string>> {
  const keys: Record<JenisRujukan, Set<string>> = {
    pegawai: new Set(),
    shift: new Set(),
    area: new Set(),
    unit: new Set(),
    jenis_cuti: new Set(),
    mesin: new Set(),
  }
  for (const entry of entries)
    for (const [kolom, jenis] of Object.entries(KOLOM_RUJUKAN[entry.tabel] ?? {}))
      for (const row of [entry.sebelum, entry.sesudah]) {
        const value = row?.[kolom]
        for (const key of Array.isArray(value) ? value : [value])
          if (key !== null && key !== undefined && key !== '') keys[jenis].add(String(key))
      }
  return keys
}

const asNames = (rows: readonly { key: string | number; name: string }[]) =>
  Object.fromEntries(rows.map((row) => [String(row.key), row.name]))

/** Employees deleted since: their name as their delete entry kept it. */
async function deletedEmployeeNames(db: Kysely<Database>, idps: readonly string[]) {
  if (idps.length === 0) return {}
  const rows = await db
    .selectFrom('jejak_perubahan')
    .select(['idrekaman', 'sebelum'])
    .where('tabel', '=', 'pegawai')
    .where('jenis', '=', 'hapus')
    .where('idrekaman', 'in', idps)
    .execute()
  return asNames(rows.map((row) => ({ key: row.idrekaman, name: String(parsed(row.sebelum)?.nama ?? '') })))
}

/** The names of what the page's entries point at: the screen shows names, never bare ids. */
async function referencedNames(db: Kysely<Database>, entries: readonly ParsedEntry[]): Promise<NamaRujukan> {
  const keys = referencedKeys(entries)
  const ids = (jenis: JenisRujukan) => [...keys[jenis]].map(Number).filter(Number.isInteger)
  const none = Promise.resolve([])
  const [pegawai, shift, area, unit, jenisCuti, mesin] = await Promise.all([
    ids('pegawai').length
      ? db
          .selectFrom('pegawai')
          .select(['idp as key', 'nama as name'])
          .where('idp', 'in', ids('pegawai'))
          .execute()
      : none,
    ids('shift').length
      ? db
          .selectFrom('shift')
          .select(['idshift as key', 'label as name'])
          .where('idshift', 'in', ids('shift'))
          .execute()
      : none,
    ids('area').length
      ? db
          .selectFrom('area_absensi')
          .select(['idar as key', 'lokasi as name'])
          .where('idar', 'in', ids('area'))
          .execute()
      : none,
    keys.unit.size
      ? db
          .selectFrom('kantor')
          .select(['kode as key', 'cabang as name'])
          .where('kode', 'in', [...keys.unit])
          .execute()
      : none,
    ids('jenis_cuti').length
      ? db
          .selectFrom('jenis_cuti')
          .select(['idjenis as key', 'nama as name'])
          .where('idjenis', 'in', ids('jenis_cuti'))
          .execute()
      : none,
    ids('mesin').length
      ? db
          .selectFrom('mesin')
          .select(['idmesin as key', 'nama as name'])
          .where('idmesin', 'in', ids('mesin'))
          .execute()
      : none,
  ])
  const present = asNames(pegawai)
  const gone = [...keys.pegawai].filter((idp) => !(idp in present))
  return {
    pegawai: { ...(await deletedEmployeeNames(db, gone)), ...present },
    shift: asNames(shift),
    area: asNames(area),
    unit: asNames(unit),
    jenis_cuti: asNames(jenisCuti),
    mesin: asNames(mesin),
  }
}

export const jejakPerubahanHandlers = {
  async jejakPerubahanList({ db, query }) {
    const base = filtered(db.selectFrom('jejak_perubahan'), query)
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const total = Number(n)
    // Newest first: ids grow with time, and a page is read by id (the index on tgl, id serves dates).
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.halaman)
      .offset((query.page - 1) * query.halaman)
      .execute()
    const [pengguna, tabel] = await Promise.all([
      db
        .selectFrom('jejak_perubahan')
        .select(['iduser', (eb) => eb.fn.max('namauser').as('namauser')])
        .groupBy('iduser')
        .orderBy('namauser')
        .execute(),
      db.selectFrom('jejak_perubahan').select('tabel').distinct().orderBy('tabel').execute(),
    ])
    const datae = rows.map((row) => ({ ...row, sebelum: parsed(row.sebelum), sesudah: parsed(row.sesudah) }))
    return {
      datae,
      tot_page: Math.ceil(total / query.halaman),
      total,
      pilihan: { pengguna, tabel: tabel.map((row) => row.tabel) },
      nama: await referencedNames(db, datae),
    }
  },
} satisfies HandlerMap
