import { type AreaRow, areaCreateBody } from '../../../contract/area.ts'
import { AREA_MESSAGES, COMMON_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { FormModal } from '../../components/FormModal.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { NumberField, parseNumber } from '../../components/NumberField.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { mapLink } from './map-link.ts'

/** Numbers are typed as text so an empty field stays empty; the schema says 'Lengkapi isian!'. */
const valuesOf = (row: AreaRow | null) => ({
  lokasi: row?.lokasi ?? '',
  lat: row ? String(row.lat) : '',
  lng: row ? String(row.lng) : '',
  radius: row ? String(row.radius) : '',
  keterangan: row?.keterangan ?? '',
  kode: row?.kode ?? '',
})
type AreaValues = ReturnType<typeof valuesOf>

const toInput = (values: AreaValues) => ({
  ...values,
  lat: parseNumber(values.lat),
  lng: parseNumber(values.lng),
  radius: parseNumber(values.radius),
})

const geolocationFailed = () =>
  void showMessage({ title: 'Gagal', message: AREA_MESSAGES.geolocationUnavailable, tone: 'error' })

/** Add (area null) or edit an attendance area. Mount only while open. */
export function AreaForm(props: { area: AreaRow | null; onClose: () => void }) {
  const idar = props.area?.idar
  const kantor = useApiQuery('GET api/kantor')
  const form = useZodForm({
    schema: areaCreateBody,
    initial: valuesOf(props.area),
    toInput,
    // SPEC.md §5: 'Lengkapi isian!' in a dialog titled Perhatian.
    dialogTitle: 'Perhatian',
    onSubmit: async (body) => {
      const saved = await runAction(
        () =>
          idar
            ? api('PUT api/area_absensi', { body: { ...body, idar } })
            : api('POST api/area_absensi', { body }),
        { success: idar ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added },
      )
      if (saved) props.onClose()
    },
  })
  const lat = parseNumber(form.values.lat)
  const lng = parseNumber(form.values.lng)

  function useMyPosition() {
    if (!('geolocation' in navigator)) return geolocationFailed()
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        form.set('lat', coords.latitude.toFixed(6))
        form.set('lng', coords.longitude.toFixed(6))
      },
      geolocationFailed,
      { enableHighAccuracy: true, timeout: 10_000 },
    )
  }

  return (
    <FormModal title={idar ? 'Ubah Area Absensi' : 'Tambah Area Absensi'} form={form} onClose={props.onClose}>
      <TextField label="Nama Lokasi" required {...form.field('lokasi')} />
      <NumberField label="Latitude" kind="decimal" required hint="-90 sampai 90" {...form.field('lat')} />
      <NumberField label="Longitude" kind="decimal" required hint="-180 sampai 180" {...form.field('lng')} />
      <div className="page-actions">
        <Button variant="secondary" size="sm" onClick={useMyPosition}>
          Gunakan posisi saya
        </Button>
        {lat !== undefined && lng !== undefined && (
          <a href={mapLink(lat, lng)} target="_blank" rel="noreferrer">
            Lihat di peta
          </a>
        )}
      </div>
      <NumberField label="Radius (meter)" kind="decimal" required {...form.field('radius')} />
      <TextField label="Keterangan" {...form.field('keterangan')} />
      <SelectField
        label="Unit"
        required
        placeholder="-- Pilih --"
        options={(kantor.data?.datae ?? []).map((office) => ({ value: office.kode, label: office.cabang }))}
        {...form.field('kode')}
      />
    </FormModal>
  )
}
