/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'mock' (default): local server in the browser; 'live': a real backend at VITE_API_BASE_URL. */
  readonly VITE_API_MODE?: 'mock' | 'live'
  readonly VITE_API_BASE_URL?: string
  readonly VITE_UPLOAD_BASE_URL?: string
}

/** Injected by vite.config.ts from seeds/ so the login page shows the real demo accounts. */
declare const __DEMO_CREDENTIALS__: readonly { usernama: string; pass: string; label: string }[]

/**
 * True only in the e2e build (`npm run build:e2e`, vite.config.ts): the storage-fault switch of
 * src/worker/storage-faults.ts exists there alone; every other build drops it as dead code.
 */
declare const __E2E_FAULTS__: boolean
