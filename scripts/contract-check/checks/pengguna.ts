import { contract } from '../../../src/contract/index.ts'
import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { look, onListedRow, RUN_STAMP, unless } from './shared.ts'

const cekSays = (expected: 'ok' | 'gagal') => (answer: { json: unknown }) =>
  unless(
    (answer.json as { status: string }).status === expected,
    `GET ${contract.penggunaCekUsername.path}: expected status '${expected}', received '${(answer.json as { status: string }).status}'`,
  )

/** Users: list, detail, name check; a taken name and deleting oneself (409); create → update → delete. */
export async function penggunaChecks(ctx: RunContext): Promise<void> {
  await expectCall(ctx, { endpoint: 'penggunaList', status: 200 })
  await onListedRow(ctx, ctx.fixtures.ids.pengguna, (iduser) => ({
    endpoint: 'penggunaDetail',
    params: { iduser },
    status: 200,
  }))
  const self = (await look(ctx, 'cekPengguna'))?.datae
  const usernama = `uji.${RUN_STAMP.toLowerCase()}`
  await expectCall(ctx, {
    endpoint: 'penggunaCekUsername',
    params: { usernama },
    query: { iduser: '' },
    note: 'bebas',
    status: 200,
    verify: cekSays('ok'),
  })
  const kode = (await look(ctx, 'kantorList'))?.datae[0]?.kode
  if (!self || !kode) return skipCheck(ctx, { endpoint: 'penggunaCreate' }, 'no session user or office')
  await expectCall(ctx, {
    endpoint: 'penggunaCekUsername',
    params: { usernama: self.usernama },
    query: { iduser: '' },
    note: 'sudah dipakai',
    status: 200,
    verify: cekSays('gagal'),
  })
  const body = {
    usernama,
    namalengkap: 'Pengguna Uji Kontrak',
    levelx: 1 as const,
    pass: 'rahasia1',
    ids: kode,
  }
  await expectCall(ctx, {
    endpoint: 'penggunaCreate',
    json: { ...body, usernama: self.usernama },
    note: 'nama sudah dipakai',
    status: 409,
  })
  await expectCall(ctx, {
    endpoint: 'penggunaDelete',
    params: { iduser: self.iduser },
    note: 'akun sendiri',
    status: 409,
  })
  await expectCall(ctx, {
    endpoint: 'penggunaUpdate',
    json: {
      iduser: self.iduser,
      usernama: self.usernama,
      namalengkap: self.namalengkap,
      levelx: 1,
      pass: '',
      ids: kode,
    },
    note: 'turunkan akun sendiri',
    status: 409,
  })
  await expectCall(ctx, {
    endpoint: 'penggunaUpdate',
    json: { ...body, iduser: UNKNOWN_ID, pass: '' },
    note: 'id tidak ada',
    status: 404,
  })
  const created = bodyOf(
    'penggunaCreate',
    await expectCall(ctx, { endpoint: 'penggunaCreate', json: body, status: 200 }),
  )
  if (!created) return
  const iduser = created.iduser
  await expectCall(ctx, { endpoint: 'penggunaDetail', params: { iduser }, note: 'baru dibuat', status: 200 })
  await expectCall(ctx, {
    endpoint: 'penggunaUpdate',
    json: { ...body, iduser, pass: '', namalengkap: 'Pengguna Uji Ubah' },
    status: 200,
  })
  await expectCall(ctx, { endpoint: 'penggunaDelete', params: { iduser }, status: 200 })
  await expectCall(ctx, {
    endpoint: 'penggunaDetail',
    params: { iduser },
    note: 'sudah dihapus',
    status: 404,
  })
}
