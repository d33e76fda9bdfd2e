import { type Endpoint, MAX_BODY_BYTES } from '../define.ts'

/**
 * The statuses an operation answers, from declared facts (docs/openapi.md): the call-specific
 * refusals its endpoint lists (`refusals`: 401 of a public call, 403 of a call open to unit admins,
 * 404, 409, 429) and rules for the cross-cutting ones, each mirroring the server code that answers
 * it. tests/contract/statuses.test.ts calls every operation into every status listed here and
 * fails on one answered but not listed, or listed but never answered.
 */
export type DocumentedStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503 | 507

/** Any other method on a known path (src/api-handlers/router.ts): documented once, per path. */
export const METHOD_NOT_ALLOWED = 405

const carriesBody = (endpoint: Endpoint) => endpoint.method !== 'GET'
const writes = (endpoint: Endpoint) => carriesBody(endpoint) && !endpoint.answersWithoutWriting

/** Each cross-cutting status with the rule that says which operations answer it. */
const RULES: readonly [DocumentedStatus, (endpoint: Endpoint) => boolean][] = [
  [200, () => true],
  // Refused input (zod), a body that is not JSON, a CHECK constraint (api-handlers/server.ts).
  [400, (e) => Boolean(e.params || e.query || e.body) || carriesBody(e)],
  // No or an expired session (server.ts authorise); a public call only by its own refusal (login).
  [401, (e) => e.access !== 'public'],
  // A level-1 session on a level-0 call (server.ts authorise).
  [403, (e) => e.access === 'admin'],
  // A body over the limit: checked for every method that carries one (server.ts readLimited).
  [413, carriesBody],
  // A write the storage refused (worker/storage-errors.ts: 503, disk full 507), PostgreSQL still
  // refusing a transaction for concurrent ones after its retries (errors.ts: 503 + Retry-After),
  // and a repeated request whose answer a closed tab did not record (worker/request-ledger.ts: 503).
  [503, writes],
  [507, writes],
]

export function statusesOf(endpoint: Endpoint): DocumentedStatus[] {
  const statuses = new Set<DocumentedStatus>(endpoint.refusals ?? [])
  for (const [status, applies] of RULES) if (applies(endpoint)) statuses.add(status)
  return [...statuses].sort((a, b) => a - b)
}

const failureContent = { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } }
const retryAfter = (required: boolean) => ({
  'Retry-After': { $ref: `#/components/headers/${required ? 'RetryAfter' : 'RetryAfterOptional'}` },
})

/** The employee app's calls (issue 17), under `presensi/`. */
const isEmployeeApp = (endpoint: Endpoint) => endpoint.path.startsWith('presensi/')

function failureDescription(status: DocumentedStatus, endpoint: Endpoint): string {
  switch (status) {
    case 400:
      return 'Isian tidak valid (pesan menyebut isian pertama yang salah)'
    case 401:
      if (endpoint.access === 'pegawai')
        return 'Belum masuk aplikasi pegawai, atau sesinya tidak valid/berakhir (token admin tidak berlaku di sini)'
      if (endpoint.access === 'public')
        return isEmployeeApp(endpoint) ? 'NIP atau kata sandi salah' : 'Nama pengguna atau kata sandi salah'
      return 'Belum masuk, atau sesi tidak valid/berakhir'
    case 403:
      if (isEmployeeApp(endpoint)) return 'Pegawai tidak aktif atau tidak memiliki akses aplikasi'
      return endpoint.access === 'admin'
        ? 'Khusus Admin Yayasan (level 0)'
        : 'Admin Unit hanya boleh mengelola data unitnya sendiri'
    case 404:
      return 'Data tidak ditemukan (atau milik unit lain)'
    case 409:
      return 'Bentrok dengan data yang ada'
    case 413:
      return `Isi permintaan lebih dari ${endpoint.upload?.maxBytes ?? MAX_BODY_BYTES} byte`
    case 429:
      return 'Terlalu banyak percobaan: coba lagi setelah Retry-After detik'
    case 503:
      return 'Penyimpanan gagal atau server sibuk; tidak ada yang berubah. Coba lagi (setelah Retry-After bila ada)'
    case 507:
      return 'Penyimpanan penuh; tidak ada yang berubah'
    default:
      return 'Berhasil'
  }
}

/** The failure answer of one status: the Failure shape, with Retry-After where it is sent. */
export function failureResponse(status: DocumentedStatus, endpoint: Endpoint) {
  const headers = status === 429 ? retryAfter(true) : status === 503 ? retryAfter(false) : null
  return {
    description: failureDescription(status, endpoint),
    ...(headers ? { headers } : {}),
    content: failureContent,
  }
}

/** Shared pieces the failure answers refer to. */
export const statusComponents = {
  headers: {
    RetryAfter: {
      description: 'Detik yang harus ditunggu sebelum mencoba lagi',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    },
    RetryAfterOptional: {
      description: 'Bila ada: detik yang sebaiknya ditunggu sebelum mencoba lagi (PostgreSQL sibuk)',
      schema: { type: 'integer', minimum: 1 },
    },
  },
}

/** The answer of a method a known path does not have (documented per path, see METHOD_NOT_ALLOWED). */
export const methodNotAllowed = {
  description: 'Alamat dikenal, tetapi metodenya tidak',
  content: failureContent,
}
