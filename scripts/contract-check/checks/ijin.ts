import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { IJIN_LIST_QUERY } from '../witnesses.ts'
import { onListedRow } from './shared.ts'

/** Leave requests: list, detail; an answered one refused (409); a pending one approved, then refused. */
export async function ijinChecks(ctx: RunContext): Promise<void> {
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
