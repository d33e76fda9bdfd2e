import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { onListedRow } from './shared.ts'

/** Special holidays (api/hari_libur) and meeting days (api/hari_khusus): the same calls, two lists. */
const KINDS = [
  {
    list: 'hariLiburList',
    detail: 'hariLiburDetail',
    create: 'hariLiburCreate',
    update: 'hariLiburUpdate',
    remove: 'hariLiburDelete',
    dateOf: 'tgllibur',
    id: 'hariLibur',
  },
  {
    list: 'hariKhususList',
    detail: 'hariKhususDetail',
    create: 'hariKhususCreate',
    update: 'hariKhususUpdate',
    remove: 'hariKhususDelete',
    dateOf: 'tglkhusus',
    id: 'hariKhusus',
  },
] as const

/** The first day from `from` on that no listed entry uses. */
function freeDate(used: ReadonlySet<string>, from: number): string {
  for (let day = 1; ; day++) {
    const date = new Date(Date.UTC(from, 0, day)).toISOString().slice(0, 10)
    if (!used.has(date)) return date
  }
}

export async function liburChecks(ctx: RunContext): Promise<void> {
  for (const kind of KINDS) {
    const rows = bodyOf(kind.list, await expectCall(ctx, { endpoint: kind.list, status: 200 }))?.datae ?? []
    await onListedRow(ctx, ctx.fixtures.ids[kind.id], (idx) => ({
      endpoint: kind.detail,
      params: { idx },
      status: 200,
    }))
    const dates = new Set(rows.map((row) => String((row as Record<string, unknown>)[kind.dateOf])))
    const taken = [...dates][0]
    if (taken)
      await expectCall(ctx, {
        endpoint: kind.create,
        json: { tgllibur: taken, keterangan: 'Uji' },
        note: 'tanggal sudah ada',
        status: 409,
      })
    else skipCheck(ctx, { endpoint: kind.create, note: 'tanggal sudah ada' }, 'the list is empty')
    // Years ahead of the backend's today, so no report of real days changes.
    const year = Number(ctx.fixtures.today.slice(0, 4)) + 5
    const date = freeDate(dates, year)
    await expectCall(ctx, {
      endpoint: kind.update,
      json: { idx: UNKNOWN_ID, tgllibur: date, keterangan: 'Uji' },
      note: 'id tidak ada',
      status: 404,
    })
    const created = bodyOf(
      kind.create,
      await expectCall(ctx, {
        endpoint: kind.create,
        json: { tgllibur: date, keterangan: 'Uji Kontrak' },
        status: 200,
      }),
    )
    if (!created) continue
    await expectCall(ctx, {
      endpoint: kind.detail,
      params: { idx: created.idx },
      note: 'baru dibuat',
      status: 200,
    })
    await expectCall(ctx, {
      endpoint: kind.update,
      json: { idx: created.idx, tgllibur: freeDate(new Set([...dates, date]), year), keterangan: 'Uji Ubah' },
      status: 200,
    })
    await expectCall(ctx, { endpoint: kind.remove, params: { idx: created.idx }, status: 200 })
    await expectCall(ctx, {
      endpoint: kind.detail,
      params: { idx: created.idx },
      note: 'sudah dihapus',
      status: 404,
    })
  }
}
