import type { PresensiSessionUser } from './contract/presensi.ts'
import { registerShellWorker } from './ui/features/presensi/install.ts'
import { savePegawaiSession, setPegawaiNotice } from './ui/features/presensi/pegawai-session.ts'
import { renderPresensi } from './ui/features/presensi/presensi-pegawai.tsx'
import { OPEN_AS_PARAM } from './ui/features/presensi/presensi-routes.ts'
import { whenBackendReady } from './ui/lib/backend.ts'
import { currentToken } from './ui/lib/session.ts'

/**
 * Composition root of the employee app (/presensi), loaded by src/main.tsx instead of the admin's
 * screens: the one place that knows both the employee app and, in mock mode, the local server
 * ('Buka sebagai pegawai'). Its own chunk; the admin's first download carries none of it.
 */
export function startPresensi(root: HTMLElement) {
  renderPresensi(root)
  // Spelled out here, not DEMO_MODE, so the live build drops this branch and the mock's code with it.
  if (import.meta.env.VITE_API_MODE !== 'live') void openAsEmployeeFromAddress()
  // A production live build has the shell worker (dev serves no built files to keep).
  else if (import.meta.env.PROD) registerShellWorker()
}

type OpenAnswer = { status: 'sukses'; data: PresensiSessionUser } | { status: 'gagal'; pesan: string }

/**
 * /presensi/?sebagai=<idp>, opened by the admin's 'Buka sebagai pegawai': the employee's session is
 * opened by the local server on the authority of the admin signed in in this browser. The address
 * loses the parameter at once (a reload must not open it again).
 */
async function openAsEmployeeFromAddress() {
  const address = new URL(window.location.href)
  const idp = Number(address.searchParams.get(OPEN_AS_PARAM))
  if (!address.searchParams.has(OPEN_AS_PARAM)) return
  address.searchParams.delete(OPEN_AS_PARAM)
  window.history.replaceState(null, '', address)
  const adminToken = currentToken()
  if (!adminToken || !Number.isInteger(idp) || idp <= 0)
    return setPegawaiNotice('Buka sebagai pegawai hanya dari Data Pegawai saat Anda masuk sebagai admin.')
  setPegawaiNotice('Membuka aplikasi sebagai pegawai…')
  try {
    await whenBackendReady()
    const { openAsEmployee } = await import('./mock/start-mock.ts')
    const answer = (await openAsEmployee(adminToken, idp)) as OpenAnswer
    if (answer.status === 'sukses') savePegawaiSession(answer.data)
    else setPegawaiNotice(answer.pesan)
  } catch (error) {
    setPegawaiNotice(
      `Tidak dapat membuka sebagai pegawai: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
