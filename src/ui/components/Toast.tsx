// Toasts are sonner's: it already handles stacking, timing, swipe and an aria-live region.
// Use them for light confirmations ('Data tersimpan'); SPEC messages that the user must
// acknowledge ('Gagal', 'Berhasil' dialogs) go through showMessage instead.
// sonner loads on demand (when the page is idle, or at the first toast) so it stays out of the
// initial JS; a toast asked for before the <Toaster> mounted still shows (sonner replays its
// active toasts to a Toaster that subscribes later).
import { type ComponentType, useEffect, useState } from 'react'
import { lazyOnIdle } from './lazy-on-idle.ts'

const loadSonner = () => import('sonner')

/**
 * Bottom right: a toast never covers the top bar's name and Keluar. On a phone it sits above the
 * employee app's bottom menu (56 px), so a toast never hides where the thumb goes next.
 */
const toaster = lazyOnIdle(() =>
  loadSonner().then(
    ({ Toaster }) =>
      function NotificationToaster() {
        return (
          <Toaster
            position="bottom-right"
            richColors
            closeButton
            duration={4000}
            mobileOffset={{ bottom: 'calc(72px + env(safe-area-inset-bottom))' }}
            containerAriaLabel="Notifikasi"
            toastOptions={{ closeButtonAriaLabel: 'Tutup notifikasi' }}
          />
        )
      },
  ),
)

type ToastKind = 'success' | 'error' | 'warning'
/** sonner's options for one toast (a fixed `id` keeps a repeated message single). */
type ToastOptions = { id?: string | number }

function show(kind: ToastKind, message: string, options?: ToastOptions) {
  void toaster
    .load()
    .then(loadSonner)
    .then(({ toast }) => toast[kind](message, options))
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
}

/** Mount once in the app shell: renders sonner's Toaster once its code has loaded. */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    toaster.preload()
    void toaster.loaded.then((component) => {
      if (mounted) setToaster(() => component)
    })
    return () => {
      mounted = false
    }
  }, [])
  return Toaster ? <Toaster /> : null
}
