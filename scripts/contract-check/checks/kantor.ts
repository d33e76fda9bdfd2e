import { UNKNOWN_KODE } from '../calls.ts'
import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { look, RUN_STAMP, unless } from './shared.ts'

/**
 * Units (issue 20, docs/master-data.md): the list and one unit; a taken code or name (409); a
 * unit this run adds, edits and deletes; a unit employees use is not deleted (409); unknown
 * codes (404).
 */
export async function kantorChecks(ctx: RunContext): Promise<void> {
  const units =
    bodyOf('kantorList', await expectCall(ctx, { endpoint: 'kantorList', status: 200 }))?.datae ?? []
  const [first, second] = units
  for (const [endpoint, note] of [
    ['kantorDetail', 'kode tidak ada'],
    ['kantorDelete', 'kode tidak ada'],
  ] as const)
    await expectCall(ctx, { endpoint, params: { kode: UNKNOWN_KODE }, note, status: 404 })
  await expectCall(ctx, {
    endpoint: 'kantorUpdate',
    json: { kode: UNKNOWN_KODE, cabang: `Tidak Ada ${RUN_STAMP}`, alamat: '', kepala: '' },
    note: 'kode tidak ada',
    status: 404,
  })
  if (!first || !second) {
    for (const spec of [
      { endpoint: 'kantorDetail', note: undefined },
      { endpoint: 'kantorCreate', note: 'kode sudah ada' },
      { endpoint: 'kantorDelete', note: 'dipakai' },
    ] as const)
      skipCheck(ctx, spec, 'the backend lists fewer than two units')
    return
  }
  await expectCall(ctx, {
    endpoint: 'kantorDetail',
    params: { kode: first.kode },
    status: 200,
    verify: (answer) =>
      unless(
        JSON.stringify(answer.json) === JSON.stringify(first),
        'GET api/kantor/{kode}: differs from its row in GET api/kantor',
      ),
  })
  await expectCall(ctx, {
    endpoint: 'kantorCreate',
    json: { kode: first.kode, cabang: `Unit Uji ${RUN_STAMP}`, alamat: '', kepala: '' },
    note: 'kode sudah ada',
    status: 409,
  })
  await addEditDelete(ctx, second.cabang)
  await expectCall(ctx, {
    endpoint: 'kantorDelete',
    params: { kode: second.kode },
    note: 'dipakai',
    status: 409,
  })
}

/** A unit of this run: added, renamed to a taken name (409), edited, deleted. */
async function addEditDelete(ctx: RunContext, takenName: string) {
  const unit = {
    kode: `UJI${RUN_STAMP}`,
    cabang: `Unit Uji Kontrak ${RUN_STAMP}`,
    alamat: 'Jl. Uji No. 1',
    kepala: '',
  }
  const listed = async () => (await look(ctx, 'kantorList'))?.datae ?? []
  const added = await expectCall(ctx, { endpoint: 'kantorCreate', json: unit, status: 200 })
  if (!bodyOf('kantorCreate', added)) return
  await expectCall(ctx, {
    endpoint: 'kantorUpdate',
    json: { ...unit, cabang: takenName },
    note: 'nama sudah ada',
    status: 409,
  })
  const edited = { ...unit, kepala: 'Kepala Uji Kontrak' }
  await expectCall(ctx, {
    endpoint: 'kantorUpdate',
    json: edited,
    status: 200,
    verify: async () =>
      unless(
        (await listed()).some((row) => JSON.stringify(row) === JSON.stringify(edited)),
        'PUT api/kantor: GET api/kantor does not list the unit as saved',
      ),
  })
  await expectCall(ctx, {
    endpoint: 'kantorDelete',
    params: { kode: unit.kode },
    status: 200,
    verify: async () =>
      unless(
        !(await listed()).some((row) => row.kode === unit.kode),
        'DELETE api/kantor/{kode}: still listed',
      ),
  })
}
