import { contract } from '../../../src/contract/index.ts'
import type { RunContext } from '../context.ts'
import { expectCall } from '../expect-call.ts'
import { unless } from './shared.ts'

/**
 * The Data screen: status; then (full run only) the whole database out, the same file back in, and
 * back to the demo data. Import and reset end every session: the run logs in again after each and
 * checks that the old token is refused.
 */
export async function dataChecks(ctx: RunContext): Promise<void> {
  await expectCall(ctx, { endpoint: 'dataStatus', status: 200 })
  const exported = await expectCall(ctx, { endpoint: 'dataEkspor', status: 200 })
  if (exported?.status === 200) {
    await expectCall(ctx, {
      endpoint: 'dataStatus',
      note: 'sesudah ekspor',
      status: 200,
      verify: (answer) =>
        unless(
          (answer.json as { ekspor_terakhir: unknown }).ekspor_terakhir !== null,
          `GET ${contract.dataStatus.path} (sesudah ekspor): expected ekspor_terakhir to be set`,
        ),
    })
    await endsSessions(
      ctx,
      'impor',
      await expectCall(ctx, {
        endpoint: 'dataImpor',
        file: exported.bytes,
        note: 'berkas ekspor tadi',
        status: 200,
      }),
    )
  }
  await endsSessions(ctx, 'reset', await expectCall(ctx, { endpoint: 'dataReset', status: 200 }))
}

/** After an import or reset: the token used before is refused, and the run logs in again. */
async function endsSessions(ctx: RunContext, call: 'impor' | 'reset', answer: { status: number } | null) {
  if (answer?.status !== 200) return
  const old = ctx.admin
  await ctx.relogin()
  await expectCall(ctx, {
    endpoint: 'cekPengguna',
    as: { token: old },
    note: `sesi lama sesudah ${call}`,
    status: 401,
  })
}
