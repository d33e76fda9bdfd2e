/**
 * The Content-Security-Policy of the built app: everything from its own origin (plus the live API
 * and upload origins when they are elsewhere), WebAssembly compilation for sql.js, no inline or
 * eval'd script, no plugins. Inline styles stay allowed: radix injects a small <style> for scroll
 * locking. Delivered as a <meta> tag so every static host serves it.
 */
const originOf = (url: string | undefined) => {
  if (!url || !/^https?:\/\//i.test(url)) return null
  return new URL(url).origin
}

export function contentSecurityPolicy(env: { apiBase?: string; uploadBase?: string }): string {
  const api = originOf(env.apiBase)
  const uploads = originOf(env.uploadBase)
  const extra = (...origins: (string | null)[]) => origins.filter(Boolean).join(' ')
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self'",
    `connect-src 'self' ${extra(api, uploads)}`.trim(),
    `img-src 'self' data: blob: ${extra(uploads, api)}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}
