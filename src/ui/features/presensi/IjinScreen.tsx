import { type ChangeEvent, useState } from 'react'
import type { PresensiIjinRow, PresensiJenisCuti } from '../../../contract/presensi.ts'
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
const batalSchema = () => import('../../../contract/ijin.ts').then((m) => m.ijinBatalBody)

/** Where a request stands (issue 31): the spec's three words, which admin it waits for, or cancelled. */
function statusOf(row: PresensiIjinRow): string {
  switch (row.tahap) {
    case 'menunggu_unit':
      return 'Menunggu Admin Unit'
    case 'menunggu_yayasan':
      return row.setuju_unit_oleh ? 'Menunggu Admin Yayasan' : 'Menunggu jawaban'
    case 'disetujui':
      return 'Disetujui'
    case 'ditolak':
      return 'Ditolak'
    case 'dibatalkan':
      return 'Dibatalkan'
  }
}

/** Each step taken, with who and when. */
function stepsOf(row: PresensiIjinRow): string[] {
  const steps: string[] = []
  if (row.setuju_unit_oleh) steps.push(`Disetujui Admin Unit ${row.setuju_unit_waktu}`)
  const rejected = row.disetujui === 9 && !row.dibatalkan_waktu
  if (row.dijawab_oleh) steps.push(`${rejected ? 'Ditolak' : 'Disetujui'} ${row.dijawab_waktu}`)
  if (row.dibatalkan_waktu) steps.push(`Dibatalkan ${row.dibatalkan_waktu}: ${row.alasan_batal}`)
  return steps
}

/** Ijin: ask for leave (with the letter as a photo) and follow one's own requests. */
export default function IjinScreen() {
  const [formKey, setFormKey] = useState(0)
  // The form starts on the foundation's today (its clock, not the phone's).
  const today = useApiQuery('GET presensi/hari-ini')
  const types = useApiQuery('GET presensi/jeniscuti')
  return (
    <div className="presensi-stack">
      {today.isPending || types.isPending ? (
        <Loading />
      ) : today.isError ? (
        <ErrorState message={today.error.message} onRetry={() => void today.refetch()} />
      ) : types.isError ? (
        <ErrorState message={types.error.message} onRetry={() => void types.refetch()} />
      ) : (
        <IjinForm
          key={formKey}
          tanggal={today.data.tanggal}
          types={types.data.datae}
          onSent={() => setFormKey((n) => n + 1)}
        />
      )}
      <SaldoCuti />
      <OwnRequests today={today.data?.tanggal ?? null} />
    </div>
  )
}

function IjinForm({
  tanggal,
  types,
  onSent,
}: {
  tanggal: string
  types: readonly PresensiJenisCuti[]
  onSent: () => void
}) {
  const [surat, setSurat] = useState<string | null>(null)
  const [suratNote, setSuratNote] = useState<string | null>(null)
  const options = types.map((type) => ({ value: String(type.idjenis), label: type.nama }))
  const initial = {
    tglawal: tanggal,
    tglakhir: tanggal,
    idjenis: options[0]?.value ?? '',
    sebab: '',
    keterangan: '',
  }
  const toInput = (values: typeof initial) => {
    const type = types.find((one) => String(one.idjenis) === values.idjenis)
    const kategori: 0 | 1 = type?.hitung === 'sakit' ? 0 : 1
    return { ...values, idjenis: type?.idjenis, kategori, surat }
  }
  const form = useZodForm({
    schema: ijinSchema,
    initial,
    toInput,
    onSubmit: async () => {
      const sent = await runAction(() => api('POST presensi/ijin', { body: toInput(form.values) }), {
        success: (answer) => answer.pesan,
      })
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
      <h2 id="ijin-title">Ajukan ijin, sakit atau cuti</h2>
      <SelectField label="Jenis" options={options} {...form.field('idjenis')} />
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

/** The annual leave left now (issue 31), and what pending requests already ask of it. */
function SaldoCuti() {
  const saldo = useApiQuery('GET presensi/saldo-cuti', undefined, useOtherSideChanges())
  if (!saldo.data) return null
  return (
    <section className="presensi-card" aria-labelledby="saldo-cuti-title">
      <h2 id="saldo-cuti-title">Sisa cuti tahunan</h2>
      <p>
        <strong data-testid="saldo-cuti">{saldo.data.saldo}</strong> hari
        {saldo.data.menunggu > 0 && ` (${saldo.data.menunggu} hari menunggu persetujuan)`}
      </p>
      {saldo.data.periode && (
        <details>
          <summary>
            Rincian {formatTanggalPendek(saldo.data.periode.mulai)} s.d.{' '}
            {formatTanggalPendek(saldo.data.periode.akhir)}
          </summary>
          <ul className="presensi-requests">
            {saldo.data.periode.mutasi.map((entry) => (
              <li key={`${entry.tgl}-${entry.jenis}-${entry.idmutasi ?? entry.keterangan}-${entry.saldo}`}>
                {formatTanggalPendek(entry.tgl)} · {entry.keterangan || entry.jenis} ·{' '}
                <strong>
                  {entry.hari > 0 ? '+' : ''}
                  {entry.hari}
                </strong>{' '}
                (sisa {entry.saldo})
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

/** Withdraw a request with a reason (issue 31): pending, or approved before its first day. */
function Batalkan({ row }: { row: PresensiIjinRow }) {
  const [open, setOpen] = useState(false)
  const form = useZodForm({
    schema: batalSchema,
    initial: { alasan: '' },
    onSubmit: async () => {
      const done = await runAction(
        () => api('POST presensi/ijin/{idj}/batal', { params: { idj: row.idj }, body: form.values }),
        { success: (answer) => answer.pesan },
      )
      if (done) setOpen(false)
    },
  })
  if (!open)
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Batalkan
      </Button>
    )
  return (
    <form {...form.formProps} aria-label="Batalkan pengajuan">
      <TextField label="Alasan pembatalan" required {...form.field('alasan')} />
      <Button type="submit" variant="danger" size="sm" loading={form.submitting}>
        Batalkan pengajuan
      </Button>
    </form>
  )
}

const cancellable = (row: PresensiIjinRow, today: string | null) =>
  row.disetujui === 0 || (row.tahap === 'disetujui' && today !== null && row.tglawal > today)

function OwnRequests({ today }: { today: string | null }) {
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
                <strong>{row.jenis}</strong> {formatTanggalPendek(row.tglawal)}
                {row.tglakhir !== row.tglawal && ` s.d. ${formatTanggalPendek(row.tglakhir)}`} ({row.hari}{' '}
                hari)
              </p>
              <p>{row.sebab}</p>
              <p>
                <span className={`presensi-status presensi-status-${row.disetujui}`}>{statusOf(row)}</span>
              </p>
              {stepsOf(row).map((step) => (
                <p key={step} className="muted">
                  {step}
                </p>
              ))}
              {row.catatan && <p className="muted">Catatan admin: {row.catatan}</p>}
              {cancellable(row, today) && <Batalkan row={row} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
