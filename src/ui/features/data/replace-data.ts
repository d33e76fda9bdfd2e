import { preloadPageAt } from '../../app/pages.ts'
import { LOGIN_PATH } from '../../app/route-table.ts'
import { endSession } from '../../app/session-flow.ts'
import { loadMessageDialog, showMessage } from '../../components/MessageDialog.tsx'
import { showFailure } from '../../lib/actions.ts'
import { queryClient } from '../../lib/query.ts'

/**
 * Runs an import or a reset. Both end every session on the server, so on success this tab lets
 * go of its session and cached data too (the app goes to the login screen) and the server's
 * message, which says to log in again, is shown in a 'Berhasil' dialog.
 */
export async function replaceAllData(call: () => Promise<{ pesan: string }>): Promise<boolean> {
  let pesan: string
  // Success ends the session: the login screen's and the dialog's code are fetched meanwhile, so
  // both show at once instead of after a suspended render (~600 ms measured).
  void preloadPageAt(LOGIN_PATH).catch(() => undefined)
  loadMessageDialog()
  try {
    pesan = (await call()).pesan
  } catch (error) {
    await showFailure(error)
    return false
  }
  queryClient.clear()
  endSession('logout') // the login screen, without "session expired": the dialog says why

  await showMessage({ title: 'Berhasil', message: pesan, tone: 'success' })
  return true
}

/** The file's bytes, reporting how far reading has got (a 100 MB file takes a moment). */
export async function readFile(file: File, onProgress: (read: number) => void): Promise<Uint8Array> {
  const bytes = new Uint8Array(file.size)
  const reader = file.stream().getReader()
  let read = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes.set(value, read)
    read += value.byteLength
    onProgress(read)
  }
  return read === bytes.length ? bytes : bytes.subarray(0, read)
}
