import {
  CUTI_DASAR,
  type CutiDasar,
  PENGATURAN_LIMITS as L,
  PERSETUJUAN_TINGKAT,
  type PersetujuanTingkat,
} from '../../../contract/pengaturan-rules.ts'
import { NumberField } from '../../components/NumberField.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { SwitchField } from '../../components/SwitchField.tsx'
import type { ZodForm } from '../../lib/use-zod-form.ts'

/** What each basis of the yearly allocation means (issue 31, docs/cuti.md "Pengaturan cuti"). */
const CUTI_DASAR_LABEL: Record<CutiDasar, string> = {
  januari: '1 Januari',
  ulang_tahun: 'Ulang tahun masa kerja',
}
const CUTI_DASAR_OPTIONS = CUTI_DASAR.map((value) => ({ value, label: CUTI_DASAR_LABEL[value] }))

const TINGKAT_LABEL: Record<PersetujuanTingkat, string> = {
  1: '1 tingkat',
  2: '2 tingkat: Admin Unit lalu Admin Yayasan',
}
const TINGKAT_OPTIONS = PERSETUJUAN_TINGKAT.map((value) => ({
  value: String(value),
  label: TINGKAT_LABEL[value],
}))

type CutiField = 'cuti_dasar' | 'cuti_jatah' | 'cuti_bawa_maks' | 'cuti_bawa_bulan' | 'persetujuan_tingkat'

/** The leave settings, a section of the Pengaturan form (saved with the rest). */
export function CutiFields(props: {
  field: (name: CutiField) => ReturnType<ZodForm['field']>
  potong: boolean
  onPotongChange: (potong: boolean) => void
}) {
  const { field } = props
  return (
    <fieldset className="settings-section">
      <legend>Cuti</legend>
      <SelectField
        label="Dasar pemberian cuti tahunan"
        required
        hint="Jatah diberikan setiap 1 Januari atau setiap ulang tahun tanggal masuk, setelah 12 bulan masa kerja."
        options={CUTI_DASAR_OPTIONS}
        {...field('cuti_dasar')}
      />
      <NumberField
        label="Jatah cuti tahunan (hari)"
        required
        hint={`Bilangan bulat 0–${L.jatahMax}; undang-undang menetapkan 12 hari kerja.`}
        {...field('cuti_jatah')}
      />
      <NumberField
        label="Sisa cuti yang dapat dibawa (hari)"
        required
        hint={`Paling banyak sekian hari sisa cuti pindah ke tahun cuti berikutnya; 0 berarti tidak ada (0–${L.bawaMaksMax}).`}
        {...field('cuti_bawa_maks')}
      />
      <NumberField
        label="Masa berlaku sisa cuti yang dibawa (bulan)"
        required
        hint={`Sisa yang dibawa dan belum dipakai hangus setelah sekian bulan (${L.bawaBulanMin}–${L.bawaBulanMax}).`}
        {...field('cuti_bawa_bulan')}
      />
      <SwitchField
        name="cuti_bersama_potong"
        label="Cuti bersama memotong cuti tahunan"
        hint="Bila cuti bersama libur: setiap hari Cuti Bersama pada Kalender Kerja yang jatuh pada hari kerja pegawai mengurangi saldo cuti tahunannya."
        checked={props.potong}
        onCheckedChange={props.onPotongChange}
      />
      <SelectField
        label="Persetujuan pengajuan"
        required
        hint="Dengan 2 tingkat, Admin Unit menyetujui lebih dahulu, lalu Admin Yayasan memutuskan."
        options={TINGKAT_OPTIONS}
        {...field('persetujuan_tingkat')}
      />
    </fieldset>
  )
}
