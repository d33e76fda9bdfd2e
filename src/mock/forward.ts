import { http } from 'msw'

/**
 * The MSW handlers of mock mode: every request under the admin base (and every picture under the
 * upload base) goes whole to the local server (browser: through the worker; Node tests: directly).
 */
export function forwardAdminApi(apiBase: string, handle: (request: Request) => Promise<Response>) {
  return http.all(`*${mockedPath(apiBase)}*`, ({ request }) => handle(request))
}

/** Pictures under the upload base (<img> requests included) go to the same local server. */
export function forwardUploads(uploadBase: string, handle: (request: Request) => Promise<Response>) {
  return http.all(`*${mockedPath(uploadBase)}*`, ({ request }) => handle(request))
}

/**
 * The path a base's handler looks for: a request whose URL contains it is MSW's. The service
 * worker lets MSW see only those (public/mock-service-worker.js), so both use this one rule.
 */
export function mockedPath(base: string): string {
  return new URL(base, 'http://localhost').pathname
}
