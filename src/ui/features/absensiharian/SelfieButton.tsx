import { useState } from 'react'
import type { AbsensiRecord } from '../../../contract/laporan.ts'
import { Button } from '../../components/Button.tsx'
import { FallbackImage } from '../../components/FallbackImage.tsx'
import { Modal } from '../../components/Modal.tsx'
import { uploadUrl } from '../../lib/uploads.ts'
import { sentText } from '../laporan/attendance-cells.tsx'

/** ' · terkirim tertunda 09:30' under a selfie sent late (issue 34); '' for one sent as taken. */
const sentLate = (record: AbsensiRecord, kirim: string | undefined) =>
  kirim ? ` · diambil tanpa sinyal, terkirim tertunda ${sentText(record, kirim)}` : ''

/**
 * An app entry's selfies (arrival, and departure once there is one), opened from its row: the
 * picture the employee app sent is how an admin checks who checked in (issue 17).
 */
export function SelfieButton({ record }: { record: AbsensiRecord }) {
  const [open, setOpen] = useState(false)
  if (record.device !== 0 || record.status !== 0) return null
  return (
    <>
      <Button variant="ghost" size="sm" className="no-print" onClick={() => setOpen(true)}>
        <span aria-hidden="true">Foto</span>
        <span className="sr-only">Foto {record.nama}</span>
      </Button>
      {open && (
        <Modal open onOpenChange={setOpen} title={`Foto absensi ${record.nama}`} size="md">
          <div className="harian-selfies">
            <figure>
              <FallbackImage
                src={uploadUrl.absensiFoto(record.id, 'datang')}
                alt={`Foto datang ${record.nama} pukul ${record.waktu_masuk ?? '-'}`}
                fallbackAlt="Foto datang belum ada"
              />
              <figcaption>
                Datang {record.waktu_masuk ?? '-'}
                {sentLate(record, record.kirim_masuk)}
              </figcaption>
            </figure>
            {record.waktu_pulang && (
              <figure>
                <FallbackImage
                  src={uploadUrl.absensiFoto(record.id, 'pulang')}
                  alt={`Foto pulang ${record.nama} pukul ${record.waktu_pulang}`}
                  fallbackAlt="Foto pulang belum ada"
                />
                <figcaption>
                  Pulang {record.waktu_pulang}
                  {sentLate(record, record.kirim_pulang)}
                </figcaption>
              </figure>
            )}
          </div>
        </Modal>
      )}
    </>
  )
}
