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
