import { setupWorker } from 'msw/browser'
import { forwardAdminApi, forwardUploads } from './forward.ts'

/** Registers the MSW service worker with the forwarding handlers (admin API, uploaded pictures). */
export async function interceptAdminApi(
  bases: { apiBase: string; uploadBase: string },
  handle: (request: Request) => Promise<Response>,
) {
  await setupWorker(forwardAdminApi(bases.apiBase, handle), forwardUploads(bases.uploadBase, handle)).start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
