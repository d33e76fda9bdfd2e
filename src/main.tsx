import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './ui/app/App.tsx'
import { API_BASE, configureApiClient } from './ui/lib/api-client.ts'
import { connectBackend, markLiveBackend, whenBackendReady } from './ui/lib/backend.ts'
import { clearSession, currentToken } from './ui/lib/session.ts'
import './ui/components/kit.css'
import './ui/app/app.css'

/**
 * Composition root: the only module that knows both the UI and the mock backend. In mock mode
 * the local server (MSW + worker + sql.js) loads after the first paint; requests wait for it.
 */
// The built page forbids eval (CSP, scripts/csp.ts). Zod would probe for it with `new Function`
// when the first form schema is built, and the browser reports even that caught probe as a
// violation: the page's zod runs without its eval fast path (the worker keeps it). Zod keeps its
// config on globalThis (shared by every copy) and merges later `z.config` calls into it; seeding it
// here keeps zod itself out of the entry chunk. The CSP e2e test guards it.
;(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true }

configureApiClient({
  token: currentToken,
  ready: whenBackendReady,
  onUnauthorized: () => {
    clearSession()
  },
})

if (import.meta.env.VITE_API_MODE === 'live') markLiveBackend()
else void connectBackend(() => import('./mock/start-mock.ts').then((m) => m.startMockBackend(API_BASE)))

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
