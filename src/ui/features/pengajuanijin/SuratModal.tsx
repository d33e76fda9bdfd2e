import type { IjinRow } from '../../../contract/ijin.ts'
import { Button } from '../../components/Button.tsx'
import { FallbackImage } from '../../components/FallbackImage.tsx'
import { Modal } from '../../components/Modal.tsx'
import { uploadUrl } from '../../lib/uploads.ts'

/** The leave letter the employee uploaded; the default image when there is none (404). */
export function SuratModal({ row, onClose }: { row: IjinRow; onClose: () => void }) {
  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={`Surat Ijin — ${row.pegawai}`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      }
    >
      <FallbackImage
        className="surat-image"
        src={uploadUrl.suratIjin(row.idj)}
        alt={`Surat ijin ${row.pegawai}`}
        fallbackAlt="Surat ijin belum diunggah"
      />
    </Modal>
  )
}
