import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  // Worker-only deps: listed so dev pre-bundles them up front instead of reloading on first use.
  optimizeDeps: { include: ['sql.js', 'kysely', 'kysely-wasm', 'comlink', 'zod'] },
  build: { target: 'es2023', sourcemap: false },
  preview: { port: 4173, strictPort: true },
})
