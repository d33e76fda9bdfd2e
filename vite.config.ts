import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { DEMO_CREDENTIALS } from './seeds/credentials.ts'

export default defineConfig({
  plugins: [react()],
  define: { __DEMO_CREDENTIALS__: JSON.stringify(DEMO_CREDENTIALS) },
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
  build: { target: 'es2023', sourcemap: false },
  preview: { port: 4173, strictPort: true },
})
