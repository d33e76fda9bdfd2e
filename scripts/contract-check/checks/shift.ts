import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { PEGAWAI_LIST_QUERY } from '../witnesses.ts'
import { look, onListedRow, RUN_STAMP, unless, WEEK } from './shared.ts'

/** Schedules: reads, a used one refused (409), a taken name (409), then create → update → delete. */
export async function shiftChecks(ctx: RunContext): Promise<void> {
  const shifts =
    bodyOf('shiftList', await expectCall(ctx, { endpoint: 'shiftList', status: 200 }))?.datae ?? []
  await onListedRow(ctx, ctx.fixtures.ids.shift, (id) => ({
    endpoint: 'shiftDetail',
    params: { id },
    status: 200,
  }))
  const employees = (await look(ctx, 'pegawaiList', undefined, PEGAWAI_LIST_QUERY))?.datae ?? []
  const used = employees.find((employee) => employee.idshift !== null)?.idshift
  if (used)
    await expectCall(ctx, {
      endpoint: 'shiftDelete',
      params: { id: used },
      note: 'dipakai pegawai',
      status: 409,
    })
  else
    skipCheck(
      ctx,
      { endpoint: 'shiftDelete', note: 'dipakai pegawai' },
      'no employee with a schedule in the data',
    )
  const body = { label: `Jadwal Uji ${RUN_STAMP}`, lokasi_masuk: 0, lokasi_pulang: 0, hari: WEEK }
  const taken = shifts[0]
  if (taken)
    await expectCall(ctx, {
      endpoint: 'shiftCreate',
      json: { ...body, label: taken.label },
      note: 'nama sudah ada',
      status: 409,
    })
  await expectCall(ctx, {
    endpoint: 'shiftUpdate',
    json: { ...body, idshift: UNKNOWN_ID },
    note: 'id tidak ada',
    status: 404,
  })

  const created = bodyOf(
    'shiftCreate',
    await expectCall(ctx, { endpoint: 'shiftCreate', json: body, status: 200 }),
  )
  if (!created) return
  const id = created.idshift
  await expectCall(ctx, {
    endpoint: 'shiftDetail',
    params: { id },
    note: 'baru dibuat',
    status: 200,
    verify: (answer) => {
      const detail = answer.json as { label: string; hari: string }
      return unless(
        detail.label === body.label,
        `GET api/shift/{id} (baru dibuat): expected label ${body.label}, received ${detail.label}`,
      )
    },
  })
  await expectCall(ctx, {
    endpoint: 'shiftUpdate',
    json: { ...body, idshift: id, label: `${body.label} Ubah`, lokasi_masuk: 1 },
    status: 200,
  })
  await expectCall(ctx, { endpoint: 'shiftDelete', params: { id }, status: 200 })
  await expectCall(ctx, { endpoint: 'shiftDetail', params: { id }, note: 'sudah dihapus', status: 404 })
}
