import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Button } from '../components/Button.tsx'
import { backendStateAtom, takeOverBackend } from '../lib/backend.ts'

/**
 * The local database may be open in one tab only. A second tab (or one that was taken over)
 * shows why it cannot work and offers to take the database over.
 */
export function BackendGate({ children }: { children: ReactNode }) {
  const state = useAtomValue(backendStateAtom)
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
        <p>Basis data lokal tidak dapat dibuka. Muat ulang halaman untuk mencoba lagi.</p>
      </main>
    )
  return children
}
