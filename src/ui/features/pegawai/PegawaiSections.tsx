import { Link } from 'wouter'
import type { z } from 'zod'
import { KATEGORI_GURU, NAMA_KATEGORI_GURU } from '../../../contract/jam-mengajar.ts'
import { PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { PhotoField } from '../../components/PhotoField.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { SwitchField } from '../../components/SwitchField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { hitungUmur } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import type { useZodForm } from '../../lib/use-zod-form.ts'
import { PasswordField } from './PasswordField.tsx'
import type { PegawaiValues } from './pegawai-form-state.ts'
import { STATUS_PEGAWAI } from './status.ts'
import type { Pilihan } from './TambahPilihanModal.tsx'

/** The employee form's state as the sections use it (`useZodForm` over PegawaiValues). */
export type PegawaiForm = ReturnType<typeof useZodForm<z.ZodType, PegawaiValues>>

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/**
 * Login and links, in SPEC.md §5's order of checks (NIP and name, password, schedule), so the
 * first field focused is the one the Perhatian dialog names.
 */
export function AkunSection(props: { form: PegawaiForm; isNew: boolean; nipTaken: boolean }) {
  const { form, isNew } = props
  const shifts = useApiQuery('GET api/shift')
  const kantor = useApiQuery('GET api/kantor')
  const nip = form.field('nip')
  return (
    <fieldset className="form-section">
      <legend>Akun dan Penempatan</legend>
      <TextField
        label="NIP"
        required
        {...nip}
        error={nip.error ?? (props.nipTaken ? PEGAWAI_MESSAGES.nipTaken : undefined)}
      />
      <TextField label="Nama" required {...form.field('nama')} />
      <TextField
        label="PIN Mesin Absensi"
        placeholder="kosong = NIP"
        hint="Nomor pengguna pegawai ini di mesin sidik jari/wajah, bila berbeda dari NIP"
        inputMode="numeric"
        autoComplete="off"
        {...form.field('pin_mesin')}
      />
      {isNew && (
        <PasswordField
          label="Kata Sandi"
          {...form.field('pass')}
          wa={form.values.wa}
          nip={form.values.nip}
          nama={form.values.nama}
          hint="Dibuat otomatis; bagikan ke pegawai sebelum disimpan."
        />
      )}
      <div className="field-with-action">
        <SelectField
          label="Jadwal"
          required
          placeholder="-- Pilih --"
          options={(shifts.data?.datae ?? []).map((s) => ({ value: String(s.idshift), label: s.label }))}
          {...form.field('idshift')}
        />
        <Link href="/shift">Atur jadwal</Link>
      </div>
      <SelectField
        label="Unit"
        required
        placeholder="-- Pilih --"
        options={(kantor.data?.datae ?? []).map((k) => ({ value: k.kode, label: k.cabang }))}
        {...form.field('kode')}
      />
      {isNew && (
        <SwitchField
          label="Akses aplikasi aktif"
          checked={form.values.status_aktif === 1}
          onCheckedChange={(on) => form.set('status_aktif', on ? 1 : 0)}
        />
      )}
    </fieldset>
  )
}

export function BiodataSection(props: { form: PegawaiForm; storedPhoto: string | null }) {
  const { form } = props
  const umur = hitungUmur(form.values.tgllahir)
  return (
    <fieldset className="form-section">
      <legend>Biodata</legend>
      <SelectField
        label="Jenis Kelamin"
        options={[
          { value: 'L', label: 'Laki-laki' },
          { value: 'P', label: 'Perempuan' },
        ]}
        {...form.field('jk')}
      />
      <TextField label="Tempat Lahir" {...form.field('tempat')} />
      <DatePicker label="Tanggal Lahir" {...form.field('tgllahir')} />
      <p className="muted" aria-live="polite">
        Umur: {umur === null ? '-' : `${umur} tahun`}
      </p>
      <TextAreaField label="Alamat" {...form.field('alamat')} />
      <TextField label="Nomor WA" placeholder="+6281234567890" {...form.field('wa')} />
      <TextField label="Email" type="email" {...form.field('email')} />
      <PhotoField
        label="Foto"
        alt="Foto pegawai"
        name="image1"
        value={form.values.image1 ?? props.storedPhoto}
        onChange={(image1) => form.set('image1', image1)}
        refusedMessage={PEGAWAI_MESSAGES.photoFormat}
        error={form.errors.image1}
      />
    </fieldset>
  )
}

export function KepegawaianSection(props: { form: PegawaiForm; onAdd: (jenis: Pilihan) => void }) {
  const { form } = props
  const jabatan = useApiQuery('GET api/jabatan')
  const pendidikan = useApiQuery('GET api/pendidikan')
  return (
    <fieldset className="form-section">
      <legend>Kepegawaian</legend>
      <div className="field-with-action">
        <SelectField
          label="Jabatan"
          placeholder="-- Pilih --"
          options={options((jabatan.data?.datae ?? []).map((row) => row.jabatan))}
          {...form.field('jabatan')}
        />
        <Button size="sm" variant="ghost" onClick={() => props.onAdd('jabatan')}>
          + Jabatan
        </Button>
      </div>
      <div className="field-with-action">
        <SelectField
          label="Pendidikan"
          placeholder="-- Pilih --"
          options={options((pendidikan.data?.datae ?? []).map((row) => row.pendidikan))}
          {...form.field('pendidikan')}
        />
        <Button size="sm" variant="ghost" onClick={() => props.onAdd('pendidikan')}>
          + Pendidikan
        </Button>
      </div>
      <SelectField
        label="Status"
        options={STATUS_PEGAWAI.map((label, i) => ({ value: String(i), label }))}
        {...form.field('status')}
      />
      <DatePicker label="Tanggal Masuk" {...form.field('tglmasuk')} />
      {form.values.status !== '0' && <DatePicker label="Tanggal Keluar" {...form.field('tglkeluar')} />}
      {form.values.kategori_guru !== undefined && (
        <SelectField
          label="Kategori Guru"
          hint="Menentukan tarif honor per JP di Rekap Jam Mengajar"
          options={[
            { value: '', label: '—' },
            ...KATEGORI_GURU.map((value) => ({ value, label: NAMA_KATEGORI_GURU[value] })),
          ]}
          {...form.field('kategori_guru')}
        />
      )}
      <TextAreaField label="Catatan" {...form.field('catatan')} />
    </fieldset>
  )
}
