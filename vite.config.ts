import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { openApiDocument } from './scripts/openapi-plugin.ts'
import { precompress } from './scripts/precompress.ts'
import { presensiInstall, presensiShellWorker } from './scripts/presensi-manifest.ts'
import { DEMO_CREDENTIALS } from './seeds/credentials.ts'
import { contentSecurityPolicy } from './src/server/csp.ts'

/** The built index.html carries the Content-Security-Policy (dev keeps Vite's inline HMR script). */
function securityPolicy(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const policy = contentSecurityPolicy({
    apiBase: process.env.VITE_API_BASE_URL ?? env.VITE_API_BASE_URL,
    uploadBase: process.env.VITE_UPLOAD_BASE_URL ?? env.VITE_UPLOAD_BASE_URL,
  })
  return {
    name: 'presensi-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * public/ holds only the mock's service worker (MSW's mockServiceWorker.js and its filter,
 * mock-service-worker.js): a live build must not ship it (a service worker that answers the API
 * from a page's own script has no place next to a real backend).
 */
export function publicDirFor(mode: string): string | false {
  return isLiveBuild(mode) ? false : 'public'
}

function isLiveBuild(mode: string): boolean {
  return (process.env.VITE_API_MODE ?? loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MODE) === 'live'
}

/**
 * The entry's first import starts the mock's worker (src/mock/start-worker-early.ts). A live build
 * gets an empty module in its place: its output holds no local server and no worker file (a
 * `new Worker(new URL(…))` is emitted even in a branch the build then drops).
 */
export function entryAliases(mode: string) {
  if (!isLiveBuild(mode)) return []
  return [
    {
      find: /^\.\/mock\/start-worker-early\.ts$/,
      replacement: fileURLToPath(new URL('./src/mock/live-no-worker.ts', import.meta.url)),
    },
  ]
}

/**
 * The Vite mode of the e2e build (`npm run build:e2e`): the only build that keeps the test-only
 * storage-fault switch (`__E2E_FAULTS__`, src/worker/storage-faults.ts). Still a production build.
 */
export const E2E_MODE = 'e2e'

/**
 * Chunks named after what they hold (the bench's size table and scripts/check-initial-js.ts read
 * them): the libraries every screen shares get their own names instead of the name of whichever
 * app module the bundler saw first in them ('PageHeader' held React Query). Only `react` and
 * `react-query` are on the first load; `zod`, `radix` and `sonner` load with the screens and
 * dialogs that use them.
 */
const CHUNK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
  {
    name: 'radix',
    test: /node_modules[\\/](@radix-ui|radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|@floating-ui)[\\/]/,
  },
]

/**
 * The `.br`/`.gz` siblings the server sends (src/server/static-files.ts): only the live build is
 * served by it; mock builds are served by `vite preview` or any static host, and skip the ~3.6 s.
 */
const precompressed = (mode: string) => (isLiveBuild(mode) ? [precompress()] : [])

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    securityPolicy(mode),
    openApiDocument(),
    presensiInstall(),
    // The live build's app shell worker (in mock mode MSW's worker owns the pages: docs/presensi-pegawai-app.md).
    ...(isLiveBuild(mode) ? [presensiShellWorker()] : []),
    ...precompressed(mode),
  ],
  publicDir: publicDirFor(mode),
  resolve: { alias: entryAliases(mode) },
  define: {
    __DEMO_CREDENTIALS__: JSON.stringify(DEMO_CREDENTIALS),
    __E2E_FAULTS__: JSON.stringify(mode === E2E_MODE),
  },
  worker: { format: 'es' },
  // Worker-only deps: listed so dev pre-bundles them up front instead of reloading on first use.
  optimizeDeps: {
    include: [
      'sql.js',
      'kysely',
      'kysely/migration',
      'kysely-wasm',
      'comlink',
      'zod',
      'zod/v4/locales',
      'msw',
      'msw/browser',
    ],
  },
  build: {
    target: 'es2023',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  preview: { port: 4173, strictPort: true },
}))
