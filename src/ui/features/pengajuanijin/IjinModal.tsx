import { type IjinRow, ijinEndpoints } from '../../../contract/ijin.ts'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { type Fact, FactList } from '../../components/FactList.tsx'
import { FormModal } from '../../components/FormModal.tsx'
import { Modal } from '../../components/Modal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { invalidateAll } from '../../lib/query.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { KATEGORI, PERSETUJUAN, rentangTanggal } from './ijin-columns.tsx'

const PILIHAN = [
  { value: '0', label: '-- Pilih Persetujuan --' },
  { value: '1', label: 'Disetujui' },
  { value: '9', label: 'Ditolak' },
]

/** The request as SPEC.md §2 lists it: submission date, name, office, dates and days, cause, explanation. */
function Details({ row }: { row: IjinRow }) {
  const facts: Fact[] = [
    ['Tanggal Pengajuan', formatTanggal(row.tglx)],
    ['Nama Lengkap', row.pegawai],
    ['Unit', row.cabang],
    ['Tanggal Ijin', `${rentangTanggal(row)} (${row.hari} hari)`],
    ['Kategori', KATEGORI[row.status].label],
    ['Sebab', row.alasan],
    ['Keterangan', row.keterangan || '-'],
  ]
  if (row.disetujui !== 0) facts.push(['Status', PERSETUJUAN[row.disetujui].label])
  if (row.disetujui === 9) facts.push(['Catatan Penolakan', row.catatan])
  return <FactList facts={facts} />
}

/** A pending request: approve, or reject with a note; checked by the contract's own schema. */
function VerifyForm({ row, onClose }: { row: IjinRow; onClose: () => void }) {
  const form = useZodForm({
    schema: ijinEndpoints.ijinVerify.body,
    initial: { disetujui: '0', catatan: '' },
    toInput: (values) => ({
      idj: row.idj,
      disetujui: Number(values.disetujui),
      catatan: values.disetujui === '9' ? values.catatan : '',
    }),
    dialogTitle: 'Perhatian',
    onSubmit: async (body) => {
      const saved = await runAction(() => api('PUT api/pengajuanijin', { body }), {
        success: COMMON_MESSAGES.savedShort,
      })
      if (saved) onClose()
      // Refused (e.g. answered meanwhile, 409): show the request's real state behind the dialog.
      else void invalidateAll()
    },
  })
  return (
    <FormModal title="Verifikasi Pengajuan Ijin" form={form} onClose={onClose} submitLabel="Verifikasi">
      <Details row={row} />
      <SelectField label="Persetujuan" options={PILIHAN} {...form.field('disetujui')} />
      {form.values.disetujui === '9' && (
        <TextAreaField label="Catatan Penolakan" {...form.field('catatan')} />
      )}
    </FormModal>
  )
}

/** The view/verify modal: 'Verifikasi' only while the request is pending (SPEC.md §4). */
export function IjinModal({ row, onClose }: { row: IjinRow; onClose: () => void }) {
  if (row.disetujui === 0) return <VerifyForm row={row} onClose={onClose} />
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Detail Pengajuan Ijin"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      }
    >
      <Details row={row} />
    </Modal>
  )
}
