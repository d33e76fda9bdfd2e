import { setupWorker } from 'msw/browser'
import { forwardAdminApi } from './forward.ts'

/** Registers the MSW service worker with the single forwarding handler. */
export async function interceptAdminApi(apiBase: string, handle: (request: Request) => Promise<Response>) {
  await setupWorker(forwardAdminApi(apiBase, handle)).start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
