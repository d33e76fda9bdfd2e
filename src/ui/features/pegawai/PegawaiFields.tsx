import { useState } from 'react'
import { Link } from 'wouter'
import { PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { hitungUmur } from '../../lib/format.ts'
import { useApi } from '../../lib/use-api.ts'
import { FotoField } from './FotoField.tsx'
import { PasswordField } from './PasswordField.tsx'
import type { PegawaiInput } from './pegawai-form-state.ts'
import { STATUS_PEGAWAI } from './status.ts'
import { TambahPilihanModal } from './TambahPilihanModal.tsx'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** The employee form's fields (biodata, office, schedule, status, photo; password when new). */
export function PegawaiFields(props: {
  input: PegawaiInput
  onChange: (change: Partial<PegawaiInput>) => void
  kantor: readonly { kode: string; cabang: string }[]
  isNew: boolean
  nipTaken: boolean
  onNipChange: (nip: string) => void
  /** The stored photo (edit), shown until a new one is picked. */
  storedPhoto?: string | null
}) {
  const { input, onChange } = props
  const jabatan = useApi('GET api/jabatan')
  const pendidikan = useApi('GET api/pendidikan')
  const shifts = useApi('GET api/shift')
  const [adding, setAdding] = useState<'jabatan' | 'pendidikan' | null>(null)
  const umur = hitungUmur(input.tgllahir)
  const text = (field: keyof PegawaiInput) => (value: string) => onChange({ [field]: value })

  return (
    <div className="form-grid">
      <fieldset className="form-section">
        <legend>Biodata</legend>
        <TextField
          label="NIP"
          required
          value={input.nip}
          onValueChange={(nip) => {
            onChange({ nip })
            props.onNipChange(nip)
          }}
          error={props.nipTaken ? PEGAWAI_MESSAGES.nipTaken : undefined}
        />
        <TextField label="Nama" required value={input.nama} onValueChange={text('nama')} />
        <SelectField
          label="Jenis Kelamin"
          value={input.jk}
          options={[
            { value: 'L', label: 'Laki-laki' },
            { value: 'P', label: 'Perempuan' },
          ]}
          onValueChange={(jk) => onChange({ jk: jk === 'P' ? 'P' : 'L' })}
        />
        <TextField label="Tempat Lahir" value={input.tempat} onValueChange={text('tempat')} />
        <DatePicker label="Tanggal Lahir" value={input.tgllahir} onChange={text('tgllahir')} />
        <p className="muted" aria-live="polite">
          Umur: {umur === null ? '-' : `${umur} tahun`}
        </p>
        <TextAreaField label="Alamat" value={input.alamat} onValueChange={text('alamat')} />
        <TextField
          label="Nomor WA"
          placeholder="+6281234567890"
          value={input.wa}
          onValueChange={text('wa')}
        />
        <TextField label="Email" type="email" value={input.email} onValueChange={text('email')} />
        <FotoField
          value={input.image1 ?? props.storedPhoto ?? null}
          onChange={(image1) => onChange({ image1 })}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>Kepegawaian</legend>
        <div className="field-with-action">
          <SelectField
            label="Jabatan"
            placeholder="-- Pilih --"
            value={input.jabatan}
            options={options((jabatan.data?.datae ?? []).map((row) => row.jabatan))}
            onValueChange={text('jabatan')}
          />
          <Button size="sm" variant="ghost" onClick={() => setAdding('jabatan')}>
            + Jabatan
          </Button>
        </div>
        <div className="field-with-action">
          <SelectField
            label="Pendidikan"
            placeholder="-- Pilih --"
            value={input.pendidikan}
            options={options((pendidikan.data?.datae ?? []).map((row) => row.pendidikan))}
            onValueChange={text('pendidikan')}
          />
          <Button size="sm" variant="ghost" onClick={() => setAdding('pendidikan')}>
            + Pendidikan
          </Button>
        </div>
        <SelectField
          label="Unit Pendidikan"
          placeholder="-- Pilih --"
          value={input.kode}
          options={props.kantor.map((k) => ({ value: k.kode, label: k.cabang }))}
          onValueChange={text('kode')}
        />
        <div className="field-with-action">
          <SelectField
            label="Jadwal"
            placeholder="-- Pilih --"
            value={input.idshift}
            options={(shifts.data?.datae ?? []).map((s) => ({ value: String(s.idshift), label: s.label }))}
            onValueChange={text('idshift')}
          />
          <Link href="/shift">Atur jadwal</Link>
        </div>
        <SelectField
          label="Status"
          value={input.status}
          options={STATUS_PEGAWAI.map((label, i) => ({ value: String(i), label }))}
          onValueChange={(status) => onChange({ status: status as PegawaiInput['status'] })}
        />
        <DatePicker label="Tanggal Masuk" value={input.tglmasuk} onChange={text('tglmasuk')} />
        {input.status !== '0' && (
          <DatePicker label="Tanggal Keluar" value={input.tglkeluar} onChange={text('tglkeluar')} />
        )}
        <TextAreaField label="Catatan" value={input.catatan} onValueChange={text('catatan')} />
        {props.isNew && (
          <>
            <PasswordField
              label="Kata Sandi"
              value={input.pass}
              onChange={text('pass')}
              wa={input.wa}
              nip={input.nip}
              nama={input.nama}
              hint="Dibuat otomatis; bagikan ke pegawai sebelum disimpan."
            />
            <label className="checkbox">
              <input
                type="checkbox"
                checked={input.status_aktif === 1}
                onChange={(e) => onChange({ status_aktif: e.target.checked ? 1 : 0 })}
              />{' '}
              Akses aplikasi aktif
            </label>
          </>
        )}
      </fieldset>
      <TambahPilihanModal
        jenis={adding}
        onClose={() => setAdding(null)}
        onAdded={(jenis, value) => {
          setAdding(null)
          void (jenis === 'jabatan' ? jabatan.reload() : pendidikan.reload())
          onChange({ [jenis]: value })
        }}
      />
    </div>
  )
}
