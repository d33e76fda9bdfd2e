import { useRef, useState } from 'react'
import { showFailure } from '../lib/actions.ts'
import type { ExportProgress } from '../lib/export-run.ts'
import { Button } from './Button.tsx'

export interface ExportButtonProps {
  disabled?: boolean
  /** Gathers the rows and writes the file (lib/export-run.ts), telling the button how far it is. */
  run: (onProgress: ExportProgress) => Promise<unknown>
}

/**
 * 'Ekspor Excel' of every report (issue 34): while the file is made the button is disabled and busy
 * and says how far it is — 'Mengambil data…' until the rows are in, then 'Menyiapkan Excel… N%'.
 * The page stays usable meanwhile (the file is written in a worker). A failure shows under 'Gagal'.
 */
export function ExportButton({ disabled, run }: ExportButtonProps) {
  // null: idle; 'data': the rows are being fetched; a number: the file, percent done.
  const [progress, setProgress] = useState<null | 'data' | number>(null)
  const running = useRef(false)
  function start() {
    if (running.current) return
    running.current = true
    setProgress('data')
    void run((percent) => setProgress(Math.min(100, Math.floor(percent))))
      .catch(showFailure)
      .finally(() => {
        running.current = false
        setProgress(null)
      })
  }
  return (
    <Button variant="secondary" disabled={disabled} loading={progress !== null} onClick={start}>
      {progress === null
        ? 'Ekspor Excel'
        : progress === 'data'
          ? 'Mengambil data…'
          : `Menyiapkan Excel… ${progress}%`}
    </Button>
  )
}
