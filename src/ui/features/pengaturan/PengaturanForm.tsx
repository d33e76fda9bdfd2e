import { useState } from 'react'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { type Pengaturan, pengaturanBody } from '../../../contract/pengaturan.ts'
import { CUTI_BERSAMA, type CutiBersama, PENGATURAN_LIMITS as L } from '../../../contract/pengaturan-rules.ts'
import { SINGKATAN_ZONA, ZONA_WAKTU } from '../../../domain/calendar.ts'
import { Button } from '../../components/Button.tsx'
import { NumberField, parseNumber } from '../../components/NumberField.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { groupDigits, parseRupiah } from '../../lib/format.ts'
import { changedFrom, useUnsavedChanges } from '../../lib/unsaved-changes.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { CutiFields } from './CutiFields.tsx'
import { HonorFields } from './HonorFields.tsx'

/** Numbers are held as typed, so an empty box stays empty until the schema says why. */
const toValues = (settings: Pengaturan) => ({
  ...settings,
  toleransi_terlambat_menit: String(settings.toleransi_terlambat_menit),
  batas_tunda_jam: String(settings.batas_tunda_jam),
  mesin_jeda_pulang: String(settings.mesin_jeda_pulang),
  cuti_jatah: String(settings.cuti_jatah),
  cuti_bawa_maks: String(settings.cuti_bawa_maks),
  cuti_bawa_bulan: String(settings.cuti_bawa_bulan),
  persetujuan_tingkat: String(settings.persetujuan_tingkat),
  honor_jp_gty: groupDigits(String(settings.honor_jp_gty)),
  honor_jp_gtt: groupDigits(String(settings.honor_jp_gtt)),
  honor_jp_honorer: groupDigits(String(settings.honor_jp_honorer)),
})

/** An emptied leave number is refused with its message, not sent as "keep the stored one". */
const requiredNumber = (text: string) => parseNumber(text) ?? Number.NaN

/** 'WIB (Asia/Jakarta)': the name people use first, the zone's real name after it. */
const ZONE_OPTIONS = ZONA_WAKTU.map((zona) => ({ value: zona, label: `${SINGKATAN_ZONA[zona]} (${zona})` }))

/** What each Cuti Bersama choice means for the calendar (issue 30). */
const CUTI_BERSAMA_LABEL: Record<CutiBersama, string> = {
  libur: 'Libur untuk semua pegawai',
  kerja: 'Hari kerja (dapat dipotong dari cuti tahunan)',
}
const CUTI_BERSAMA_OPTIONS = CUTI_BERSAMA.map((value) => ({ value, label: CUTI_BERSAMA_LABEL[value] }))

/**
 * Name, address, grace period, time zone, the Cuti Bersama choice, the delay limit of queued
 * check-ins, the leave settings and the honor rates per JP; saved with 'Tersimpan!', the top bar follows at once.
 */
export function PengaturanForm({ initial }: { initial: Pengaturan }) {
  // The values as last loaded or saved: leaving with others asks first (issue 20).
  const [saved, setSaved] = useState(() => toValues(initial))
  const form = useZodForm({
    schema: pengaturanBody,
    initial: toValues(initial),
    toInput: (values) => ({
      ...values,
      toleransi_terlambat_menit: parseNumber(values.toleransi_terlambat_menit),
      batas_tunda_jam: parseNumber(values.batas_tunda_jam),
      mesin_jeda_pulang: requiredNumber(values.mesin_jeda_pulang),
      cuti_jatah: requiredNumber(values.cuti_jatah),
      cuti_bawa_maks: requiredNumber(values.cuti_bawa_maks),
      cuti_bawa_bulan: requiredNumber(values.cuti_bawa_bulan),
      persetujuan_tingkat: Number(values.persetujuan_tingkat),
      honor_jp_gty: parseRupiah(values.honor_jp_gty) ?? Number.NaN,
      honor_jp_gtt: parseRupiah(values.honor_jp_gtt) ?? Number.NaN,
      honor_jp_honorer: parseRupiah(values.honor_jp_honorer) ?? Number.NaN,
    }),
    onSubmit: async (body) => {
      const answer = await runAction(() => api('PUT api/pengaturan', { body }), {
        success: COMMON_MESSAGES.savedShort,
      })
      if (!answer) return
      form.setValues(toValues(answer.data))
      setSaved(toValues(answer.data))
    },
  })
  useUnsavedChanges(changedFrom(saved, form.values))
  return (
    <form className="card-form" {...form.formProps} aria-label="Pengaturan yayasan">
      <TextField label="Nama Yayasan" required autoComplete="organization" {...form.field('nama_yayasan')} />
      <TextAreaField
        label="Alamat Yayasan"
        hint="Tampil di kepala laporan cetak."
        {...form.field('alamat_yayasan')}
      />
      <NumberField
        label="Toleransi Keterlambatan (menit)"
        required
        hint={`Bilangan bulat ${L.toleransiMin}–${L.toleransiMax}. Kedatangan yang terlambat tidak lebih dari toleransi ini tidak dihitung terlambat di setiap laporan.`}
        {...form.field('toleransi_terlambat_menit')}
      />
      <SelectField
        label="Zona Waktu"
        required
        hint="Menentukan tanggal hari ini dan jam sekarang di setiap layar dan laporan, di mana pun server atau peramban berada."
        options={ZONE_OPTIONS}
        {...form.field('zona_waktu')}
      />
      <SelectField
        label="Cuti bersama"
        required
        hint="Hari cuti bersama pada Kalender Kerja: libur, atau hari kerja yang menghitung kehadiran."
        options={CUTI_BERSAMA_OPTIONS}
        {...form.field('cuti_bersama')}
      />
      <NumberField
        label="Batas Absen Tertunda (jam)"
        required
        hint={`Bilangan bulat ${L.batasTundaMin}–${L.batasTundaMax}. Absen dari aplikasi pegawai yang dibuat tanpa sinyal dikirim otomatis saat sinyal kembali; yang diambil lebih lama dari batas ini ditolak.`}
        {...form.field('batas_tunda_jam')}
      />
      <NumberField
        label="Jeda Pulang Mesin (menit)"
        required
        hint={`Bilangan bulat ${L.jedaPulangMin}–${L.jedaPulangMax}. Untuk mesin absensi tanpa arah (urutan): scan pertama adalah datang, scan terakhir paling cepat sekian menit sesudahnya adalah pulang.`}
        {...form.field('mesin_jeda_pulang')}
      />
      <CutiFields
        field={form.field}
        potong={form.values.cuti_bersama_potong}
        onPotongChange={(potong) => form.set('cuti_bersama_potong', potong)}
      />
      <HonorFields field={form.field} />
      <div className="form-actions">
        <Button type="submit" loading={form.submitting}>
          Simpan
        </Button>
      </div>
    </form>
  )
}
