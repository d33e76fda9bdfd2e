import { contract } from '../../../src/contract/index.ts'
import type { PresensiHariIni } from '../../../src/contract/presensi.ts'
import type { RunContext } from '../context.ts'
import { daysBefore } from '../dates.ts'
import { bodyOf, expectCall, skipCheck } from '../expect-call.ts'
import { unless } from './shared.ts'

/**
 * The employee app (issue 17, docs/presensi-pegawai.md). Without --pegawai: the tokens never cross
 * (an admin token on an app call is 401) and a wrong password is 401. With it: today, the month,
 * the own requests; a check-in at the first allowed area when the employee may check in now, the
 * second one refused (409), the check-out, and the admin deleting that record again; a leave
 * request far ahead, its overlap refused (409), rejected again by the admin; the password set to
 * itself; logout last. Data-dependent steps are skipped, saying why, when today allows none.
 */
export async function presensiChecks(ctx: RunContext): Promise<void> {
  await expectCall(ctx, { endpoint: 'presensiHariIni', note: 'token admin', status: 401 })
  if (ctx.options.readOnly)
    skipCheck(
      ctx,
      { endpoint: 'presensiLogin', note: 'salah' },
      'a failed login is counted: not sent with --read-only',
    )
  else
    await expectCall(ctx, {
      endpoint: 'presensiLogin',
      as: 'nobody',
      json: { nip: 'NIP-TIDAK-ADA', pass: 'salah-sekali' },
      note: 'salah',
      status: 401,
    })
  const employee = ctx.pegawai
  if (!employee)
    return skipCheck(ctx, { endpoint: 'presensiHariIni' }, 'employee-app check: needs --pegawai NIP:PASS')
  const as = { token: employee.token }
  await expectCall(ctx, { endpoint: 'cekPengguna', as, note: 'token pegawai', status: 401 })
  const today = bodyOf(
    'presensiHariIni',
    await expectCall(ctx, { endpoint: 'presensiHariIni', as, status: 200 }),
  )
  await expectCall(ctx, {
    endpoint: 'presensiRiwayat',
    as,
    query: { bulan: ctx.fixtures.today.slice(0, 7) },
    status: 200,
  })
  await expectCall(ctx, { endpoint: 'presensiIjinList', as, status: 200 })
  await expectCall(ctx, { endpoint: 'presensiJenisCuti', as, status: 200 })
  await expectCall(ctx, { endpoint: 'presensiSaldoCuti', as, status: 200 })
  if (today) await checkInAndOut(ctx, as, today)
  await leaveRequest(ctx, as)
  await expectCall(ctx, {
    endpoint: 'presensiSandi',
    as,
    json: { lama: ctx.options.pegawai?.pass, baru: ctx.options.pegawai?.pass },
    note: 'sandi yang sama',
    status: 200,
  })
  await expectCall(ctx, { endpoint: 'presensiLogout', as, status: 200, readOnlySafe: true })
  await expectCall(ctx, { endpoint: 'presensiHariIni', as, note: 'sesudah keluar', status: 401 })
}

/**
 * What today allows: a whole check-in and check-out (then deleted by the admin) when the employee
 * may check in now; otherwise the refusals of what it does not allow, which write nothing.
 */
async function checkInAndOut(ctx: RunContext, as: { token: string }, today: PresensiHariIni) {
  const place = today.area_datang.daftar[0] ?? { lat: 0, lng: 0 }
  const body = { lat: place.lat, lng: place.lng, akurasi: 5, foto: SELFIE }
  await expectCall(ctx, {
    endpoint: 'presensiDatang',
    as,
    json: { ...body, foto: 'bukan-foto' },
    note: 'foto salah',
    status: 400,
  })
  if (today.berikutnya !== 'datang') {
    await expectCall(ctx, {
      endpoint: 'presensiDatang',
      as,
      json: body,
      note: 'tidak boleh datang sekarang',
      status: 409,
    })
    if (today.berikutnya === null)
      await expectCall(ctx, {
        endpoint: 'presensiPulang',
        as,
        json: body,
        note: 'tidak boleh pulang sekarang',
        status: 409,
      })
    return
  }
  const saved = bodyOf(
    'presensiDatang',
    await expectCall(ctx, { endpoint: 'presensiDatang', as, json: body, status: 200 }),
  )
  if (!saved) return
  await expectCall(ctx, { endpoint: 'presensiDatang', as, json: body, note: 'sudah datang', status: 409 })
  const leave = today.area_pulang.daftar[0] ?? place
  await expectCall(ctx, {
    endpoint: 'presensiPulang',
    as,
    json: { ...body, lat: leave.lat, lng: leave.lng },
    status: 200,
    verify: (answer) =>
      unless(
        (answer.json as { data: { id: number } }).data.id === saved.data.id,
        `POST ${contract.presensiPulang.path}: expected the check-in's record ${saved.data.id}`,
      ),
  })
  await expectCall(ctx, {
    endpoint: 'absensiDelete',
    params: { id: saved.data.id },
    note: 'absen aplikasi',
    status: 200,
  })
}

async function leaveRequest(ctx: RunContext, as: { token: string }) {
  // A week 300 days ahead: free of other requests, and holding a working day whatever the schedule.
  const body = {
    tglawal: daysBefore(ctx.fixtures.today, -300),
    tglakhir: daysBefore(ctx.fixtures.today, -306),
    kategori: 1,
    sebab: 'Uji kontrak',
    keterangan: '',
  }
  const created = bodyOf(
    'presensiIjinCreate',
    await expectCall(ctx, { endpoint: 'presensiIjinCreate', as, json: body, status: 200 }),
  )
  if (!created) return
  await expectCall(ctx, { endpoint: 'presensiIjinCreate', as, json: body, note: 'bertabrakan', status: 409 })
  await expectCall(ctx, {
    endpoint: 'ijinVerify',
    json: { idj: created.idj, disetujui: 9, catatan: 'Uji kontrak' },
    note: 'pengajuan dari aplikasi',
    status: 200,
  })
  // Issue 31: a rejected request is no longer the employee's to cancel.
  await expectCall(ctx, {
    endpoint: 'presensiIjinBatal',
    as,
    params: { idj: created.idj },
    json: { alasan: 'Uji kontrak' },
    note: 'sudah ditolak',
    status: 409,
  })
}

/** A 1×1 JPEG: what the app sends is a JPEG data URL. */
const SELFIE =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA='
