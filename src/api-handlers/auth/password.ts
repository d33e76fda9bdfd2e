/**
 * Password hashing with PBKDF2-SHA-256 through WebCrypto (browser worker and Node alike).
 * Stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so the cost can rise later
 * without invalidating existing hashes.
 */

export const PBKDF2_ITERATIONS = 100_000
const HASH_BYTES = 32
const SALT_BYTES = 16

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BYTES * 8,
  )
  return new Uint8Array(bits)
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, iterations)
  return `pbkdf2-sha256$${iterations}$${toBase64(salt)}$${toBase64(hash)}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = stored.split('$')
  if (scheme !== 'pbkdf2-sha256' || !iterationsText || !saltText || !hashText) return false
  const expected = fromBase64(hashText)
  const actual = await derive(password, fromBase64(saltText), Number(iterationsText))
  // Constant-time comparison: timing must not reveal how much of the hash matched.
  let difference = expected.length ^ actual.length
  for (let i = 0; i < expected.length; i++) difference |= (expected[i] ?? 0) ^ (actual[i] ?? 0)
  return difference === 0
}
