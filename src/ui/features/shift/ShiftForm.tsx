import { type FormEvent, useEffect, useRef, useState } from 'react'
import { COMMON_MESSAGES, SHIFT_MESSAGES } from '../../../contract/messages.ts'
import type { ShiftRow } from '../../../contract/shift.ts'
import {
  hariDefault,
  pulangSebelumMasukPesan,
  pulangSetelahMasuk,
  type ShiftHariValue,
} from '../../../contract/shift-days.ts'
import { Button } from '../../components/Button.tsx'
import { Loading } from '../../components/Loading.tsx'
import { Modal } from '../../components/Modal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { api } from '../../lib/api-client.ts'
import { runSave, showFailure, showIncomplete } from '../master/actions.ts'
import { ATURAN_LOKASI } from './aturan-lokasi.ts'
import { HariTable } from './HariTable.tsx'

type Aturan = 0 | 1 | 2
const asAturan = (value: string): Aturan => (value === '1' ? 1 : value === '2' ? 2 : 0)

/** Add (shift null) or edit a schedule: label, both location rules, the seven days. */
export function ShiftForm(props: { shift: ShiftRow | null; onClose: () => void; onSaved: () => void }) {
  const idshift = props.shift?.idshift
  const [label, setLabel] = useState(props.shift?.label ?? '')
  const [masuk, setMasuk] = useState<Aturan>(props.shift?.lokasi_masuk ?? 0)
  const [pulang, setPulang] = useState<Aturan>(props.shift?.lokasi_pulang ?? 0)
  const [days, setDays] = useState<ShiftHariValue[] | null>(idshift ? null : hariDefault)
  const [busy, setBusy] = useState(false)
  const close = useRef(props.onClose)
  close.current = props.onClose

  // Editing: the seven days come from the detail call (hari as JSON text).
  useEffect(() => {
    if (!idshift) return
    api('GET api/shift/{id}', { params: { id: idshift } })
      .then((detail) => setDays(JSON.parse(detail.hari) as ShiftHariValue[]))
      .catch(async (error) => {
        await showFailure(error)
        close.current()
      })
  }, [idshift])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!days) return
    if (!label.trim()) return showIncomplete(SHIFT_MESSAGES.labelRequired)
    const wrong = days.find((day) => !pulangSetelahMasuk(day))
    if (wrong) return showIncomplete(pulangSebelumMasukPesan(wrong.hari))
    const body = {
      label: label.trim(),
      lokasi_masuk: masuk,
      lokasi_pulang: pulang,
      hari: JSON.stringify(days),
    }
    setBusy(true)
    const saved = await runSave(
      () =>
        idshift ? api('PUT api/shift', { body: { ...body, idshift } }) : api('POST api/shift', { body }),
      idshift ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added,
    )
    setBusy(false)
    if (saved) props.onSaved()
  }

  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => !open && props.onClose()}
      title={idshift ? 'Ubah Jadwal' : 'Tambah Jadwal'}
      footer={
        <Button type="submit" form="form-shift" loading={busy} disabled={!days}>
          Simpan
        </Button>
      }
    >
      <form id="form-shift" onSubmit={submit} noValidate>
        <TextField label="Nama Kategori" required maxLength={100} value={label} onValueChange={setLabel} />
        <SelectField
          label="Lokasi Absen Datang"
          value={String(masuk)}
          onValueChange={(value) => setMasuk(asAturan(value))}
          options={ATURAN_LOKASI}
        />
        <SelectField
          label="Lokasi Absen Pulang"
          value={String(pulang)}
          onValueChange={(value) => setPulang(asAturan(value))}
          options={ATURAN_LOKASI}
        />
        {days ? <HariTable days={days} onChange={setDays} /> : <Loading />}
      </form>
    </Modal>
  )
}
