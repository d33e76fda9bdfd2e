import { contract, type EndpointName } from '../../../src/contract/index.ts'
import type { RunContext } from '../context.ts'
import { bodyOf, type CallSpec, expectCall, skipCheck } from '../expect-call.ts'
import { pathOf } from '../http.ts'

/** A suffix that makes the names this run creates unique on a backend that keeps them (no delete). */
export const RUN_STAMP = Date.now().toString(36).slice(-6).toUpperCase()

/** A kode no backend has: a unit admin naming it names another unit than its own. */
export const OTHER_UNIT = 'BUKAN-UNIT-ANDA'

/** Seven days, Sunday off: the `hari` JSON text of a schedule body. */
export const WEEK = JSON.stringify(
  Array.from({ length: 7 }, (_, hari) => ({
    hari,
    waktu_masuk: '07:30',
    waktu_pulang: '15:00',
    libur: hari === 0,
  })),
)

/**
 * A read made to learn values (not a check: the same call is checked on its own): the typed body,
 * or null when the backend refused it or broke its shape.
 */
export async function look<N extends EndpointName>(
  ctx: RunContext,
  name: N,
  params?: Record<string, string | number>,
  query?: Record<string, string>,
) {
  const answer = await ctx.http.send(contract[name].method, pathOf(contract[name], params, query), {
    token: ctx.admin,
  })
  return bodyOf(name, answer)
}

/** A check on a listed row: skipped, saying so, when the backend lists none. */
export async function onListedRow(ctx: RunContext, id: number | null, spec: (id: number) => CallSpec) {
  if (id !== null) return expectCall(ctx, spec(id))
  skipCheck(ctx, spec(0), 'the backend lists no row to read')
  return null
}

/** A failure line unless `ok`: for `verify` rules. */
export const unless = (ok: boolean, line: string): string[] => (ok ? [] : [line])
