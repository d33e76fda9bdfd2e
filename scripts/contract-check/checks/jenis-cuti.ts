import { JENIS_IJIN, type JenisCutiInput } from '../../../src/contract/jenis-cuti.ts'
import type { RunContext } from '../context.ts'
import { bodyOf, expectCall } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { onListedRow, RUN_STAMP, unless } from './shared.ts'

/**
 * Leave types (issue 31, an extension): the list and a detail, the spec's Ijin refused a delete and
 * a deactivation, a taken code (409), then create → read back → update → delete.
 */
export async function jenisCutiChecks(ctx: RunContext): Promise<void> {
  const types =
    bodyOf('jenisCutiList', await expectCall(ctx, { endpoint: 'jenisCutiList', status: 200 }))?.datae ?? []
  await onListedRow(ctx, ctx.fixtures.ids.jenisCuti, (idjenis) => ({
    endpoint: 'jenisCutiDetail',
    params: { idjenis },
    status: 200,
  }))
  await expectCall(ctx, {
    endpoint: 'jenisCutiDelete',
    params: { idjenis: JENIS_IJIN },
    note: 'Ijin bawaan spesifikasi',
    status: 409,
  })
  const ijin = types.find((row) => row.idjenis === JENIS_IJIN)
  if (ijin)
    await expectCall(ctx, {
      endpoint: 'jenisCutiUpdate',
      json: { ...ijin, aktif: 0 },
      note: 'Ijin dinonaktifkan',
      status: 409,
    })
  // RUN_STAMP is six characters: 'U' + it fits the 10 of a code.
  const body: JenisCutiInput = {
    ...{ kode: `U${RUN_STAMP}`, nama: `Cuti Uji ${RUN_STAMP}`, hitung: 'cuti', perlu_surat: 0 },
    ...{ pakai_saldo: 0, kuota: 2, kuota_per: 'peristiwa', maks_hari: 2, hari_kalender: 0 },
    ...{ masa_kerja_bulan: 0, tanpa_upah: 0, aktif: 1 },
  }
  if (ijin)
    await expectCall(ctx, {
      endpoint: 'jenisCutiCreate',
      json: { ...body, kode: ijin.kode },
      note: 'kode sudah ada',
      status: 409,
    })
  await expectCall(ctx, {
    endpoint: 'jenisCutiUpdate',
    json: { ...body, idjenis: UNKNOWN_ID },
    note: 'id tidak ada',
    status: 404,
  })
  const created = bodyOf(
    'jenisCutiCreate',
    await expectCall(ctx, { endpoint: 'jenisCutiCreate', json: body, status: 200 }),
  )
  if (!created) return
  const { idjenis } = created
  await expectCall(ctx, {
    endpoint: 'jenisCutiDetail',
    params: { idjenis },
    note: 'baru dibuat',
    status: 200,
    verify: (answer) => {
      const row = answer.json as { kode: string; kuota: number }
      return unless(
        row.kode === body.kode && row.kuota === body.kuota,
        `GET api/jeniscuti/{idjenis} (baru dibuat): expected ${body.kode} kuota ${body.kuota}, received ${row.kode} kuota ${row.kuota}`,
      )
    },
  })
  await expectCall(ctx, {
    endpoint: 'jenisCutiUpdate',
    json: { ...body, idjenis, nama: `${body.nama} Ubah`, aktif: 0 },
    status: 200,
  })
  await expectCall(ctx, { endpoint: 'jenisCutiDelete', params: { idjenis }, status: 200 })
  await expectCall(ctx, {
    endpoint: 'jenisCutiDetail',
    params: { idjenis },
    note: 'sudah dihapus',
    status: 404,
  })
}
