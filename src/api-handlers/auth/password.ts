/**
 * Password hashing with PBKDF2-SHA-256 through WebCrypto (browser worker and Node alike).
 * Stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so the cost can rise later
 * without invalidating existing hashes.
 */

/** OWASP's figure for PBKDF2-HMAC-SHA-256 (2023); older hashes are upgraded at the next good login. */
export const PBKDF2_ITERATIONS = 600_000
/**
 * The iteration counts a stored hash may claim. A hash outside this range is refused, never
 * computed: a crafted backup file must not make one login cost seconds of server time.
 * The floor is the bulk import's count (src/api-handlers/pegawai-impor.ts).
 */
export const PBKDF2_MIN_ITERATIONS = 10_000
export const PBKDF2_MAX_ITERATIONS = 1_000_000
const HASH_BYTES = 32
const SALT_BYTES = 16

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** A stored hash's parts, or null when it is not in the app's format or claims an iteration count out of range. */
export interface StoredHash {
  iterations: number
  salt: Uint8Array
  hash: Uint8Array
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

export function parsePasswordHash(stored: string): StoredHash | null {
  const parts = stored.split('$')
  if (parts.length !== 4) return null
  const [scheme, iterationsText = '', saltText = '', hashText = ''] = parts
  if (scheme !== 'pbkdf2-sha256' || !/^[1-9][0-9]{0,8}$/.test(iterationsText)) return null
  const iterations = Number(iterationsText)
  if (iterations < PBKDF2_MIN_ITERATIONS || iterations > PBKDF2_MAX_ITERATIONS) return null
  if (!BASE64.test(saltText) || !BASE64.test(hashText)) return null
  const salt = fromBase64(saltText)
  const hash = fromBase64(hashText)
  if (salt.length !== SALT_BYTES || hash.length !== HASH_BYTES) return null
  return { iterations, salt, hash }
}

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
  const parsed = parsePasswordHash(stored)
  if (!parsed) return false
  const actual = await derive(password, parsed.salt, parsed.iterations)
  // Constant-time comparison: timing must not reveal how much of the hash matched.
  let difference = parsed.hash.length ^ actual.length
  for (let i = 0; i < parsed.hash.length; i++) difference |= (parsed.hash[i] ?? 0) ^ (actual[i] ?? 0)
  return difference === 0
}

/** A good login with this stored hash should store a new one at the current count. */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored)
  return parsed !== null && parsed.iterations < PBKDF2_ITERATIONS
}
