import { useState } from 'react'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import type { PegawaiRow } from '../../../contract/pegawai-schema.ts'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { Modal } from '../../components/Modal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api, failureMessage } from '../../lib/api-client.ts'
import { formatAngka } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'

/** The typed name must equal the employee's, ignoring case and surrounding spaces. */
export const namaCocok = (typed: string, nama: string) =>
  typed.trim().toLocaleLowerCase('id') === nama.trim().toLocaleLowerCase('id')

/**
 * Deleting an employee takes every attendance record and leave request with it, with no undo: the
 * dialog says how many (counted by the server, `terkait` of the detail) and enables 'Hapus' only
 * once the employee's name is typed. The delete is kept in Jejak Perubahan with those counts.
 */
export function HapusPegawaiModal({ row, onClose }: { row: PegawaiRow; onClose: () => void }) {
  const [typed, setTyped] = useState('')
  const [deleting, setDeleting] = useState(false)
  const detail = useApiQuery('GET api/datapegawai/{idp}', { params: { idp: row.idp } })
  const terkait = detail.data?.terkait
  const matches = namaCocok(typed, row.nama)

  async function hapus() {
    setDeleting(true)
    const done = await runAction(() => api('DELETE api/datapegawai/{idp}', { params: { idp: row.idp } }), {
      success: COMMON_MESSAGES.deleted,
    })
    setDeleting(false)
    if (done) onClose()
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Hapus pegawai ${row.nama}?`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button
            variant="danger"
            disabled={!matches || !terkait}
            loading={deleting}
            onClick={() => void hapus()}
          >
            Hapus
          </Button>
        </>
      }
    >
      {detail.isPending && <Loading label="Menghitung data terkait..." />}
      {detail.isError && (
        <ErrorState message={failureMessage(detail.error)} onRetry={() => void detail.refetch()} inline />
      )}
      {terkait && (
        <p className="hapus-pegawai-akibat">
          Ikut terhapus: <strong>{formatAngka(terkait.absensi)} catatan absensi</strong> dan{' '}
          <strong>{formatAngka(terkait.ijin)} pengajuan ijin</strong>. {COMMON_MESSAGES.irreversible}
        </p>
      )}
      <TextField
        label={`Ketik nama pegawai (${row.nama}) untuk mengonfirmasi`}
        value={typed}
        autoComplete="off"
        onValueChange={setTyped}
        hint="Tombol Hapus aktif setelah nama sesuai."
      />
    </Modal>
  )
}
