import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { IJIN_LIST_QUERY } from '../witnesses.ts'
import { onListedRow } from './shared.ts'

/** The unit filter (issue 20): a unit admin naming a unit that is not its own is refused (403). */
async function foreignUnitCheck(ctx: RunContext): Promise<void> {
  const spec = { endpoint: 'ijinList', note: 'unit lain' } as const
  if (!ctx.unit) return skipCheck(ctx, spec, 'level-1 check: needs --unit USER:PASS')
  const every = bodyOf('kantorList', await expectCall(ctx, { endpoint: 'kantorList', status: 200 }))?.datae
  const own = bodyOf('kantorList', await expectCall(ctx, { endpoint: 'kantorList', as: 'unit', status: 200 }))
  const foreign = every?.find((unit) => !own?.datae.some((mine) => mine.kode === unit.kode))
  if (!foreign) return skipCheck(ctx, spec, 'no unit besides the level-1 user’s own')
  await expectCall(ctx, {
    ...spec,
    query: { ...IJIN_LIST_QUERY, kode: foreign.kode },
    as: 'unit',
    status: 403,
  })
}

/** Leave requests: list, detail; an answered one refused (409); a pending one approved, then refused. */
export async function ijinChecks(ctx: RunContext): Promise<void> {
  await foreignUnitCheck(ctx)
  const requests =
    bodyOf('ijinList', await expectCall(ctx, { endpoint: 'ijinList', query: IJIN_LIST_QUERY, status: 200 }))
      ?.datae ?? []
  await onListedRow(ctx, ctx.fixtures.ids.ijin, (idj) => ({
    endpoint: 'ijinDetail',
    params: { idj },
    status: 200,
  }))
  await expectCall(ctx, {
    endpoint: 'ijinVerify',
    json: { idj: UNKNOWN_ID, disetujui: 1, catatan: '' },
    note: 'id tidak ada',
    status: 404,
  })
  const answered = requests.find((request) => request.disetujui !== 0)
  if (answered)
    await expectCall(ctx, {
      endpoint: 'ijinVerify',
      json: { idj: answered.idj, disetujui: 1, catatan: '' },
      note: 'sudah dijawab',
      status: 409,
    })
  else
    skipCheck(ctx, { endpoint: 'ijinVerify', note: 'sudah dijawab' }, 'no answered leave request in the data')
  const pending = requests.find((request) => request.disetujui === 0)
  if (!pending) return skipCheck(ctx, { endpoint: 'ijinVerify' }, 'no pending leave request in the data')
  const approved = await expectCall(ctx, {
    endpoint: 'ijinVerify',
    json: { idj: pending.idj, disetujui: 1, catatan: '' },
    status: 200,
  })
  if (approved?.status === 200)
    await expectCall(ctx, {
      endpoint: 'ijinVerify',
      json: { idj: pending.idj, disetujui: 9, catatan: 'Uji' },
      note: 'baru dijawab',
      status: 409,
    })
}
