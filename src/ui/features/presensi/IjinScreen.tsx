import { type ChangeEvent, useState } from 'react'
import type { PresensiIjinRow } from '../../../contract/presensi.ts'
import { MAX_LETTER_BYTES } from '../../../domain/jpeg.ts'
import { Button } from '../../components/Button.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { Loading } from '../../components/Loading.tsx'
import { LETTER_SIZE, shrinkPicture } from '../../components/photo-file.ts'
import { SelectField } from '../../components/SelectField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { formatTanggalPendek } from '../../lib/format.ts'
import { useOtherSideChanges } from '../../lib/other-side.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

const ijinSchema = () => import('../../../contract/presensi.ts').then((m) => m.presensiIjinBody)

const KATEGORI = [
  { value: '1', label: 'Ijin' },
  { value: '0', label: 'Sakit' },
]
const STATUS: Record<PresensiIjinRow['disetujui'], string> = {
  0: 'Menunggu jawaban',
  1: 'Disetujui',
  9: 'Ditolak',
}

/** Ijin: ask for leave (with the letter as a photo) and follow one's own requests. */
export default function IjinScreen() {
  const [formKey, setFormKey] = useState(0)
  // The form starts on the foundation's today (its clock, not the phone's).
  const today = useApiQuery('GET presensi/hari-ini')
  return (
    <div className="presensi-stack">
      {today.isPending ? (
        <Loading />
      ) : today.isError ? (
        <ErrorState message={today.error.message} onRetry={() => void today.refetch()} />
      ) : (
        <IjinForm key={formKey} tanggal={today.data.tanggal} onSent={() => setFormKey((n) => n + 1)} />
      )}
      <OwnRequests />
    </div>
  )
}

function IjinForm({ tanggal, onSent }: { tanggal: string; onSent: () => void }) {
  const [surat, setSurat] = useState<string | null>(null)
  const [suratNote, setSuratNote] = useState<string | null>(null)
  const form = useZodForm({
    schema: ijinSchema,
    initial: { tglawal: tanggal, tglakhir: tanggal, kategori: '1', sebab: '', keterangan: '' },
    toInput: (values) => ({ ...values, kategori: Number(values.kategori), surat }),
    onSubmit: async () => {
      const sent = await runAction(
        () =>
          api('POST presensi/ijin', {
            body: { ...form.values, kategori: form.values.kategori === '0' ? 0 : 1, surat },
          }),
        { success: (answer) => answer.pesan },
      )
      if (sent) onSent()
    },
  })

  async function pickLetter(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    setSuratNote(null)
    if (!file) return
    try {
      const shrunk = await shrinkPicture(file, MAX_LETTER_BYTES, LETTER_SIZE)
      if (shrunk) setSurat(shrunk)
      else setSuratNote('Foto surat terlalu besar meskipun sudah diperkecil. Foto ulang lebih dekat.')
    } catch {
      setSuratNote('Berkas itu bukan gambar yang dapat dibaca.')
    }
  }

  return (
    <form className="presensi-card presensi-form" {...form.formProps} aria-labelledby="ijin-title">
      <h2 id="ijin-title">Ajukan ijin atau sakit</h2>
      <SelectField label="Jenis" options={KATEGORI} {...form.field('kategori')} />
      <DatePicker label="Tanggal awal" required {...form.field('tglawal')} showLongDate={false} />
      <DatePicker label="Tanggal akhir" required {...form.field('tglakhir')} showLongDate={false} />
      <TextField label="Alasan" required {...form.field('sebab')} />
      <TextAreaField label="Keterangan" {...form.field('keterangan')} />
      <div className="presensi-letter">
        {surat && <img className="letter-preview" src={surat} alt="Foto surat yang akan dikirim" />}
        <label className="btn btn-secondary presensi-file">
          {surat ? 'Ganti foto surat' : 'Foto surat (tidak wajib)'}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => void pickLetter(event)}
            data-testid="surat-berkas"
          />
        </label>
        {surat && (
          <Button variant="ghost" onClick={() => setSurat(null)}>
            Hapus foto surat
          </Button>
        )}
        {(suratNote ?? form.errors.surat) && (
          <p className="presensi-problem" role="alert">
            {suratNote ?? form.errors.surat}
          </p>
        )}
      </div>
      <Button type="submit" loading={form.submitting}>
        Kirim pengajuan
      </Button>
    </form>
  )
}

function OwnRequests() {
  // The admin's answer shows without a reload (issue 34).
  const list = useApiQuery('GET presensi/ijin', undefined, useOtherSideChanges())
  return (
    <section className="presensi-card" aria-labelledby="ijin-list-title">
      <h2 id="ijin-list-title">Pengajuan saya</h2>
      {list.isPending ? (
        <Loading inline />
      ) : list.isError ? (
        <ErrorState inline message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.datae.length === 0 ? (
        <p className="muted">Belum ada pengajuan.</p>
      ) : (
        <ul className="presensi-requests" data-testid="pengajuan-saya">
          {list.data.datae.map((row) => (
            <li key={row.idj}>
              <p>
                <strong>{row.kategori === 0 ? 'Sakit' : 'Ijin'}</strong> {formatTanggalPendek(row.tglawal)}
                {row.tglakhir !== row.tglawal && ` s.d. ${formatTanggalPendek(row.tglakhir)}`} ({row.hari}{' '}
                hari)
              </p>
              <p>{row.sebab}</p>
              <p>
                <span className={`presensi-status presensi-status-${row.disetujui}`}>
                  {STATUS[row.disetujui]}
                </span>
              </p>
              {row.catatan && <p className="muted">Catatan admin: {row.catatan}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
