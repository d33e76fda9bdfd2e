import { ApiError } from '../api-handlers/errors.ts'
import { openAsEmployee } from '../api-handlers/presensi/open-as-employee.ts'
import type { LocalServer } from '../api-handlers/server.ts'

/**
 * Mock mode's 'Buka sebagai pegawai' (issue 17) as a worker message: a request to this address
 * travels like any other between the tabs (a guest's reaches the tab that holds the database) but
 * is answered here, never by the HTTP routes, and never leaves the browser: the page builds it for
 * its own worker (src/mock/start-mock.ts), MSW intercepts only the API and upload bases, and the
 * live build has no worker at all.
 */
export const OPEN_AS_EMPLOYEE_PATH = '/__demo/buka-sebagai-pegawai'

export const isOpenAsEmployee = (request: Request) =>
  request.method === 'POST' && new URL(request.url).pathname === OPEN_AS_EMPLOYEE_PATH

/** `{idp}` with the admin's bearer token → `{status:'sukses', data: PresensiSessionUser}`, or a refusal. */
export async function serveOpenAsEmployee(server: LocalServer, request: Request): Promise<Response> {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  const body = (await request.json().catch(() => null)) as { idp?: unknown } | null
  const idp = Number(body?.idp)
  if (!token || !Number.isInteger(idp) || idp <= 0)
    return Response.json({ status: 'gagal', pesan: 'Permintaan tidak valid' }, { status: 400 })
  try {
    return Response.json({ status: 'sukses', data: await openAsEmployee(server, token, idp) })
  } catch (error) {
    if (error instanceof ApiError)
      return Response.json({ status: 'gagal', pesan: error.message }, { status: error.status })
    throw error
  }
}
