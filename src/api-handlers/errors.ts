import { NON_FINITE_PARAMETER } from '../db/write-log.ts'

/** An expected failure with the HTTP status and the Indonesian message the user sees. */
export class ApiError extends Error {
  readonly status: number
  /** Keep the transaction's writes although the call fails (e.g. counting a failed login). */
  readonly commit: boolean
  /** Sent as `Retry-After` (every 429 has one). */
  readonly retryAfterSeconds: number | null

  constructor(status: number, pesan: string, options: { commit?: boolean; retryAfterSeconds?: number } = {}) {
    super(pesan)
    this.status = status
    this.commit = options.commit ?? false
    this.retryAfterSeconds = options.retryAfterSeconds ?? null
  }
}

export const badRequest = (pesan: string) => new ApiError(400, pesan)
export const unauthorized = (pesan = 'Sesi tidak valid atau telah berakhir. Silakan masuk kembali.') =>
  new ApiError(401, pesan)
export const forbidden = (pesan = 'Anda tidak memiliki akses ke fitur ini.') => new ApiError(403, pesan)
export const notFound = (pesan = 'Data tidak ditemukan.') => new ApiError(404, pesan)
export const conflict = (pesan: string) => new ApiError(409, pesan)

/** Maps a database's constraint failure that slipped past the handlers' own checks: SQLite's or PostgreSQL's. */
export function fromDatabaseError(error: unknown): ApiError | null {
  return fromSqliteError(error) ?? fromPostgresError(error)
}

/** Maps SQLite constraint failures that slipped past the handlers' own checks to a clear 409. */
export function fromSqliteError(error: unknown): ApiError | null {
  const message = error instanceof Error ? error.message : String(error)
  if (/UNIQUE constraint failed/i.test(message)) return conflict('Data yang sama sudah ada.')
  if (/FOREIGN KEY constraint failed/i.test(message))
    return conflict('Data masih dipakai atau merujuk data yang tidak ada.')
  if (/CHECK constraint failed/i.test(message)) return badRequest('Isian tidak valid.')
  if (message.startsWith(NON_FINITE_PARAMETER)) return badRequest('Angka tidak valid.')
  return null
}

/** PostgreSQL's SQLSTATE of an error from pg or PGlite (both set `code`), else null. */
export function postgresCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null
}

/**
 * A transaction PostgreSQL gave up on because of a concurrent one (serialization failure, deadlock):
 * the server runs it again (server.ts); when it keeps failing, the caller is told to retry (503).
 */
export const isConcurrencyConflict = (error: unknown) => {
  const code = postgresCode(error)
  return code === '40001' || code === '40P01'
}

/** The same answers as fromSqliteError for PostgreSQL's SQLSTATEs (pg and PGlite). */
export function fromPostgresError(error: unknown): ApiError | null {
  switch (postgresCode(error)) {
    case '23505': // unique_violation
      return conflict('Data yang sama sudah ada.')
    case '23503': // foreign_key_violation
      return conflict('Data masih dipakai atau merujuk data yang tidak ada.')
    case '23514': // check_violation
      return badRequest('Isian tidak valid.')
    case '22003': // numeric_value_out_of_range: an id or number past PostgreSQL's integer
      return badRequest('Angka tidak valid.')
    case '40001':
    case '40P01':
      return new ApiError(503, 'Server sedang sibuk melayani perubahan lain. Silakan coba lagi.', {
        retryAfterSeconds: 1,
      })
    default:
      return null
  }
}
