import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Button } from '../components/Button.tsx'
import { type BackendDetails, backendDetailsAtom, backendStateAtom, takeOverBackend } from '../lib/backend.ts'

/**
 * The local database may be open in one tab only. A second tab (or one that was taken over)
 * shows why it cannot work and offers to take the database over.
 */
export function BackendGate({ children }: { children: ReactNode }) {
  const state = useAtomValue(backendStateAtom)
  const details = useAtomValue(backendDetailsAtom)
  if (state === 'busy' || state === 'lost')
    return (
      <main className="centered-page" role="alert">
        <h1>Aplikasi sedang dibuka di tab lain</h1>
        <p>
          {state === 'lost'
            ? 'Tab lain telah mengambil alih data aplikasi. Tab ini tidak lagi menyimpan perubahan.'
            : 'Data aplikasi hanya dapat dipakai di satu tab agar tidak rusak. Tutup tab lain, atau gunakan di tab ini.'}
        </p>
        <Button onClick={() => void takeOverBackend()}>Gunakan di tab ini</Button>
      </main>
    )
  if (state === 'failed')
    return (
      <main className="centered-page" role="alert">
        <h1>Aplikasi gagal dimuat</h1>
        <p>Basis data lokal tidak dapat dibuka{details.error ? `: ${details.error}` : '.'}</p>
        <p>Data yang tersimpan tidak dihapus. Coba lagi, atau tutup tab lain aplikasi ini lalu coba lagi.</p>
        <Button onClick={() => void takeOverBackend()}>Coba lagi</Button>
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
