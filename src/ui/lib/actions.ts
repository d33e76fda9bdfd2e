import { COMMON_MESSAGES } from '../../contract/messages.ts'
import { confirm } from '../components/ConfirmDialog.tsx'
import { showMessage } from '../components/MessageDialog.tsx'
import { toast } from '../components/Toast.tsx'
import { ApiFailure, failureMessage } from './api-client.ts'

/**
 * The one way a screen changes data (SPEC.md §8): run the call; on success show the spec's text as
 * a toast (or a 'Berhasil' dialog); on failure show the server's pesan under 'Gagal'. Resolves to
 * the call's answer, or `undefined` when it failed. What the call changed is reloaded by the API
 * client itself (`WRITE_EFFECTS`, src/ui/lib/write-effects.ts), for every write however it is made.
 */
export async function runAction<T>(
  call: () => Promise<T>,
  outcome: { success: string | ((answer: T) => string); successDialog?: string; failureTitle?: string },
): Promise<T | undefined> {
  let answer: T
  try {
    answer = await call()
  } catch (error) {
    await showFailure(error, outcome.failureTitle)
    return undefined
  }
  const text = typeof outcome.success === 'function' ? outcome.success(answer) : outcome.success
  if (outcome.successDialog)
    await showMessage({ title: outcome.successDialog, message: text, tone: 'success' })
  else toast.success(text)
  return answer
}

/**
 * Asks first (the question, then the spec's irreversibility warning), then deletes through
 * `runAction`. Resolves true only when the row was deleted.
 */
export async function confirmDelete(options: {
  title: string
  message?: string
  call: () => Promise<unknown>
  success?: string
  successDialog?: string
}): Promise<boolean> {
  const yes = await confirm({
    title: options.title,
    message: options.message ?? COMMON_MESSAGES.irreversible,
    confirmLabel: 'Ya, hapus',
    tone: 'danger',
  })
  if (!yes) return false
  const done = await runAction(
    async () => {
      await options.call()
      return true
    },
    { success: options.success ?? COMMON_MESSAGES.deleted, successDialog: options.successDialog },
  )
  return done === true
}

/** The 'Gagal' dialog with the server's pesan (or a plain Indonesian fallback). */
export function showFailure(error: unknown, title = 'Gagal'): Promise<void> {
  return showMessage({ title, message: failureMessage(error), tone: 'error' })
}

/** A client-side check failed: the spec's message in a dialog, nothing sent. */
export function showIncomplete(message: string, title = 'Perhatian'): Promise<void> {
  return showMessage({ title, message, tone: 'warning' })
}

/**
 * Runs a save whose 409 (a value only the server can know is taken: a serial number, a machine
 * PIN) is also shown under its field: `showOnField` gets the server's message when it starts with
 * `prefix`. The error goes on, so `runAction` still says it under 'Gagal'.
 */
export async function conflictOnField<T>(
  save: () => Promise<T>,
  prefix: string,
  showOnField: (message: string) => void,
): Promise<T> {
  try {
    return await save()
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 409 && error.message.startsWith(prefix))
      showOnField(error.message)
    throw error
  }
}
