/**
 * The Content-Security-Policy of the built app: everything from its own origin (plus the live API
 * and upload origins when they are elsewhere), WebAssembly compilation for sql.js, no inline or
 * eval'd script, no plugins. Inline styles stay allowed: radix injects a small <style> for scroll
 * locking. Delivered as a <meta> tag so every static host serves it; a server that can send headers
 * adds what a meta tag cannot say (frame-ancestors) with {@link pageSecurityHeaders}.
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

/** The policy in a built page's <meta http-equiv="Content-Security-Policy">, or null. */
export function policyInPage(html: string): string | null {
  const meta = /<meta\b[^>]*http-equiv=["']?Content-Security-Policy["']?[^>]*>/i.exec(html)?.[0]
  const content = meta && /\bcontent=(["'])(.*?)\1/i.exec(meta)?.[2]
  return content ? decodeAttribute(content) : null
}

/** An HTML attribute's text: Vite writes the policy's quotes as &#39;, a header needs them plain. */
function decodeAttribute(text: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? entity
    const hex = name[1] === 'x' || name[1] === 'X'
    return String.fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10))
  })
}

/** Sent with every answer: no MIME sniffing, no Referer leaking ids or tokens, never framed. */
const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
} as const

/** Headers of the app's pages and assets: the build's own policy, and no framing (clickjacking). */
export function pageSecurityHeaders(policy: string): Record<string, string> {
  return { 'Content-Security-Policy': `${policy}; frame-ancestors 'none'`, ...COMMON_HEADERS }
}

/** Headers of API answers, pictures and errors: JSON and images never need to run or load anything. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  ...COMMON_HEADERS,
}
