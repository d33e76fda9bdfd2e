import { contract, type Endpoint, type EndpointName } from '../../src/contract/index.ts'
import { BAD_QUERIES, ID_PARAMS, paramNames, paramsFor, queryFor } from './calls.ts'
import type { RunContext } from './context.ts'
import { expectCall, skipCheck } from './expect-call.ts'
import { pathOf } from './http.ts'

/**
 * The checks every endpoint gets from its contract entry alone: 401 without a session, 403 for a
 * level-1 session on level-0 calls, 400 with the failure shape for garbage, 404 for unknown ids.
 * Each is a refused call, so each also runs with --read-only (and proves it changed nothing).
 */

const names = Object.keys(contract) as EndpointName[]
const entry = (name: EndpointName): Endpoint => contract[name]

/** An id no backend has handed out yet (pathId allows up to 15 digits). */
export const UNKNOWN_ID = 999_999_999

/** A body for calls that must be refused before it is read: empty JSON, or a few bytes for uploads. */
const emptyInput = (endpoint: Endpoint) => ({
  json: endpoint.body && !endpoint.upload ? {} : undefined,
  file: endpoint.upload ? new TextEncoder().encode('x') : undefined,
})

export async function unauthenticatedChecks(ctx: RunContext): Promise<void> {
  for (const name of names.filter((name) => entry(name).access !== 'public')) {
    await expectCall(ctx, {
      endpoint: name,
      params: paramsFor(ctx, name),
      query: queryFor(ctx, name),
      ...emptyInput(entry(name)),
      as: 'nobody',
      note: 'tanpa token',
      status: 401,
    })
  }
  await expectCall(ctx, {
    endpoint: 'cekPengguna',
    as: { token: 'bukan-token-yang-sah' },
    note: 'token palsu',
    status: 401,
  })
}

export async function levelOneChecks(ctx: RunContext): Promise<void> {
  for (const name of names) {
    const endpoint = entry(name)
    if (endpoint.access === 'admin') {
      await expectCall(ctx, {
        endpoint: name,
        params: paramsFor(ctx, name),
        query: queryFor(ctx, name),
        ...emptyInput(endpoint),
        as: 'unit',
        note: 'Admin Unit',
        status: 403,
      })
    } else if (
      endpoint.access === 'user' &&
      endpoint.method === 'GET' &&
      !paramNames(name).some((p) => ID_PARAMS.has(p))
    ) {
      // Reads a level-1 user may make (its own unit's rows): answered, in the contract's shape.
      await expectCall(ctx, {
        endpoint: name,
        params: paramsFor(ctx, name),
        query: queryFor(ctx, name),
        as: 'unit',
        note: 'Admin Unit',
        status: 200,
      })
    }
  }
}

/** Not a number, and longer than any text parameter allows. */
const GARBAGE_PARAM = `bukan-angka-${'x'.repeat(60)}`
/** Unknown keys and every common field of the wrong kind. */
const GARBAGE_BODY = { tidak: 'dikenal', nama: 42, id: 'x', usernama: 7 }

export async function garbageChecks(ctx: RunContext): Promise<void> {
  for (const name of names) {
    const endpoint = entry(name)
    const badQuery = BAD_QUERIES[name]
    if (!endpoint.params && !endpoint.body && !badQuery) continue
    const garbagePath = endpoint.params
      ? endpoint.path.replace(/\{\w+\}/g, GARBAGE_PARAM)
      : pathOf(endpoint, {}, badQuery ?? queryFor(ctx, name))
    // An employee-app call reads its input only for an employee's session (checks/presensi.ts).
    if (endpoint.access === 'pegawai' && !ctx.pegawai) {
      skipCheck(ctx, { endpoint: name, note: 'isian salah' }, 'employee-app check: needs --pegawai NIP:PASS')
      continue
    }
    await expectCall(ctx, {
      endpoint: name,
      as: endpoint.access === 'pegawai' && ctx.pegawai ? { token: ctx.pegawai.token } : undefined,
      rawPath: garbagePath,
      json: endpoint.body && !endpoint.upload ? GARBAGE_BODY : undefined,
      file: endpoint.upload ? new TextEncoder().encode('bukan berkas SQLite') : undefined,
      note: 'isian salah',
      status: 400,
    })
  }
}

/** A valid body for a call that names its row in the path and carries a body (a cancellation's reason). */
const BODY_FOR_UNKNOWN_ID: Partial<Record<EndpointName, unknown>> = {
  ijinBatal: { alasan: 'Uji pembatalan' },
  presensiIjinBatal: { alasan: 'Uji pembatalan' },
  // Issue 32: a valid one-line attlog text, so the machine id is what is refused.
  mesinImporPratinjau: { isi: '990001\t2026-01-05 07:00:00\t0\t1\t0', kunci: 'pin' },
  mesinImpor: { isi: '990001\t2026-01-05 07:00:00\t0\t1\t0', kunci: 'pin' },
}

export async function unknownIdChecks(ctx: RunContext): Promise<void> {
  for (const name of names.filter((name) => paramNames(name).some((param) => ID_PARAMS.has(param)))) {
    const employeeApp = entry(name).access === 'pegawai'
    const spec = {
      endpoint: name,
      params: paramsFor(ctx, name, UNKNOWN_ID),
      query: queryFor(ctx, name),
      json: BODY_FOR_UNKNOWN_ID[name],
      as: employeeApp && ctx.pegawai ? { token: ctx.pegawai.token } : undefined,
      note: 'id tidak ada',
    }
    // An employee-app call finds its row only for an employee's session (checks/presensi.ts).
    if (employeeApp && !ctx.pegawai) {
      skipCheck(ctx, spec, 'employee-app check: needs --pegawai NIP:PASS')
      continue
    }
    if (name === 'pegawaiDetail') {
      // SPEC.md §7: an unknown employee is 200 with exist 'non' and no detail.
      await expectCall(ctx, {
        ...spec,
        status: 200,
        verify: (answer) => {
          const body = answer.json as { exist?: unknown; detail?: unknown }
          return body.exist === 'non' && body.detail === null
            ? []
            : [`GET ${contract.pegawaiDetail.path} (id tidak ada): expected exist 'non' and detail null`]
        },
      })
    } else await expectCall(ctx, { ...spec, status: 404 })
  }
}
