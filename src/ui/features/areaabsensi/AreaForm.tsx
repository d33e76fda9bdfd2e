import { type FormEvent, useState } from 'react'
import type { AreaRow } from '../../../contract/area.ts'
import { AREA_MESSAGES, COMMON_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { Modal } from '../../components/Modal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { api } from '../../lib/api-client.ts'
import { useApi } from '../../lib/use-api.ts'
import { runSave, showFailure, showIncomplete } from '../master/actions.ts'
import { mapLink } from './map-link.ts'

/** The form holds text; numbers are parsed on save so an empty field stays distinguishable. */
interface AreaInput {
  lokasi: string
  lat: string
  lng: string
  radius: string
  keterangan: string
  kode: string
}

const fromRow = (row: AreaRow | null): AreaInput => ({
  lokasi: row?.lokasi ?? '',
  lat: row ? String(row.lat) : '',
  lng: row ? String(row.lng) : '',
  radius: row ? String(row.radius) : '',
  keterangan: row?.keterangan ?? '',
  kode: row?.kode ?? '',
})

/** Decimal comma or point; anything else (or empty) is not a number. */
const toNumber = (text: string) => {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() === '' || !Number.isFinite(value) ? null : value
}

export function AreaForm(props: { area: AreaRow | null; onClose: () => void; onSaved: () => void }) {
  const kantor = useApi('GET api/kantor')
  const [input, setInput] = useState(() => fromRow(props.area))
  const [busy, setBusy] = useState(false)
  const set = (field: keyof AreaInput) => (value: string) => setInput((prev) => ({ ...prev, [field]: value }))
  const offices = kantor.data?.datae ?? []
  const kode = input.kode || offices[0]?.kode || ''
  const lat = toNumber(input.lat)
  const lng = toNumber(input.lng)

  function useMyPosition() {
    if (!('geolocation' in navigator)) return void showFailure(AREA_MESSAGES.geolocationUnavailable)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setInput((prev) => ({ ...prev, lat: coords.latitude.toFixed(6), lng: coords.longitude.toFixed(6) })),
      () => void showFailure(AREA_MESSAGES.geolocationUnavailable),
      { enableHighAccuracy: true, timeout: 10_000 },
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const radius = toNumber(input.radius)
    if (!input.lokasi.trim() || lat === null || lng === null || radius === null)
      return showIncomplete(COMMON_MESSAGES.incomplete)
    const body = { lokasi: input.lokasi.trim(), lat, lng, radius, keterangan: input.keterangan.trim(), kode }
    setBusy(true)
    const idar = props.area?.idar
    const saved = await runSave(
      () =>
        idar
          ? api('PUT api/area_absensi', { body: { ...body, idar } })
          : api('POST api/area_absensi', { body }),
      idar ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added,
    )
    setBusy(false)
    if (saved) props.onSaved()
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={props.area ? 'Ubah Area Absensi' : 'Tambah Area Absensi'}
      footer={
        <Button type="submit" form="form-area" loading={busy}>
          Simpan
        </Button>
      }
    >
      <form id="form-area" onSubmit={submit} noValidate>
        <TextField
          label="Nama Lokasi"
          required
          maxLength={100}
          value={input.lokasi}
          onValueChange={set('lokasi')}
        />
        <TextField
          label="Latitude"
          required
          inputMode="decimal"
          value={input.lat}
          onValueChange={set('lat')}
          hint="-90 sampai 90"
        />
        <TextField
          label="Longitude"
          required
          inputMode="decimal"
          value={input.lng}
          onValueChange={set('lng')}
          hint="-180 sampai 180"
        />
        <div className="page-actions">
          <Button type="button" variant="secondary" size="sm" onClick={useMyPosition}>
            Gunakan posisi saya
          </Button>
          {lat !== null && lng !== null && (
            <a href={mapLink(lat, lng)} target="_blank" rel="noreferrer">
              Lihat di peta
            </a>
          )}
        </div>
        <TextField
          label="Radius (meter)"
          required
          inputMode="decimal"
          value={input.radius}
          onValueChange={set('radius')}
        />
        <TextField
          label="Keterangan"
          maxLength={500}
          value={input.keterangan}
          onValueChange={set('keterangan')}
        />
        <SelectField
          label="Kantor/Unit"
          value={kode}
          onValueChange={set('kode')}
          options={offices.map((office) => ({ value: office.kode, label: office.cabang }))}
        />
      </form>
    </Modal>
  )
}
