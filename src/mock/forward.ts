import { http } from 'msw'

/**
 * The MSW handlers of mock mode: every request under the admin base (and every picture under the
 * upload base) goes whole to the local server (browser: through the worker; Node tests: directly).
 */
export function forwardAdminApi(apiBase: string, handle: (request: Request) => Promise<Response>) {
  const path = new URL(apiBase, 'http://localhost').pathname
  return http.all(`*${path}*`, ({ request }) => handle(request))
}

/** Pictures under the upload base (<img> requests included) go to the same local server. */
export function forwardUploads(uploadBase: string, handle: (request: Request) => Promise<Response>) {
  const path = new URL(uploadBase, 'http://localhost').pathname
  return http.all(`*${path}*`, ({ request }) => handle(request))
}
