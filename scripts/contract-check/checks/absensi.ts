import { contract } from '../../../src/contract/index.ts'
import type { RunContext } from '../context.ts'
import { daysBefore } from '../dates.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { UNKNOWN_ID } from '../sweeps.ts'
import { PEGAWAI_LIST_QUERY } from '../witnesses.ts'
import { look, onListedRow, unless } from './shared.ts'

/** A date and an employee, and what may be entered for them then (GET api/absensi/cek). */
type Slot = {
  tgl: string
  idp: number
}

/**
 * Finds, through the check endpoint, a day on which an employee may arrive (for the writes) and
 * one on which an employee already arrived (for the 409): tomorrow and today first (a backend's
 * history usually ends today), then the past week.
 */
async function findSlots(ctx: RunContext): Promise<{ free: Slot | null; arrived: Slot | null }> {
  const employees = ((await look(ctx, 'pegawaiList', undefined, PEGAWAI_LIST_QUERY))?.datae ?? [])
    .filter((employee) => employee.idshift !== null && employee.status === 0)
    .slice(0, 20)
  let free: Slot | null = null
  let arrived: Slot | null = null
  for (const back of [-1, 0, 1, 2, 3]) {
    const tgl = daysBefore(ctx.fixtures.today, back)
    for (const { idp } of employees) {
      if (free && arrived) return { free, arrived }
      const cek = await look(ctx, 'absensiCek', { tgl, idp })
      if (cek?.jenis === 'datang') free ??= { tgl, idp }
      if (cek?.jenis === 'pulang') arrived ??= { tgl, idp }
    }
  }
  return { free, arrived }
}

const datang = (slot: Slot) => ({
  ...slot,
  waktu: '07:10',
  idar: 0,
  device: '1',
  status: 0,
  catatan: 'Uji kontrak',
})
const pulang = (slot: Slot) => ({ ...slot, waktu: '15:00', idar: 0, device: '1', catatan: '' })

/** Manual attendance: check and history; refusals (404, 409); arrive → check → depart → delete. */
export async function absensiChecks(ctx: RunContext): Promise<void> {
  const { today, ids } = ctx.fixtures
  await onListedRow(ctx, ids.pegawai, (idp) => ({ endpoint: 'absensiRiwayat', params: { idp }, status: 200 }))
  await onListedRow(ctx, ids.pegawai, (idp) => ({
    endpoint: 'absensiCek',
    params: { tgl: today, idp },
    status: 200,
  }))
  const { free, arrived } = await findSlots(ctx)
  if (arrived)
    await expectCall(ctx, {
      endpoint: 'absensiDatang',
      json: datang(arrived),
      note: 'sudah datang',
      status: 409,
    })
  else
    skipCheck(
      ctx,
      { endpoint: 'absensiDatang', note: 'sudah datang' },
      'no arrival without departure in the manual-entry window',
    )
  if (!free)
    return skipCheck(
      ctx,
      { endpoint: 'absensiDatang' },
      'no employee free to arrive in the manual-entry window',
    )
  await expectCall(ctx, { endpoint: 'absensiPulang', json: pulang(free), note: 'belum datang', status: 409 })
  await expectCall(ctx, {
    endpoint: 'absensiDatang',
    json: datang({ ...free, idp: UNKNOWN_ID }),
    note: 'id tidak ada',
    status: 404,
  })
  const created = bodyOf(
    'absensiDatang',
    await expectCall(ctx, { endpoint: 'absensiDatang', json: datang(free), status: 200 }),
  )
  if (!created) return
  await expectCall(ctx, {
    endpoint: 'absensiCek',
    params: { ...free },
    note: 'sesudah datang',
    status: 200,
    verify: (answer) =>
      unless(
        (answer.json as { jenis: unknown }).jenis === 'pulang',
        `GET ${contract.absensiCek.path} (sesudah datang): expected jenis 'pulang'`,
      ),
  })
  await expectCall(ctx, { endpoint: 'absensiPulang', json: pulang(free), status: 200 })
  await expectCall(ctx, { endpoint: 'absensiDelete', params: { id: created.id }, status: 200 })
  await expectCall(ctx, {
    endpoint: 'absensiDelete',
    params: { id: created.id },
    note: 'sudah dihapus',
    status: 404,
  })
}
