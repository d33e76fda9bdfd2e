import type { MesinInput } from '../../../src/contract/mesin.ts'
import type { RunContext } from '../context.ts'
import { bodyOf, expectCall } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { look, RUN_STAMP, unless } from './shared.ts'

/**
 * Fingerprint machines (issue 32, an extension): the lists, then create → read back → a taken
 * serial number (409) → update → delete → gone (404). The machine this run registers never pushes.
 */
export async function mesinChecks(ctx: RunContext): Promise<void> {
  await expectCall(ctx, { endpoint: 'mesinList', status: 200 })
  await expectCall(ctx, { endpoint: 'mesinTakDikenal', status: 200 })
  const units = (await look(ctx, 'kantorList'))?.datae ?? []
  const kode = units[0]?.kode
  if (!kode) return
  // Serial numbers are compared upper-case: the lower-case one sent is stored upper-case.
  const body: MesinInput = { nama: `Mesin Uji ${RUN_STAMP}`, sn: `uji-${RUN_STAMP}`, kode, arah: 'urutan' }
  await expectCall(ctx, {
    endpoint: 'mesinUpdate',
    json: { ...body, idmesin: UNKNOWN_ID },
    note: 'id tidak ada',
    status: 404,
  })
  const created = bodyOf(
    'mesinCreate',
    await expectCall(ctx, { endpoint: 'mesinCreate', json: body, status: 200 }),
  )
  if (!created) return
  const { idmesin } = created
  await expectCall(ctx, {
    endpoint: 'mesinDetail',
    params: { idmesin },
    note: 'baru dibuat',
    status: 200,
    verify: (answer) => {
      const row = answer.json as { sn: string; kode: string; jumlah_scan: number }
      const sn = body.sn.toUpperCase()
      return unless(
        row.sn === sn && row.kode === kode && row.jumlah_scan === 0,
        `GET api/mesin/{idmesin} (baru dibuat): expected ${sn} of ${kode} without punches, received ${row.sn} of ${row.kode} with ${row.jumlah_scan}`,
      )
    },
  })
  await expectCall(ctx, {
    endpoint: 'mesinCreate',
    json: { ...body, nama: `${body.nama} Kembar` },
    note: 'nomor seri sudah dipakai',
    status: 409,
  })
  await expectCall(ctx, { endpoint: 'mesinUpdate', json: { ...body, idmesin, aktif: 0 }, status: 200 })
  await expectCall(ctx, { endpoint: 'mesinDelete', params: { idmesin }, status: 200 })
  await expectCall(ctx, { endpoint: 'mesinDetail', params: { idmesin }, note: 'sudah dihapus', status: 404 })
}
