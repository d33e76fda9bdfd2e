import { ApiError } from '../api-handlers/errors.ts'
import { DATA_MESSAGES } from '../contract/messages.ts'

/** Browser (QuotaExceededError) and Node (ENOSPC, EDQUOT) ways of saying the disk is full. */
export function isDiskFull(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: string; code?: string }
  return name === 'QuotaExceededError' || code === 'ENOSPC' || code === 'EDQUOT'
}

/**
 * A write the storage refused, as the answer the user sees: the transaction rolled back, so the
 * data is as it was (507 when the disk is full, 503 for any other storage failure).
 */
export function storageWriteFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isDiskFull(error)) return new ApiError(507, DATA_MESSAGES.diskFull)
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return new ApiError(503, DATA_MESSAGES.storageFailed(reason))
}
