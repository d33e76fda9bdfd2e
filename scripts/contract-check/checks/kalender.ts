import type { KalenderBody, KalenderRow } from '../../../src/contract/kalender.ts'
import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import type { Answer } from '../http.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { KALENDER_YEARS_AHEAD, kalenderQuery } from '../witnesses.ts'
import { look, OTHER_UNIT, onListedRow, RUN_STAMP, unless } from './shared.ts'

/**
 * The foundation's calendar (issue 30, an extension): the year's list for every unit and for one,
 * an entry's detail, a Libur Unit written and read back years ahead, the refusals (a foundation-wide
 * date already taken, an end before the start, another unit's calendar for a unit admin) and the
 * national calendar's preview. A successful national import is never sent: it would add a year of
 * holidays (~25 entries) to the backend, and no call takes them out again in one step.
 */

/** A year no national calendar is expected for (the 404 of the preview and the import). */
const UNKNOWN_YEAR = 2099

/** The year's list: the asked year answered, every entry touching it (and applying to `kode`, if one). */
function yearListRules(tahun: string, kode: string | null) {
  return (answer: Answer) => {
    const body = answer.json as { tahun: number; datae: KalenderRow[] }
    const outside = body.datae.filter(
      (row) => row.tglakhir < `${tahun}-01-01` || row.tglawal > `${tahun}-12-31`,
    )
    const otherUnit = kode ? body.datae.filter((row) => row.semua_unit !== 1 && !row.unit.includes(kode)) : []
    return [
      ...unless(String(body.tahun) === tahun, `GET api/kalender: tahun ${body.tahun}, asked for ${tahun}`),
      ...unless(!outside.length, `GET api/kalender: entry ${outside[0]?.idkalender} lies outside ${tahun}`),
      ...unless(
        !otherUnit.length,
        `GET api/kalender (satu unit): entry ${otherUnit[0]?.idkalender} applies neither to every unit nor to ${kode}`,
      ),
    ]
  }
}

/** The detail read back: the fields sent, as sent (the units in any order). */
function sameEntry(sent: KalenderBody) {
  return (answer: Answer) => {
    const row = answer.json as KalenderRow
    const units = (list: readonly string[]) => JSON.stringify([...list].sort())
    const differing = [
      ...(['jenis', 'tglawal', 'tglakhir', 'keterangan', 'semua_unit'] as const).filter(
        (key) => row[key] !== sent[key],
      ),
      ...(units(row.unit) === units(sent.unit) ? [] : ['unit']),
    ]
    return unless(
      !differing.length,
      `GET api/kalender/{idkalender}: ${differing.join(', ')} not as sent (${JSON.stringify(sent)})`,
    )
  }
}

export async function kalenderChecks(ctx: RunContext): Promise<void> {
  const { today, ids } = ctx.fixtures
  const year = kalenderQuery(today)
  await expectCall(ctx, {
    endpoint: 'kalenderList',
    query: year,
    note: 'semua unit',
    status: 200,
    verify: yearListRules(year.tahun, null),
  })
  const kode = (await look(ctx, 'kantorList'))?.datae[0]?.kode ?? null
  if (kode)
    await expectCall(ctx, {
      endpoint: 'kalenderList',
      query: kalenderQuery(today, 0, kode),
      note: 'satu unit',
      status: 200,
      verify: yearListRules(year.tahun, kode),
    })
  else skipCheck(ctx, { endpoint: 'kalenderList', note: 'satu unit' }, 'the backend lists no unit')
  await expectCall(ctx, {
    endpoint: 'kalenderList',
    query: kalenderQuery(today, 0, OTHER_UNIT),
    as: 'unit',
    note: 'unit lain',
    status: 403,
  })
  await onListedRow(ctx, ids.kalender, (idkalender) => ({
    endpoint: 'kalenderDetail',
    params: { idkalender },
    status: 200,
  }))
  // The fixture applies to every unit (it is listed in the foundation-wide view): a unit admin reads it.
  await onListedRow(ctx, ids.kalender, (idkalender) => ({
    endpoint: 'kalenderDetail',
    params: { idkalender },
    as: 'unit',
    note: 'Admin Unit',
    status: 200,
  }))
  await refusedWrites(ctx)
  await nationalChecks(ctx)
  if (kode) await unitEntryRoundTrip(ctx, kode)
  else skipCheck(ctx, { endpoint: 'kalenderCreate', note: 'Libur Unit' }, 'the backend lists no unit')
}

/** The first day of `month` (1–12) in the year the checks write to. */
const aheadDate = (ctx: RunContext, month: number, day: number) =>
  `${kalenderQuery(ctx.fixtures.today, KALENDER_YEARS_AHEAD).tahun}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

const foundationWide = { jenis: 'yayasan', keterangan: 'Uji Kontrak', semua_unit: 1, unit: [] } as const

async function refusedWrites(ctx: RunContext): Promise<void> {
  const taken = (await look(ctx, 'hariLiburList'))?.datae[0]?.tgllibur
  if (taken)
    await expectCall(ctx, {
      endpoint: 'kalenderCreate',
      json: { ...foundationWide, tglawal: taken, tglakhir: taken },
      note: 'tanggal sudah ada',
      status: 409,
    })
  else
    skipCheck(
      ctx,
      { endpoint: 'kalenderCreate', note: 'tanggal sudah ada' },
      'GET api/hari_libur lists no date',
    )
  await expectCall(ctx, {
    endpoint: 'kalenderCreate',
    json: { ...foundationWide, tglawal: aheadDate(ctx, 3, 10), tglakhir: aheadDate(ctx, 3, 9) },
    note: 'akhir sebelum awal',
    status: 400,
  })
  await expectCall(ctx, {
    endpoint: 'kalenderUpdate',
    json: {
      ...foundationWide,
      idkalender: UNKNOWN_ID,
      tglawal: aheadDate(ctx, 3, 9),
      tglakhir: aheadDate(ctx, 3, 9),
    },
    note: 'id tidak ada',
    status: 404,
  })
}

/**
 * A year the backend has a national calendar for: its own year when its calendar says so (the
 * year's `nasional`), else 2026, whose decree every version of the calendar holds.
 */
async function decreedYear(ctx: RunContext): Promise<string> {
  const query = kalenderQuery(ctx.fixtures.today)
  const own = await look(ctx, 'kalenderList', undefined, query)
  return own?.nasional ? query.tahun : '2026'
}

/** The national calendar: a decreed year previewed; a year it has no decree for refused. */
async function nationalChecks(ctx: RunContext): Promise<void> {
  const tahun = await decreedYear(ctx)
  await expectCall(ctx, {
    endpoint: 'kalenderNasionalPreview',
    query: { tahun },
    status: 200,
    verify: (answer) => {
      const body = answer.json as { tahun: number; baru: unknown[]; sudah_ada: unknown[]; berbeda: unknown[] }
      const days = body.baru.length + body.sudah_ada.length + body.berbeda.length
      return [
        ...unless(
          String(body.tahun) === tahun,
          `GET api/kalender/nasional: tahun ${body.tahun}, asked for ${tahun}`,
        ),
        ...unless(days > 0, `GET api/kalender/nasional: no day of ${tahun} in baru, sudah_ada or berbeda`),
      ]
    },
  })
  const unknown = String(UNKNOWN_YEAR)
  await expectCall(ctx, {
    endpoint: 'kalenderNasionalPreview',
    query: { tahun: unknown },
    note: 'tahun tidak tersedia',
    status: 404,
  })
  await expectCall(ctx, {
    endpoint: 'kalenderNasionalImport',
    json: { tahun: UNKNOWN_YEAR },
    note: 'tahun tidak tersedia',
    status: 404,
  })
}

/** A Libur Unit years ahead for one unit: created, read back, changed, deleted, then 404. */
async function unitEntryRoundTrip(ctx: RunContext, kode: string): Promise<void> {
  const entry: KalenderBody = {
    jenis: 'unit',
    tglawal: aheadDate(ctx, 3, 2),
    tglakhir: aheadDate(ctx, 3, 4),
    keterangan: `Uji Kontrak ${RUN_STAMP}`,
    semua_unit: 0,
    unit: [kode],
  }
  const created = bodyOf(
    'kalenderCreate',
    await expectCall(ctx, { endpoint: 'kalenderCreate', json: entry, note: 'Libur Unit', status: 200 }),
  )
  if (!created) return
  const { idkalender } = created
  await expectCall(ctx, {
    endpoint: 'kalenderDetail',
    params: { idkalender },
    note: 'baru dibuat',
    status: 200,
    verify: sameEntry(entry),
  })
  const ahead = kalenderQuery(ctx.fixtures.today, KALENDER_YEARS_AHEAD, kode)
  await expectCall(ctx, {
    endpoint: 'kalenderList',
    query: ahead,
    note: 'unit dengan entri baru',
    status: 200,
    verify: (answer) =>
      unless(
        (answer.json as { datae: KalenderRow[] }).datae.some((row) => row.idkalender === idkalender),
        `GET api/kalender (unit dengan entri baru): entry ${idkalender} is not in ${kode}'s calendar of ${ahead.tahun}`,
      ),
  })
  const changed = { ...entry, tglakhir: aheadDate(ctx, 3, 5), keterangan: `Uji Ubah ${RUN_STAMP}` }
  await expectCall(ctx, { endpoint: 'kalenderUpdate', json: { ...changed, idkalender }, status: 200 })
  await expectCall(ctx, {
    endpoint: 'kalenderDetail',
    params: { idkalender },
    note: 'sudah diubah',
    status: 200,
    verify: sameEntry(changed),
  })
  await expectCall(ctx, { endpoint: 'kalenderDelete', params: { idkalender }, status: 200 })
  await expectCall(ctx, {
    endpoint: 'kalenderDetail',
    params: { idkalender },
    note: 'sudah dihapus',
    status: 404,
  })
}
