import type { Kysely } from 'kysely'
import type { EndpointName } from '../contract/index.ts'
import { COMMON_MESSAGES } from '../contract/messages.ts'
import type { Pengaturan } from '../contract/pengaturan.ts'
import {
  CUTI_DEFAULTS,
  HONOR_DEFAULTS,
  HONOR_MAX,
  PENGATURAN_LIMITS as L,
  PENGATURAN_KEYS,
  toBatasTunda,
  toCutiBersama,
  toCutiDasar,
  toJedaPulang,
  toPersetujuanTingkat,
  toWholeNumber,
} from '../contract/pengaturan-rules.ts'
import type { Database } from '../db/schema.ts'
import { DEFAULT_ZONA_WAKTU, ZONA_WAKTU, type ZonaWaktu } from '../domain/calendar.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'

/** The foundation's settings (key/value table `pengaturan`): read by everyone, changed by level 0. */

/** Whole minutes ≥ 0 from a stored text; anything else (a hand-edited database) counts as 0. */
const toMinutes = (nilai: string | undefined) => {
  const minutes = Number(nilai ?? 0)
  return Number.isInteger(minutes) && minutes > 0 ? minutes : 0
}

/** One of the offered zones; a missing row (or a hand-edited value) means the default, WIB. */
const toZone = (nilai: string | undefined): ZonaWaktu =>
  ZONA_WAKTU.find((zone) => zone === nilai) ?? DEFAULT_ZONA_WAKTU

export async function readPengaturan(db: Kysely<Database>): Promise<Pengaturan> {
  const rows = await db
    .selectFrom('pengaturan')
    .select(['kunci', 'nilai'])
    .where('kunci', 'in', PENGATURAN_KEYS)
    .execute()
  const stored = new Map(rows.map((row) => [row.kunci, row.nilai]))
  return {
    nama_yayasan: stored.get('nama_yayasan') ?? '',
    alamat_yayasan: stored.get('alamat_yayasan') ?? '',
    toleransi_terlambat_menit: toMinutes(stored.get('toleransi_terlambat_menit')),
    zona_waktu: toZone(stored.get('zona_waktu')),
    cuti_bersama: toCutiBersama(stored.get('cuti_bersama')),
    cuti_dasar: toCutiDasar(stored.get('cuti_dasar')),
    cuti_jatah: toWholeNumber(stored.get('cuti_jatah'), 0, L.jatahMax, CUTI_DEFAULTS.cuti_jatah),
    cuti_bawa_maks: toWholeNumber(
      stored.get('cuti_bawa_maks'),
      0,
      L.bawaMaksMax,
      CUTI_DEFAULTS.cuti_bawa_maks,
    ),
    cuti_bawa_bulan: toWholeNumber(
      stored.get('cuti_bawa_bulan'),
      L.bawaBulanMin,
      L.bawaBulanMax,
      CUTI_DEFAULTS.cuti_bawa_bulan,
    ),
    cuti_bersama_potong: stored.get('cuti_bersama_potong') === 'true',
    persetujuan_tingkat: toPersetujuanTingkat(stored.get('persetujuan_tingkat')),
    batas_tunda_jam: toBatasTunda(stored.get('batas_tunda_jam')),
    mesin_jeda_pulang: toJedaPulang(stored.get('mesin_jeda_pulang')),
    ...honorRates(stored),
  }
}

/** The honor rates per JP (issue 33); a missing row (an older file) or a hand-edited value: the default. */
export const honorRates = (stored: ReadonlyMap<string, string>) => {
  const rate = (kunci: keyof typeof HONOR_DEFAULTS) =>
    toWholeNumber(stored.get(kunci), 0, HONOR_MAX, HONOR_DEFAULTS[kunci])
  return {
    honor_jp_gty: rate('honor_jp_gty'),
    honor_jp_gtt: rate('honor_jp_gtt'),
    honor_jp_honorer: rate('honor_jp_honorer'),
  }
}

/** How many hours a queued check-in may wait to be sent (issue 34; default 12). */
export async function delayLimitHours(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('pengaturan')
    .select('nilai')
    .where('kunci', '=', 'batas_tunda_jam')
    .executeTakeFirst()
  return toBatasTunda(row?.nilai)
}

/** Minutes after the first punch from which an undirected punch is the pulang (issue 32; default 60). */
export async function jedaPulang(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('pengaturan')
    .select('nilai')
    .where('kunci', '=', 'mesin_jeda_pulang')
    .executeTakeFirst()
  return toJedaPulang(row?.nilai)
}

/** The foundation's time zone: where "today" and "now" are read (docs/clock.md). */
export async function readZonaWaktu(db: Kysely<Database>): Promise<ZonaWaktu> {
  const row = await db
    .selectFrom('pengaturan')
    .select('nilai')
    .where('kunci', '=', 'zona_waktu')
    .executeTakeFirst()
  return toZone(row?.nilai)
}

/** The calls after which the stored zone may differ: the server forgets the zone it holds. */
export const ZONE_CHANGING_CALLS: ReadonlySet<EndpointName> = new Set([
  'pengaturanUpdate',
  'dataImpor',
  'dataReset',
])

/**
 * The grace period in minutes (default 0). Reports read it each time they are computed, so a new
 * value changes every report computed afterwards.
 */
export async function gracePeriod(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('pengaturan')
    .select('nilai')
    .where('kunci', '=', 'toleransi_terlambat_menit')
    .executeTakeFirst()
  return toMinutes(row?.nilai)
}

export const pengaturanHandlers = {
  async pengaturanGet({ db }) {
    return readPengaturan(db)
  },

  async pengaturanUpdate(context) {
    const { db, body } = context
    const given = PENGATURAN_KEYS.filter((kunci) => body[kunci] !== undefined)
    const rows = given.map((kunci) => ({ kunci, nilai: String(body[kunci]) }))
    const before = await Promise.all(given.map((kunci) => readRow(db, 'pengaturan', kunci)))
    await db
      .insertInto('pengaturan')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('kunci').doUpdateSet((eb) => ({ nilai: eb.ref('excluded.nilai') })),
      )
      .execute()
    // One entry per setting whose value moved: saving the form unchanged changes nothing.
    for (const [i, row] of rows.entries())
      if (before[i]?.nilai !== row.nilai)
        await recordRowChange(db, context, 'pengaturan', row.kunci, before[i] ?? null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.savedShort, data: await readPengaturan(db) }
  },
} satisfies HandlerMap
