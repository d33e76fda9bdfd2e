import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { toast } from '../../components/Toast.tsx'
import { ApiFailure } from '../../lib/api-client.ts'

/**
 * SPEC.md §8 for the master-data screens: a save or delete shows the spec's success text, a
 * failure the 'Gagal' dialog with the server's pesan. (Interim until the shell's shared
 * runAction/confirmDelete land; same behaviour.)
 */
export async function runSave(work: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await work()
    toast.success(success)
    return true
  } catch (error) {
    await showFailure(error)
    return false
  }
}

/** Asks first (title + the spec's irreversibility warning), then deletes. */
export async function runDelete(title: string, work: () => Promise<unknown>): Promise<boolean> {
  const yes = await confirm({
    title,
    message: COMMON_MESSAGES.irreversible,
    confirmLabel: 'Ya, hapus',
    tone: 'danger',
  })
  if (!yes) return false
  return runSave(work, COMMON_MESSAGES.deleted)
}

export function showFailure(error: unknown): Promise<void> {
  const pesan = error instanceof ApiFailure ? error.message : String(error)
  return showMessage({ title: 'Gagal', message: pesan, tone: 'error' })
}

/** A client-side check failed: the spec's message in a dialog, nothing sent. */
export function showIncomplete(message: string, title = 'Perhatian'): Promise<void> {
  return showMessage({ title, message, tone: 'warning' })
}
