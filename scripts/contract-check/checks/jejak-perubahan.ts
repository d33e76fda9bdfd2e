import { contract } from '../../../src/contract/index.ts'
import type { JejakEntry } from '../../../src/contract/jejak-perubahan.ts'
import type { RunContext } from '../context.ts'
import { expectCall } from '../expect-call.ts'
import { unless } from './shared.ts'

const path = contract.jejakPerubahanList.path

/**
 * The audit trail, after the checks before it wrote: the list (not empty, unless --read-only
 * wrote nothing), each filter keeping only what it names, and a date range that ends before it
 * starts (400).
 */
export async function jejakPerubahanChecks(ctx: RunContext): Promise<void> {
  await expectCall(ctx, {
    endpoint: 'jejakPerubahanList',
    status: 200,
    verify: (answer) => {
      const { datae, total } = answer.json as { datae: JejakEntry[]; total: number }
      // With --read-only nothing was written, so the trail may well be empty.
      const wrote = !ctx.options.readOnly
      return unless(
        !wrote || (total > 0 && datae.length > 0),
        `GET ${path}: expected entries of the checks before`,
      )
    },
  })
  for (const jenis of ['tambah', 'ubah', 'hapus'] as const)
    await expectCall(ctx, {
      endpoint: 'jejakPerubahanList',
      query: { jenis, halaman: '100' },
      note: `jenis ${jenis}`,
      status: 200,
      verify: (answer) => {
        const other = (answer.json as { datae: JejakEntry[] }).datae.find((entry) => entry.jenis !== jenis)
        return unless(!other, `GET ${path}?jenis=${jenis}: answered an entry of kind '${other?.jenis}'`)
      },
    })
  await expectCall(ctx, {
    endpoint: 'jejakPerubahanList',
    query: { dari: '2026-02-01', sampai: '2026-01-01' },
    note: 'tanggal akhir sebelum awal',
    status: 400,
  })
}
