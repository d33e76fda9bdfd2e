import { ARAH_MESIN, type MesinRow, mesinCreateBody, NAMA_ARAH_MESIN } from '../../../contract/mesin.ts'
import { COMMON_MESSAGES, MESIN_MESSAGES } from '../../../contract/messages.ts'
import { FormModal } from '../../components/FormModal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { SwitchField } from '../../components/SwitchField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { conflictOnField, runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

/** The area is chosen as text ('' = none: records name the machine). */
const valuesOf = (row: MesinRow | null, sn: string) => ({
  nama: row?.nama ?? '',
  sn: row?.sn ?? sn,
  kode: row?.kode ?? '',
  idar: row?.idar ? String(row.idar) : '',
  arah: row?.arah ?? 'status',
  aktif: row?.aktif ?? 1,
})
type Values = ReturnType<typeof valuesOf>

const toInput = (values: Values) => ({ ...values, idar: values.idar ? Number(values.idar) : null })

/** The server's 409 for a serial number another machine has ('Nomor seri sudah dipakai mesin …'). */
const SN_TAKEN = MESIN_MESSAGES.snTaken('').trimEnd()

const ARAH_OPTIONS = ARAH_MESIN.map((value) => ({ value, label: NAMA_ARAH_MESIN[value] }))

/**
 * Add (row null; `sn` prefilled from 'Mesin tidak dikenal') or edit a machine. The area list
 * follows the chosen unit; changing the unit clears an area of another unit.
 */
export function MesinForm(props: { row: MesinRow | null; sn?: string; onClose: () => void }) {
  const idmesin = props.row?.idmesin
  const kantor = useApiQuery('GET api/kantor')
  const areas = useApiQuery('GET api/area_absensi')
  const form = useZodForm({
    schema: mesinCreateBody,
    initial: valuesOf(props.row, props.sn ?? ''),
    toInput,
    dialogTitle: 'Perhatian',
    onSubmit: async (body) => {
      const save = () =>
        idmesin ? api('PUT api/mesin', { body: { ...body, idmesin } }) : api('POST api/mesin', { body })
      const saved = await runAction(() => conflictOnField(save, SN_TAKEN, (sn) => form.setErrors({ sn })), {
        success: idmesin ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added,
      })
      if (saved) props.onClose()
    },
  })
  const areaOptions = (areas.data?.datae ?? [])
    .filter((area) => area.kode === form.values.kode)
    .map((area) => ({ value: String(area.idar), label: area.lokasi }))
  const unitField = form.field('kode')
  return (
    <FormModal
      title={idmesin ? 'Ubah Mesin Absensi' : 'Tambah Mesin Absensi'}
      form={form}
      onClose={props.onClose}
    >
      <TextField label="Nama Mesin" required hint="Misalnya: Gerbang Depan" {...form.field('nama')} />
      <TextField
        label="Nomor Seri (SN)"
        required
        hint="Menu mesin: Info Sistem → Info Perangkat"
        {...form.field('sn')}
      />
      <SelectField
        label="Unit"
        required
        placeholder="-- Pilih --"
        options={(kantor.data?.datae ?? []).map((office) => ({ value: office.kode, label: office.cabang }))}
        {...unitField}
        onValueChange={(kode) => {
          unitField.onValueChange(kode)
          form.set('idar', '')
        }}
      />
      <SelectField
        label="Area Absensi"
        hint="Kosong: catatan absen menyebut nama mesin"
        options={[{ value: '', label: '-- Tanpa area --' }, ...areaOptions]}
        {...form.field('idar')}
      />
      <SelectField label="Cara membaca absen" required options={ARAH_OPTIONS} {...form.field('arah')} />
      <SwitchField
        name="aktif"
        label="Aktif"
        hint="Nonaktif: tidak ditawarkan lagi di Impor Absen Mesin"
        checked={form.values.aktif === 1}
        onCheckedChange={(on) => form.set('aktif', on ? 1 : 0)}
      />
    </FormModal>
  )
}
