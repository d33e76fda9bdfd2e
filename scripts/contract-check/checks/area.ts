import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { look, onListedRow } from './shared.ts'

/** Attendance locations: reads, an unknown id (404), then create → update → delete. */
export async function areaChecks(ctx: RunContext): Promise<void> {
  await expectCall(ctx, { endpoint: 'areaList', status: 200 })
  await expectCall(ctx, { endpoint: 'areaPilihan', status: 200 })
  await onListedRow(ctx, ctx.fixtures.ids.area, (id) => ({
    endpoint: 'areaDetail',
    params: { id },
    status: 200,
  }))
  const kode = (await look(ctx, 'kantorList'))?.datae[0]?.kode
  if (!kode) return skipCheck(ctx, { endpoint: 'areaCreate' }, 'GET api/kantor lists no office')
  const body = { lokasi: 'Aula Uji Kontrak', lat: -7.75, lng: 110.38, radius: 50, keterangan: '', kode }
  await expectCall(ctx, {
    endpoint: 'areaUpdate',
    json: { ...body, idar: UNKNOWN_ID },
    note: 'id tidak ada',
    status: 404,
  })
  const created = bodyOf(
    'areaCreate',
    await expectCall(ctx, { endpoint: 'areaCreate', json: body, status: 200 }),
  )
  if (!created) return
  await expectCall(ctx, {
    endpoint: 'areaDetail',
    params: { id: created.idar },
    note: 'baru dibuat',
    status: 200,
  })
  await expectCall(ctx, {
    endpoint: 'areaUpdate',
    json: { ...body, idar: created.idar, radius: 75 },
    status: 200,
  })
  await expectCall(ctx, { endpoint: 'areaDelete', params: { id: created.idar }, status: 200 })
  await expectCall(ctx, {
    endpoint: 'areaDetail',
    params: { id: created.idar },
    note: 'sudah dihapus',
    status: 404,
  })
}
