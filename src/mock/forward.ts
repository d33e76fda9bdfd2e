import { http } from 'msw'

/**
 * The single MSW handler of mock mode: every request under the admin base goes whole to the
 * local server (browser: through the worker; Node tests: called directly).
 */
export function forwardAdminApi(apiBase: string, handle: (request: Request) => Promise<Response>) {
  const path = new URL(apiBase, 'http://localhost').pathname
  return http.all(`*${path}*`, ({ request }) => handle(request))
}
