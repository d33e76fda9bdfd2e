import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Button } from '../components/Button.tsx'
import { type BackendDetails, backendDetailsAtom, backendStateAtom, retryBackend } from '../lib/backend.ts'

/**
 * Every tab of the app works (one holds the database and serves the others). Only when no tab can
 * open the local database does the app show why, with a retry.
 */
export function BackendGate({ children }: { children: ReactNode }) {
  const state = useAtomValue(backendStateAtom)
  const details = useAtomValue(backendDetailsAtom)
  if (state === 'failed')
    return (
      <main className="centered-page" role="alert">
        <h1>Aplikasi gagal dimuat</h1>
        <p>Basis data lokal tidak dapat dibuka{details.error ? `: ${details.error}` : '.'}</p>
        <p>Data yang tersimpan tidak dihapus. Coba lagi, atau tutup tab lain aplikasi ini lalu coba lagi.</p>
        <Button onClick={() => void retryBackend()}>Coba lagi</Button>
      </main>
    )
  return (
    <>
      {details.volatile && <VolatileBanner reason={details.volatile} />}
      {details.recovery && <RecoveryBanner recovery={details.recovery} />}
      {children}
    </>
  )
}

/** No usable browser storage: the app runs on memory. Shown on every screen for as long as that lasts. */
function VolatileBanner({ reason }: { reason: string }) {
  return (
    <div className="recovery-banner no-print" role="alert" data-testid="banner-memori">
      <strong>Data tidak akan tersimpan.</strong> {reason}
    </div>
  )
}

/** Some committed changes could not be restored at start: say so plainly, every time until resolved. */
function RecoveryBanner({ recovery }: { recovery: NonNullable<BackendDetails['recovery']> }) {
  return (
    <div className="recovery-banner no-print" role="alert">
      <strong>Sebagian perubahan terakhir tidak dapat dipulihkan.</strong> {recovery.setAside} transaksi
      tersimpan yang tidak dapat diterapkan ulang disisihkan ke berkas “{recovery.file}” di penyimpanan
      peramban; data lainnya dimuat seperti semula. Periksa data yang terakhir Anda ubah. (Sebab:{' '}
      {recovery.reason})
    </div>
  )
}
