import { contract } from '../../../src/contract/index.ts'
import type { RunContext } from '../context.ts'
import { expectCall } from '../expect-call.ts'
import { unless } from './shared.ts'

/** Login, the session check and the dashboard counts; logout last (logoutChecks). */
export async function sessionChecks(ctx: RunContext): Promise<void> {
  await expectCall(ctx, {
    endpoint: 'login',
    json: ctx.options.admin,
    status: 200,
    // This check's own session is ended again, so --read-only leaves no session behind.
    readOnlySafe: true,
    verify: async (answer) => {
      const token = (answer.json as { data: { token_app: string } }).data.token_app
      await ctx.http.send(contract.logout.method, contract.logout.path, { token })
      return []
    },
  })
  await expectCall(ctx, {
    endpoint: 'cekPengguna',
    status: 200,
    verify: (answer) => {
      const { datae } = answer.json as { datae: { usernama: string; levelx: number } }
      return unless(
        datae.usernama === ctx.options.admin.usernama && datae.levelx === 0,
        `GET ${contract.cekPengguna.path}: expected the --admin user at level 0, received ${datae.usernama} at level ${datae.levelx}`,
      )
    },
  })
  await expectCall(ctx, { endpoint: 'beranda', status: 200 })
}

/** Logging out ends the session: the token is refused afterwards. Last, as it ends the run's sessions. */
export async function logoutChecks(ctx: RunContext): Promise<void> {
  for (const as of ['admin', 'unit'] as const) {
    const token = as === 'admin' ? ctx.admin : ctx.unit
    const note = as === 'unit' ? 'Admin Unit' : undefined
    const answer = await expectCall(ctx, { endpoint: 'logout', as, note, status: 200, readOnlySafe: true })
    if (answer?.status === 200 && token)
      await expectCall(ctx, { endpoint: 'cekPengguna', as: { token }, note: 'sesudah keluar', status: 401 })
  }
}
