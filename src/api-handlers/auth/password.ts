/**
 * Password hashing with PBKDF2-SHA-256 through WebCrypto (browser worker and Node alike).
 * Stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so the cost can rise later
 * without invalidating existing hashes.
 */

/**
 * OWASP's figure for PBKDF2-HMAC-SHA-256 (2023). A good login rehashes a stored hash of any other
 * count (lower or higher) at this one ({@link needsRehash}).
 */
export const PBKDF2_ITERATIONS = 600_000
/**
 * The iteration counts a stored hash may claim; outside this range it is refused, never computed
 * (a backup file's import refuses it, a login treats it as a wrong password): a crafted backup must
 * not make every login cost seconds. The floor is the lowest count the app writes, the bulk
 * employee import's (src/api-handlers/pegawai-impor.ts; older versions wrote 100,000 and 600,000).
 * The ceiling leaves room for a later version that raises the count a little: one login costs at
 * most 7/6 of the app's own, and only until that login rehashes it (docs/security/import-check.md).
 */
export const PBKDF2_MIN_ITERATIONS = 10_000
export const PBKDF2_MAX_ITERATIONS = 700_000
const HASH_BYTES = 32
const SALT_BYTES = 16

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** A stored hash's parts. */
export interface StoredHash {
  iterations: number
  salt: Uint8Array
  hash: Uint8Array
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The parts of a hash in the app's format, whatever its iteration count; null when not in the format. */
export function parseHashFormat(stored: string): StoredHash | null {
  const parts = stored.split('$')
  if (parts.length !== 4) return null
  const [scheme, iterationsText = '', saltText = '', hashText = ''] = parts
  if (scheme !== 'pbkdf2-sha256' || !/^[1-9][0-9]{0,8}$/.test(iterationsText)) return null
  if (!BASE64.test(saltText) || !BASE64.test(hashText)) return null
  const salt = fromBase64(saltText)
  const hash = fromBase64(hashText)
  if (salt.length !== SALT_BYTES || hash.length !== HASH_BYTES) return null
  return { iterations: Number(iterationsText), salt, hash }
}

export const iterationsAccepted = (iterations: number) =>
  iterations >= PBKDF2_MIN_ITERATIONS && iterations <= PBKDF2_MAX_ITERATIONS

/** A stored hash's parts, or null when it is not in the app's format or claims an iteration count out of range. */
export function parsePasswordHash(stored: string): StoredHash | null {
  const parsed = parseHashFormat(stored)
  return parsed && iterationsAccepted(parsed.iterations) ? parsed : null
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

/**
 * A good login with this stored hash should store a new one at the current count: both ways, an
 * older lower count and a higher one (a file of another version, or crafted within the range).
 */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored)
  return parsed !== null && parsed.iterations !== PBKDF2_ITERATIONS
}
