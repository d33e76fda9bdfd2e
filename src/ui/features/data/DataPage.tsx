import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { DataStatus } from '../../../contract/data.ts'
import { DATA_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { toast } from '../../components/Toast.tsx'
import { showFailure } from '../../lib/actions.ts'
import { api, apiDownload, failureMessage } from '../../lib/api-client.ts'
import { readBrowserStorage, requestPersistence } from '../../lib/browser-storage.ts'
import { useApiQuery } from '../../lib/query.ts'
import { saveFile } from '../../lib/save-file.ts'
import { BackupReminder } from './BackupReminder.tsx'
import { exportFileName, formatInstant, formatUkuran } from './backup.ts'
import { ImportSection } from './ImportSection.tsx'
import { replaceAllData } from './replace-data.ts'
import { SizeLimit } from './SizeLimit.tsx'
import './data.css'
import type { PageProps } from '../../app/lazy-page.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'

/**
 * The Data screen (level 0, DESIGN.md §2 "Portable"): where the data lives and how healthy that
 * storage is, export (a .sqlite file that opens in the sqlite3 tool), import and reset.
 */
export default function DataPage({ title }: PageProps) {
  const status = useApiQuery('GET api/data/status')
  return (
    <section>
      <PageHeader title={title} />
      <BackupReminder />
      {status.isError && !status.data && (
        <ErrorState message={failureMessage(status.error)} onRetry={() => void status.refetch()} />
      )}
      {status.isPending && <Loading />}
      {status.data && (
        <div className="data-sections">
          <ExportSection status={status.data} />
          <StorageSection status={status.data} />
          <ImportSection />
          <ResetSection />
        </div>
      )}
    </section>
  )
}

/** The export's time on screen reloads after it (`WRITE_EFFECTS`: the export names the status). */
function ExportSection({ status }: { status: DataStatus }) {
  const [busy, setBusy] = useState(false)

  async function exportDatabase() {
    setBusy(true)
    try {
      const name = exportFileName()
      const file = await apiDownload('POST api/data/ekspor')
      saveFile(file, name)
      toast.success(`Basis data diekspor ke berkas ${name}`)
    } catch (error) {
      await showFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="data-card" aria-labelledby="data-ekspor">
      <h2 id="data-ekspor">Cadangan</h2>
      <dl className="data-facts">
        <dt>Ekspor terakhir</dt>
        <dd data-testid="ekspor-terakhir">
          {status.ekspor_terakhir ? formatInstant(status.ekspor_terakhir) : 'Belum pernah'}
        </dd>
      </dl>
      <p className="muted">
        Berkas ekspor (.sqlite) berisi seluruh data dan dapat dibuka dengan aplikasi SQLite mana pun.
      </p>
      <Button loading={busy} onClick={() => void exportDatabase()}>
        {DATA_MESSAGES.exportLabel}
      </Button>
    </section>
  )
}

const TEMPAT: Record<DataStatus['penyimpanan'], string> = {
  peramban: 'Penyimpanan peramban ini (OPFS)',
  berkas: 'Berkas basis data di server',
  server: 'Server basis data PostgreSQL',
  memori: 'Memori saja: data hilang saat aplikasi ditutup',
}

function StorageSection({ status }: { status: DataStatus }) {
  const inBrowser = status.penyimpanan === 'peramban'
  const browser = useQuery({
    queryKey: ['penyimpanan-peramban'],
    queryFn: readBrowserStorage,
    enabled: inBrowser,
  })

  async function askPersistence() {
    const granted = await requestPersistence()
    await browser.refetch()
    if (granted) toast.success('Penyimpanan permanen diizinkan.')
    else toast.error('Peramban belum mengizinkan penyimpanan permanen.')
  }

  return (
    <section className="data-card" aria-labelledby="data-penyimpanan">
      <h2 id="data-penyimpanan">Kesehatan penyimpanan</h2>
      <dl className="data-facts">
        <dt>Tempat data</dt>
        <dd data-testid="tempat-data">
          {TEMPAT[status.penyimpanan]}
          {status.keterangan && <div className="muted">{status.keterangan}</div>}
        </dd>
        <dt>Ukuran basis data</dt>
        <dd data-testid="ukuran-db">{formatUkuran(status.ukuran)}</dd>
        {inBrowser && browser.data && (
          <>
            <dt>Penyimpanan permanen</dt>
            <dd data-testid="penyimpanan-permanen">
              {browser.data.persisted
                ? 'Diizinkan: peramban tidak akan menghapus data ini sendiri.'
                : 'Belum diizinkan: bila ruang penyimpanan menipis, peramban boleh menghapus data ini.'}
            </dd>
            <dt>Terpakai / kuota</dt>
            <dd data-testid="kuota">
              {browser.data.usage === null || browser.data.quota === null
                ? 'Tidak diketahui'
                : `${formatUkuran(browser.data.usage)} dari ${formatUkuran(browser.data.quota)}`}
            </dd>
          </>
        )}
        <dt>Versi skema</dt>
        <dd>{status.versi_skema}</dd>
      </dl>
      {(inBrowser || status.penyimpanan === 'memori') && <SizeLimit bytes={status.ukuran} />}
      {inBrowser && browser.data && !browser.data.persisted && (
        <Button variant="secondary" onClick={() => void askPersistence()}>
          Minta penyimpanan permanen
        </Button>
      )}
    </section>
  )
}

function ResetSection() {
  const [busy, setBusy] = useState(false)

  async function reset() {
    const yes = await confirm({
      title: DATA_MESSAGES.resetConfirm,
      message:
        'Semua data saat ini akan dihapus dan diganti data demo. Ekspor data terlebih dahulu bila ingin menyimpannya. Setelah itu semua pengguna harus masuk kembali.',
      confirmLabel: 'Ya, reset',
      tone: 'danger',
    })
    if (!yes) return
    setBusy(true)
    try {
      await replaceAllData(() => api('POST api/data/reset'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="data-card" aria-labelledby="data-reset">
      <h2 id="data-reset">{DATA_MESSAGES.resetLabel}</h2>
      <p className="muted">
        Mengganti semua data dengan data demo yang sama seperti saat aplikasi pertama dibuka.
      </p>
      <Button variant="danger" loading={busy} onClick={() => void reset()}>
        {DATA_MESSAGES.resetLabel}
      </Button>
    </section>
  )
}
