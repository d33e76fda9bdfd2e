import type { ApiResponse, ApiRoute } from './api-client.ts'

/**
 * The last answers of a few GETs, kept in localStorage so a reload can show the previous numbers
 * at once while the local database is still opening (issue 18: the dashboard's counts). Shown only
 * marked as updating and replaced by the real answer (features/beranda). An entry belongs to one
 * session: it is read back only under the same user and token, and dropped whenever the session
 * changes (logout, another login, the session ending after an import or reset: lib/session.ts).
 */
const STORAGE_KEY = 'presensi.jawaban-terakhir'

/** Routes whose last answer is kept: small, and shown on the first screen after a reload. */
type KeptRoute = Extract<ApiRoute, 'GET api/beranda'>

export interface LastAnswer<R extends KeptRoute> {
  data: ApiResponse<R>
  /** When it was answered (ISO), to say how old the shown numbers are. */
  waktu: string
}

interface Stored {
  /** Whose answers these are: user name and a fingerprint of the session's token (not the token). */
  sesi: string
  jawaban: Partial<{ [R in KeptRoute]: LastAnswer<R> }>
}

/** FNV-1a of the token: enough to tell sessions apart without a second copy of the secret. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(16)
}

export interface SessionKey {
  usernama: string
  token_app: string
}

const ownerOf = (session: SessionKey) => `${session.usernama}:${fingerprint(session.token_app)}`

function readStored(): Stored | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    const parsed = raw ? (JSON.parse(raw) as Stored) : null
    return parsed && typeof parsed.sesi === 'string' && typeof parsed.jawaban === 'object' ? parsed : null
  } catch {
    return null
  }
}

/** The session's last answer of `route`, if this session stored one and it still looks like one. */
export function readLastAnswer<R extends KeptRoute>(
  session: SessionKey | null,
  route: R,
  looksValid: (data: unknown) => data is ApiResponse<R>,
): LastAnswer<R> | null {
  const stored = readStored()
  if (!session || !stored || stored.sesi !== ownerOf(session)) return null
  const entry = stored.jawaban[route] as LastAnswer<R> | undefined
  return entry && typeof entry.waktu === 'string' && looksValid(entry.data) ? entry : null
}

export function saveLastAnswer<R extends KeptRoute>(
  session: SessionKey | null,
  route: R,
  data: ApiResponse<R>,
) {
  if (!session) return
  const stored = readStored()
  const sesi = ownerOf(session)
  const jawaban = stored?.sesi === sesi ? stored.jawaban : {}
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ sesi, jawaban: { ...jawaban, [route]: { data, waktu: new Date().toISOString() } } }),
    )
  } catch {
    // Storage full or refused: the next reload simply waits for the real answer.
  }
}

/** Drops every kept answer (the session changed or ended). */
export function forgetLastAnswers() {
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing kept, nothing to drop.
  }
}
