import { absensiChecks } from './checks/absensi.ts'
import { areaChecks } from './checks/area.ts'
import { cutiSaldoChecks } from './checks/cuti-saldo.ts'
import { dataChecks } from './checks/data.ts'
import { ijinChecks } from './checks/ijin.ts'
import { jejakPerubahanChecks } from './checks/jejak-perubahan.ts'
import { jenisCutiChecks } from './checks/jenis-cuti.ts'
import { kalenderChecks } from './checks/kalender.ts'
import { laporanChecks } from './checks/laporan.ts'
import { liburChecks } from './checks/libur.ts'
import { masterChecks } from './checks/master.ts'
import { mesinChecks } from './checks/mesin.ts'
import { pegawaiChecks } from './checks/pegawai.ts'
import { penggunaChecks } from './checks/pengguna.ts'
import { presensiChecks } from './checks/presensi.ts'
import { logoutChecks, sessionChecks } from './checks/session.ts'
import { shiftChecks } from './checks/shift.ts'
import type { RunContext } from './context.ts'
import { discoverFixtures } from './fixtures.ts'
import { HttpClient } from './http.ts'
import { probeUnknownAddress } from './missing-calls.ts'
import type { CheckOptions } from './options.ts'
import type { CheckResult } from './results.ts'
import { Results } from './results.ts'
import { logIn, logInEmployee, runSetupHook } from './session.ts'
import { garbageChecks, levelOneChecks, unauthenticatedChecks, unknownIdChecks } from './sweeps.ts'

/** The groups in run order: sweeps first (all refusals), the domains, the whole-database calls last. */
const GROUPS: [string, (ctx: RunContext) => Promise<void>][] = [
  ['tanpa token', unauthenticatedChecks],
  ['Admin Unit', levelOneChecks],
  ['isian salah', garbageChecks],
  ['id tidak ada', unknownIdChecks],
  ['sesi', sessionChecks],
  ['master', masterChecks],
  ['jadwal', shiftChecks],
  ['libur', liburChecks],
  ['kalender', kalenderChecks],
  ['jenis cuti', jenisCutiChecks],
  ['area', areaChecks],
  ['mesin', mesinChecks],
  ['pegawai', pegawaiChecks],
  ['pengguna', penggunaChecks],
  ['absensi', absensiChecks],
  ['ijin', ijinChecks],
  ['saldo cuti', cutiSaldoChecks],
  ['jejak perubahan', jejakPerubahanChecks],
  ['laporan', laporanChecks],
  ['presensi pegawai', presensiChecks],
  ['data', dataChecks],
  ['keluar', logoutChecks],
]

/**
 * Runs every check against `options.base`, reporting each result as it comes (a few are held back
 * until every call is judged: results.ts).
 */
export async function runChecks(
  options: CheckOptions,
  onResult: (result: CheckResult) => void,
): Promise<Results> {
  const http = new HttpClient(options.base)
  let admin = await logIn(http, options.admin, '--admin')
  if (options.setupUrl) {
    await runSetupHook(http, options.setupUrl, admin)
    // The hook may end every session (ours does): log in again on the state it made.
    admin = await logIn(http, options.admin, '--admin')
  }
  const fixtures = await discoverFixtures({ http, admin })
  const ctx: RunContext = {
    http,
    options,
    results: new Results(onResult),
    admin,
    unit: options.unit ? await logIn(http, options.unit, '--unit') : null,
    pegawai: options.pegawai ? await logInEmployee(http, options.pegawai, fixtures.nipPegawai) : null,
    fixtures,
    unknownAddress: await probeUnknownAddress(http, admin),
    group: '',
    async relogin() {
      ctx.admin = await logIn(http, options.admin, '--admin')
      if (options.unit) ctx.unit = await logIn(http, options.unit, '--unit')
    },
  }
  for (const [group, run] of GROUPS) {
    ctx.group = group
    await run(ctx)
  }
  ctx.results.settle()
  return ctx.results
}
