// Toasts are sonner's: it already handles stacking, timing, swipe and an aria-live region.
// Use them for light confirmations ('Data tersimpan'); SPEC messages that the user must
// acknowledge ('Gagal', 'Berhasil' dialogs) go through showMessage instead.
import { Toaster } from 'sonner'

export { toast } from 'sonner'

/** Mount once in the app shell. Bottom right: a toast never covers the top bar's name and Keluar. */
export function ToastHost() {
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      duration={4000}
      containerAriaLabel="Notifikasi"
      toastOptions={{ closeButtonAriaLabel: 'Tutup notifikasi' }}
    />
  )
}
