// First: a mock build starts its local-server worker before the rest of the entry evaluates.
import './mock/start-worker-early.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './ui/app/App.tsx'
import { preloadPageAt } from './ui/app/pages.ts'
import { onSessionRejected } from './ui/app/session-flow.ts'
import { API_BASE, configureApiClient } from './ui/lib/api-client.ts'
import { connectBackend, markLiveBackend, whenBackendReady } from './ui/lib/backend.ts'
import { askPersistenceOnce } from './ui/lib/browser-storage.ts'
import { currentToken } from './ui/lib/session.ts'
import { UPLOAD_BASE } from './ui/lib/uploads.ts'
import './ui/components/kit.css'
import './ui/app/app.css'
import './ui/components/print.css'

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Composition root: the only module that knows both the UI and the mock backend. In mock mode
 * the local server (MSW + worker + sql.js) loads after the first paint; requests wait for it.
 */
configureApiClient({
  token: currentToken,
  ready: whenBackendReady,
  onUnauthorized: onSessionRejected,
})

if (import.meta.env.VITE_API_MODE === 'live') markLiveBackend()
else
  void connectBackend(() =>
    import('./mock/start-mock.ts').then((m) => {
      const backend = m.startMockBackend(API_BASE, UPLOAD_BASE)
      configureApiClient({ sendFile: backend.forward }) // large files skip the service worker
      return backend
    }),
  ).then(
    askPersistenceOnce, // the data lives in this browser: ask it not to evict it (first start only)
  )

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
// The employee app (/presensi) is its own chunk: the admin's first download carries none of it.
if (/^\/presensi(\/|$)/.test(window.location.pathname))
  void import('./presensi-main.tsx').then((m) => m.startPresensi(root))
// Logged in: the screen of this address renders without a fallback (pages.ts), if its code comes
// within a moment; a slow network gets the fallback as before. (Not a top-level await: that
// splits the entry into many more chunks, +5 kB gzip of initial JS.)
else if (currentToken())
  void Promise.race([preloadPageAt(location.pathname).catch(() => undefined), delay(500)]).then(render)
else render()
