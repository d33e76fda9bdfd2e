import { useState } from 'react'
import {
  type LiburNasionalRow,
  NAMA_JENIS_KALENDER,
  type PratinjauNasional,
} from '../../../contract/kalender.ts'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { Modal } from '../../components/Modal.tsx'
import { showFailure } from '../../lib/actions.ts'
import { api, failureMessage } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { warningSementara } from './kalender-days.ts'

const dayText = (day: LiburNasionalRow) =>
  `${formatTanggal(day.tgl)} — ${NAMA_JENIS_KALENDER[day.jenis]}: ${day.keterangan}`

function Group(props: { title: string; note: string; children: React.ReactNode[] }) {
  return (
    <section className="kal-impor-grup" aria-label={props.title}>
      <h3>
        {props.title} ({props.children.length})
      </h3>
      <p className="muted">{props.note}</p>
      {props.children.length > 0 && <ul>{props.children}</ul>}
    </section>
  )
}

function Preview({ preview }: { preview: PratinjauNasional }) {
  return (
    <>
      <p>
        Sumber: <strong>{preview.sk}</strong>
      </p>
      {preview.sementara && (
        <p className="notice notice-warning" role="note">
          {warningSementara(preview.tahun)}
        </p>
      )}
      <Group title="Baru" note="Akan ditambahkan.">
        {preview.baru.map((day) => (
          <li key={day.tgl}>{dayText(day)}</li>
        ))}
      </Group>
      <Group title="Berbeda" note="Entri yang ada akan diganti dengan yang tertulis di SK.">
        {preview.berbeda.map(({ hari, sekarang }) => (
          <li key={hari.tgl}>
            {dayText(hari)}
            <br />
            <span className="muted">
              Sekarang: {NAMA_JENIS_KALENDER[sekarang.jenis]}: {sekarang.keterangan}
            </span>
          </li>
        ))}
      </Group>
      <Group title="Sudah ada" note="Tidak ada yang perlu dilakukan.">
        {preview.sudah_ada.map((day) => (
          <li key={day.tgl}>{dayText(day)}</li>
        ))}
      </Group>
    </>
  )
}

/**
 * 'Impor libur nasional {tahun}': the preview of what the import does, then the import. After it
 * the preview reloads (WRITE_EFFECTS) and shows everything as already there. Mount only while open.
 */
export function ImporNasional({ tahun, onClose }: { tahun: number; onClose: () => void }) {
  const preview = useApiQuery('GET api/kalender/nasional', { query: { tahun } }, { staleTime: 0 })
  const [pesan, setPesan] = useState('')
  const [busy, setBusy] = useState(false)
  const data = preview.data
  const todo = data ? data.baru.length + data.berbeda.length : 0

  async function impor() {
    setBusy(true)
    try {
      setPesan((await api('POST api/kalender/nasional', { body: { tahun } })).pesan)
    } catch (error) {
      await showFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={`Impor libur nasional ${tahun}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Selesai
          </Button>
          <Button disabled={!data || todo === 0} loading={busy} onClick={() => void impor()}>
            {data && todo === 0 ? 'Tidak ada yang perlu diimpor' : 'Impor'}
          </Button>
        </>
      }
    >
      {pesan && (
        <p className="notice" role="status">
          {pesan}
        </p>
      )}
      {preview.isError && (
        <ErrorState message={failureMessage(preview.error)} onRetry={() => void preview.refetch()} />
      )}
      {preview.isPending && <Loading />}
      {data && <Preview preview={data} />}
    </Modal>
  )
}
