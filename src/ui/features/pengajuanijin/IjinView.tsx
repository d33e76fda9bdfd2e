import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { type IjinDetailRow, type IjinRow, ijinEndpoints } from '../../../contract/ijin.ts'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { type Fact, FactList } from '../../components/FactList.tsx'
import { FallbackImage } from '../../components/FallbackImage.tsx'
import { Modal } from '../../components/Modal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { refetchAfterWrite, useApiQuery } from '../../lib/query.ts'
import { sessionAtom } from '../../lib/session.ts'
import { uploadUrl } from '../../lib/uploads.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { Batalkan } from './Batalkan.tsx'
import { EarlierRequests } from './EarlierRequests.tsx'
import { rentangTanggal, statusOf } from './ijin-columns.tsx'
import { Langkah } from './Langkah.tsx'

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
    ['Kategori', row.jenis],
    ['Sebab', row.alasan],
    ['Keterangan', row.keterangan || '-'],
  ]
  if (row.disetujui !== 0 || row.setuju_unit_oleh) facts.push(['Status', statusOf(row).label])
  if (row.disetujui === 9 && !row.dibatalkan_waktu) facts.push(['Catatan Penolakan', row.catatan])
  return <FactList facts={facts} />
}

/**
 * A pending request's decision: approve, or reject with a note, checked by the contract's own
 * schema. After saving, the view stays open on the answered request (its detail reloads), so the
 * verifier goes on with 'Berikutnya'.
 */
function Decision({ row }: { row: IjinRow }) {
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
      // Refused (e.g. answered meanwhile, 409): show the request's real state, as after a save.
      if (!saved) void refetchAfterWrite('PUT api/pengajuanijin')
    },
  })
  return (
    <form className="ijin-decision" {...form.formProps}>
      <SelectField label="Persetujuan" options={PILIHAN} {...form.field('disetujui')} />
      {form.values.disetujui === '9' && (
        <TextAreaField label="Catatan Penolakan" {...form.field('catatan')} />
      )}
      {form.errors._form && (
        <p className="form-error" role="alert">
          {form.errors._form}
        </p>
      )}
      <Button type="submit" loading={form.submitting}>
        Verifikasi
      </Button>
    </form>
  )
}

/**
 * The letter photo (stored up to 1,600 px on its long side, issue 29). 'Perbesar' shows it at its
 * natural size in a scrollable frame over the whole dialog's width, so a scanned page can be read.
 */
function Letter({
  row,
  zoomed,
  onZoom,
}: {
  row: IjinRow
  zoomed: boolean
  onZoom: (zoomed: boolean) => void
}) {
  return (
    <figure className="ijin-letter">
      {/* Zoomed, the frame scrolls: it takes the keyboard focus to be scrolled with the arrows. */}
      <div
        className="ijin-letter-frame"
        data-testid="surat-bingkai"
        {...(zoomed ? { role: 'region', 'aria-label': 'Surat ijin, ukuran asli', tabIndex: 0 } : {})}
      >
        <FallbackImage
          className="surat-image"
          src={uploadUrl.suratIjin(row.idj)}
          alt={`Surat ijin ${row.pegawai}`}
          fallbackAlt="Surat ijin belum diunggah"
        />
      </div>
      <figcaption className="muted">
        Surat ijin{' '}
        <Button variant="ghost" size="sm" aria-pressed={zoomed} onClick={() => onZoom(!zoomed)}>
          Perbesar
        </Button>
      </figcaption>
    </figure>
  )
}

/** One request: the letter beside the facts, the decision while pending, the year's other requests. */
function RequestPanel({ row }: { row: IjinRow | IjinDetailRow }) {
  const panel = useRef<HTMLDivElement>(null)
  const [zoomed, setZoomed] = useState(false)
  // A unit admin's level-1 approval is given once (two levels): the rest is the foundation's.
  const levelx = useAtomValue(sessionAtom)?.levelx
  const approvedByMe = row.setuju_unit_oleh !== null && levelx === 1
  // 'Berikutnya' swaps the panel inside the open dialog: bring the keyboard to the new request.
  useEffect(() => {
    const target = panel.current?.querySelector<HTMLElement>('select, h3')
    if (panel.current?.contains(document.activeElement)) return
    target?.focus({ preventScroll: true })
  }, [])
  return (
    <div className={zoomed ? 'ijin-view ijin-view-zoomed' : 'ijin-view'} ref={panel}>
      <Letter row={row} zoomed={zoomed} onZoom={setZoomed} />
      <div className="ijin-facts">
        <Details row={row} />
        {row.disetujui === 0 && !approvedByMe && <Decision row={row} />}
        <Langkah row={row} />
        {row.disetujui !== 9 && <Batalkan row={row} />}
        <EarlierRequests row={row} />
      </div>
    </div>
  )
}

export type IjinViewProps = {
  /** The request as the list showed it when opened (shown until its own detail answers). */
  row: IjinRow
  /** The next pending request of the list, or null when there is none. */
  next: IjinRow | null
  onNext: (row: IjinRow) => void
  onClose: () => void
}

/**
 * Verification in one view (issue 20): the letter beside the decision, the employee's other
 * requests of the year and 'Berikutnya' to the next pending request, in one dialog (no second
 * modal for the letter). An answered request shows the same view without the decision.
 */
export function IjinView({ row: listed, next, onNext, onClose }: IjinViewProps) {
  // The request's own answer: after a decision it reloads, and the view shows the answered state.
  const detail = useApiQuery('GET api/pengajuanijin/{idj}', { params: { idj: listed.idj } })
  const row = detail.data?.idj === listed.idj ? detail.data : listed
  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={row.disetujui === 0 ? 'Verifikasi Pengajuan Ijin' : 'Detail Pengajuan Ijin'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Tutup
          </Button>
          {next && (
            <Button variant="secondary" onClick={() => onNext(next)}>
              Berikutnya
            </Button>
          )}
        </>
      }
    >
      <RequestPanel key={row.idj} row={row} />
    </Modal>
  )
}
