import {
  HITUNG_CUTI,
  JENIS_SPEC,
  type JenisCutiRow,
  jenisCutiCreateBody,
  KUOTA_PER,
  NAMA_HITUNG,
  NAMA_KUOTA_PER,
} from '../../../contract/jenis-cuti.ts'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { FormModal } from '../../components/FormModal.tsx'
import { NumberField, parseNumber } from '../../components/NumberField.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { SwitchField } from '../../components/SwitchField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

/** Numbers typed as text (an emptied field stays empty; the schema says what is wrong). */
const valuesOf = (row: JenisCutiRow | null) => ({
  kode: row?.kode ?? '',
  nama: row?.nama ?? '',
  hitung: row?.hitung ?? 'cuti',
  kuota: String(row?.kuota ?? 0),
  kuota_per: row?.kuota_per ?? '',
  maks_hari: String(row?.maks_hari ?? 0),
  masa_kerja_bulan: String(row?.masa_kerja_bulan ?? 0),
  perlu_surat: row?.perlu_surat ?? 0,
  pakai_saldo: row?.pakai_saldo ?? 0,
  hari_kalender: row?.hari_kalender ?? 0,
  tanpa_upah: row?.tanpa_upah ?? 0,
  aktif: row?.aktif ?? 1,
})
type Values = ReturnType<typeof valuesOf>
type Flag = 'perlu_surat' | 'pakai_saldo' | 'hari_kalender' | 'tanpa_upah' | 'aktif'

const toInput = (values: Values) => ({
  ...values,
  kuota: parseNumber(values.kuota),
  maks_hari: parseNumber(values.maks_hari),
  masa_kerja_bulan: parseNumber(values.masa_kerja_bulan),
})

const HITUNG_OPTIONS = HITUNG_CUTI.map((value) => ({ value, label: NAMA_HITUNG[value] }))
const KUOTA_PER_OPTIONS = KUOTA_PER.map((value) => ({ value, label: NAMA_KUOTA_PER[value] }))

/** Add (row null) or edit a leave type. The spec's Ijin and Sakit keep their count and stay active. */
export function JenisCutiForm(props: { row: JenisCutiRow | null; onClose: () => void }) {
  const idjenis = props.row?.idjenis
  const specKind = idjenis !== undefined && (JENIS_SPEC as readonly number[]).includes(idjenis)
  const form = useZodForm({
    schema: jenisCutiCreateBody,
    initial: valuesOf(props.row),
    toInput,
    dialogTitle: 'Perhatian',
    onSubmit: async (body) => {
      const saved = await runAction(
        () =>
          idjenis
            ? api('PUT api/jeniscuti', { body: { ...body, idjenis } })
            : api('POST api/jeniscuti', { body }),
        { success: idjenis ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added },
      )
      if (saved) props.onClose()
    },
  })
  const flag = (name: Flag, label: string, hint?: string) => (
    <SwitchField
      name={name}
      label={label}
      hint={hint}
      checked={form.values[name] === 1}
      onCheckedChange={(on) => form.set(name, on ? 1 : 0)}
      disabled={specKind && name === 'aktif'}
    />
  )
  return (
    <FormModal title={idjenis ? 'Ubah Jenis Cuti' : 'Tambah Jenis Cuti'} form={form} onClose={props.onClose}>
      <TextField label="Kode" required hint="Maksimal 10 karakter, huruf besar" {...form.field('kode')} />
      <TextField label="Nama" required {...form.field('nama')} />
      <SelectField
        label="Dihitung sebagai"
        required
        options={HITUNG_OPTIONS}
        disabled={specKind}
        hint={
          specKind ? 'Jenis bawaan spesifikasi: cara hitungnya tetap' : 'Kolom rekap yang menghitung harinya'
        }
        {...form.field('hitung')}
      />
      <NumberField label="Kuota (hari)" hint="0: tanpa kuota" {...form.field('kuota')} />
      <SelectField label="Kuota per" options={KUOTA_PER_OPTIONS} {...form.field('kuota_per')} />
      <NumberField label="Lama maksimal satu pengajuan (hari)" hint="0: bebas" {...form.field('maks_hari')} />
      <NumberField label="Masa kerja minimal (bulan)" {...form.field('masa_kerja_bulan')} />
      {flag('pakai_saldo', 'Memotong saldo cuti tahunan')}
      {flag('perlu_surat', 'Perlu surat')}
      {flag('hari_kalender', 'Dihitung hari kalender', 'Bukan hari kerja (cuti melahirkan)')}
      {flag('tanpa_upah', 'Lebihnya boleh sebagai cuti di luar tanggungan (tanpa upah)')}
      {flag(
        'aktif',
        'Aktif',
        specKind ? 'Jenis bawaan spesifikasi selalu aktif' : 'Nonaktif: tidak dapat diajukan lagi',
      )}
    </FormModal>
  )
}
