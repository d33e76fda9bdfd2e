import { useId, useRef, useState } from 'react'
import { DATA_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { showIncomplete } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { formatUkuran } from './backup.ts'
import { readFile, replaceAllData } from './replace-data.ts'

type Progress = { phase: 'membaca'; read: number; total: number } | { phase: 'memeriksa' } | null

/**
 * 'Impor database': pick a .sqlite file, confirm, then the server checks it before replacing
 * anything (a refusal names the reason and leaves the data as it was).
 */
export function ImportSection() {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<Progress>(null)

  async function importFile() {
    if (!file) return showIncomplete('Pilih berkas basis data (.sqlite) terlebih dahulu!')
    const yes = await confirm({
      title: DATA_MESSAGES.importConfirm,
      message: `Berkas “${file.name}” (${formatUkuran(file.size)}) akan menggantikan semua data saat ini. Ekspor data terlebih dahulu bila ingin menyimpannya. Setelah impor, semua pengguna harus masuk kembali.`,
      confirmLabel: 'Ya, ganti data',
      tone: 'danger',
    })
    if (!yes) return
    try {
      const done = await replaceAllData(async () => {
        setProgress({ phase: 'membaca', read: 0, total: file.size })
        const bytes = await readFile(file, (read) =>
          setProgress({ phase: 'membaca', read, total: file.size }),
        )
        setProgress({ phase: 'memeriksa' })
        return api('POST api/data/impor', { body: bytes })
      })
      if (!done) {
        // A refused file would be refused again: the choice starts over.
        setFile(null)
        if (input.current) input.current.value = ''
      }
    } finally {
      setProgress(null)
    }
  }

  return (
    <section className="data-card" aria-labelledby={`${inputId}-judul`}>
      <h2 id={`${inputId}-judul`}>{DATA_MESSAGES.importLabel}</h2>
      <p className="muted">
        Mengganti semua data dengan berkas .sqlite hasil ekspor aplikasi ini. Berkas diperiksa lebih dulu;
        bila ditolak, data saat ini tetap seperti semula.
      </p>
      <div className="data-actions">
        <label className="data-file" htmlFor={inputId}>
          Berkas basis data (.sqlite)
          <input
            id={inputId}
            ref={input}
            type="file"
            accept=".sqlite,.sqlite3,.db,application/vnd.sqlite3,application/x-sqlite3"
            disabled={progress !== null}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </label>
        <Button variant="danger" loading={progress !== null} onClick={() => void importFile()}>
          {DATA_MESSAGES.importLabel}
        </Button>
      </div>
      {progress && <ImportProgress progress={progress} />}
    </section>
  )
}

function ImportProgress({ progress }: { progress: NonNullable<Progress> }) {
  const reading = progress.phase === 'membaca'
  const label = reading
    ? `Membaca berkas… ${Math.floor((progress.read / Math.max(progress.total, 1)) * 100)}%`
    : 'Memeriksa berkas dan memasang data…'
  return (
    <div className="data-progress" role="status">
      <span>{label}</span>
      {reading ? (
        <progress aria-label="Kemajuan impor" max={progress.total} value={progress.read} />
      ) : (
        <progress aria-label="Kemajuan impor" />
      )}
    </div>
  )
}
