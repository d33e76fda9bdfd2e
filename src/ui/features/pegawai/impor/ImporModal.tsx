import { useState } from 'react'
import type { ImporAkun, ImporBarisInput } from '../../../../contract/pegawai-impor.ts'
import { Button } from '../../../components/Button.tsx'
import { showMessage } from '../../../components/MessageDialog.tsx'
import { Modal } from '../../../components/Modal.tsx'
import { runAction, showFailure } from '../../../lib/actions.ts'
import { api } from '../../../lib/api-client.ts'
import { formatAngka } from '../../../lib/format.ts'
import { ImporAkunList } from './ImporAkunList.tsx'
import { ImporPreview, joinChecks, type PreviewRow } from './ImporPreview.tsx'
import { downloadTemplate, ImporFileError, type Progress, readImporFile } from './read-impor.ts'
import './impor.css'

type Step =
  | { name: 'pilih' }
  | { name: 'membaca'; progress: Progress }
  | { name: 'pratinjau'; rows: PreviewRow[] }
  | { name: 'selesai'; akun: ImporAkun[] }

const strip = ({ masalah: _masalah, ...row }: PreviewRow): ImporBarisInput => row

/** Reads the file, then asks the server for each row's problems (the same checks as the import). */
async function preview(file: File, onProgress: (progress: Progress) => void): Promise<PreviewRow[]> {
  const rows = await readImporFile(file, onProgress)
  onProgress({ tahap: 'Memeriksa baris ke server...', persen: 100 })
  const checked = await api('POST api/datapegawai/impor/periksa', { body: { baris: rows } })
  return joinChecks(rows, checked.baris)
}

function FilePicker(props: { onFile: (file: File) => void }) {
  return (
    <>
      <p>
        Pilih berkas xlsx atau csv dengan kolom yang sama seperti hasil <strong>Ekspor Excel</strong> (NIP,
        Nama, JK, Unit atau Kode Unit, ID Jadwal atau nama jadwal, dan seterusnya). Kata sandi awal dibuat
        otomatis.
      </p>
      <div className="field">
        <label htmlFor="impor-berkas" className="field-label">
          Berkas pegawai
        </label>
        <input
          id="impor-berkas"
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) props.onFile(file)
          }}
        />
      </div>
      <Button variant="ghost" size="sm" onClick={() => void downloadTemplate().catch(showFailure)}>
        Unduh templat
      </Button>
    </>
  )
}

/** Bulk employee import (issue 5): file → progress → preview with problems → import → accounts. */
export function ImporModal({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'pilih' })
  const [saving, setSaving] = useState(false)
  const valid = step.name === 'pratinjau' ? step.rows.filter((row) => !row.masalah.length) : []

  function read(file: File) {
    setStep({ name: 'membaca', progress: { tahap: 'Membaca berkas...', persen: 0 } })
    preview(file, (progress) => setStep({ name: 'membaca', progress }))
      .then((rows) => setStep({ name: 'pratinjau', rows }))
      .catch(async (error: unknown) => {
        await (error instanceof ImporFileError
          ? showMessage({ title: 'Gagal', message: error.message, tone: 'error' })
          : showFailure(error))
        setStep({ name: 'pilih' })
      })
  }

  async function save() {
    setSaving(true)
    const answer = await runAction(
      () => api('POST api/datapegawai/impor', { body: { baris: valid.map(strip) } }),
      {
        success: (done) => done.pesan,
      },
    )
    setSaving(false)
    if (answer) setStep({ name: 'selesai', akun: answer.akun })
  }

  const footer =
    step.name === 'pratinjau' ? (
      <>
        <Button variant="secondary" onClick={() => setStep({ name: 'pilih' })}>
          Pilih berkas lain
        </Button>
        <Button disabled={!valid.length} loading={saving} onClick={() => void save()}>
          Impor {formatAngka(valid.length)} pegawai
        </Button>
      </>
    ) : (
      <Button variant="secondary" onClick={onClose}>
        {step.name === 'selesai' ? 'Selesai' : 'Batal'}
      </Button>
    )

  return (
    <Modal open size="lg" title="Impor Pegawai" onOpenChange={(open) => !open && onClose()} footer={footer}>
      {step.name === 'pilih' && <FilePicker onFile={read} />}
      {step.name === 'membaca' && (
        <div className="impor-progress">
          <label htmlFor="impor-progress">{step.progress.tahap}</label>
          <progress id="impor-progress" max={100} value={step.progress.persen}>
            {step.progress.persen}%
          </progress>
        </div>
      )}
      {step.name === 'pratinjau' && <ImporPreview rows={step.rows} />}
      {step.name === 'selesai' && <ImporAkunList akun={step.akun} />}
    </Modal>
  )
}
