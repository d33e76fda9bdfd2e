import type { BukuCutiPegawai, SaldoCutiRow } from '../../../src/contract/cuti-saldo.ts'
import type { RunContext } from '../context.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import type { Answer } from '../http.ts'
import { saldoCutiQuery } from '../witnesses.ts'
import { OTHER_UNIT, unless } from './shared.ts'

/**
 * Leave balances (issue 31, an extension): the Saldo Cuti report (each row's figures add up to its
 * balance), an employee's ledger (each line's balance is the one before plus its days), the
 * adjustment's refusals, and an adjustment of +1 then −1 read back in the ledger (nets to nothing).
 */

/** The report's balance is its figures' sum: what a reader checks by hand. */
const sumOf = (row: SaldoCutiRow) =>
  row.alokasi + row.dibawa - row.cuti_bersama - row.diambil + row.dikembalikan + row.penyesuaian - row.hangus

function reportRules(tahun: string) {
  return (answer: Answer) => {
    const body = answer.json as { tahun: number; datae: SaldoCutiRow[] }
    const wrong = body.datae.find((row) => sumOf(row) !== row.sisa)
    return [
      ...unless(String(body.tahun) === tahun, `GET api/cuti/saldo: tahun ${body.tahun}, asked for ${tahun}`),
      ...unless(
        !wrong,
        `GET api/cuti/saldo: the figures of idp ${wrong?.idp} add up to ${wrong && sumOf(wrong)}, sisa ${wrong?.sisa}`,
      ),
    ]
  }
}

function ledgerRules(answer: Answer) {
  const body = answer.json as BukuCutiPegawai
  const broken = body.periode.find((year) => {
    let saldo = 0
    for (const line of year.mutasi) {
      saldo += line.hari
      if (line.saldo !== saldo) return true
    }
    return saldo !== year.sisa
  })
  return unless(!broken, `GET api/cuti/saldo/{idp}: the running balance of ${broken?.mulai} does not add up`)
}

export async function cutiSaldoChecks(ctx: RunContext): Promise<void> {
  const { today, ids } = ctx.fixtures
  const query = saldoCutiQuery(today)
  await expectCall(ctx, {
    endpoint: 'cutiSaldoLaporan',
    query,
    status: 200,
    verify: reportRules(query.tahun),
  })
  await expectCall(ctx, {
    endpoint: 'cutiSaldoLaporan',
    query: { ...query, kode: OTHER_UNIT },
    as: 'unit',
    note: 'unit lain',
    status: 403,
  })
  const idp = ids.pegawai
  if (idp === null) {
    skipCheck(ctx, { endpoint: 'cutiSaldoPegawai' }, 'the backend lists no employee')
    return
  }
  await expectCall(ctx, { endpoint: 'cutiSaldoPegawai', params: { idp }, status: 200, verify: ledgerRules })
  const adjustment = { idp, tgl: today, hari: 1, keterangan: 'Uji Kontrak' }
  await expectCall(ctx, {
    endpoint: 'cutiPenyesuaian',
    json: { ...adjustment, keterangan: ' ' },
    note: 'tanpa alasan',
    status: 400,
  })
  await expectCall(ctx, {
    endpoint: 'cutiPenyesuaian',
    json: { ...adjustment, hari: 0 },
    note: 'nol hari',
    status: 400,
  })
  await adjustmentRoundTrip(ctx, idp, adjustment)
}

/** +1 day read back in the ledger, then −1 (the balance as it was). */
async function adjustmentRoundTrip(
  ctx: RunContext,
  idp: number,
  adjustment: { idp: number; tgl: string; hari: number; keterangan: string },
): Promise<void> {
  const added = await expectCall(ctx, {
    endpoint: 'cutiPenyesuaian',
    json: adjustment,
    note: '+1',
    status: 200,
  })
  const saved = added && bodyOf('cutiPenyesuaian', added)
  if (!saved) return
  await expectCall(ctx, {
    endpoint: 'cutiSaldoPegawai',
    params: { idp },
    note: 'sesudah penyesuaian',
    status: 200,
    verify: (answer) => {
      const lines = (answer.json as BukuCutiPegawai).periode.flatMap((year) => year.mutasi)
      return unless(
        lines.some((line) => line.idmutasi === saved.idmutasi && line.hari === 1),
        `GET api/cuti/saldo/{idp}: adjustment ${saved.idmutasi} not in the ledger`,
      )
    },
  })
  await expectCall(ctx, {
    endpoint: 'cutiPenyesuaian',
    json: { ...adjustment, hari: -1, keterangan: 'Uji Kontrak (dibatalkan)' },
    note: '−1',
    status: 200,
  })
}
