/*
 * The mock mode's service worker: MSW's own script (mockServiceWorker.js, unmodified) behind one
 * rule. Only requests MSW's handlers take (a URL containing the admin API's or the uploads' path,
 * given as `mock` query parameters of this script's URL by src/mock/msw-bridge.ts) go through MSW.
 * Every other request (the app's files, the local server's code and wasm) goes straight to the
 * network. MSW asks a page whether to mock each request it sees; for a request of a worker it
 * asks *any* visible page of the app and waits for that page's answer without a limit. A page
 * that is unloading never answers: a tab whose local server was loading its code at that moment
 * stayed 'starting' for good, and every other tab of the app with it.
 */
const mockedPaths = new URL(self.location.href).searchParams.getAll('mock')

self.addEventListener('fetch', (event) => {
  if (!mockedPaths.length || mockedPaths.some((path) => event.request.url.includes(path))) return
  // Not MSW's: without respondWith the browser fetches it as if there were no service worker.
  event.stopImmediatePropagation()
})

importScripts('./mockServiceWorker.js')
