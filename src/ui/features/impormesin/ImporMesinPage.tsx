import { useState } from 'react'
import { Link } from 'wouter'
import {
  type MesinImporBody,
  mesinImporBody,
  type PratinjauImpor as Pratinjau,
} from '../../../contract/mesin.ts'
import { MESIN_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { href } from '../../app/route-table.ts'
import { Button } from '../../components/Button.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { runAction, showFailure, showIncomplete } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { type HasilImpor as Hasil, hasilText } from './hasil-text.ts'
import { PemetaanKolom } from './PemetaanKolom.tsx'
import { PratinjauImpor } from './PratinjauImpor.tsx'
import { type Berkas, type Pemetaan, readBerkas, tabelToAttlog, tebakPemetaan } from './read-scanlog.ts'
import './impormesin.css'

type Kunci = MesinImporBody['kunci']

const BERKAS_UNREADABLE =
  'Berkas tidak dapat dibaca. Pilih attlog.dat/.txt dari mesin, atau tabel scan log CSV/xlsx dengan baris judul.'

const KUNCI_OPTIONS = [
  { value: 'pin', label: 'PIN mesin (kosong di data pegawai = NIP)' },
  { value: 'nip', label: 'NIP pegawai' },
]

/** The import's text: the attlog as dropped, or the mapped table's rows as attlog lines. */
const isiOf = (berkas: Berkas, peta: Pemetaan | null) =>
  berkas.jenis === 'attlog'
    ? berkas.isi
    : tabelToAttlog(berkas.tabel, peta ?? tebakPemetaan(berkas.tabel.kolom))

/** Pick or drop the file; the input stays the one control (keyboard, screen readers, setInputFiles). */
function BerkasField(props: { nama: string | null; onFile: (file: File) => void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse extra; the file input inside is the control.
    <div
      className="impormesin-drop"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault()
        const file = event.dataTransfer.files[0]
        if (file) props.onFile(file)
      }}
    >
      <label htmlFor="impormesin-berkas" className="field-label">
        Berkas absen
      </label>
      <input
        id="impormesin-berkas"
        type="file"
        accept=".dat,.txt,.csv,.xlsx,text/plain,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) props.onFile(file)
        }}
      />
      <p className="muted">
        {props.nama ??
          'Tarik berkas ke sini atau pilih: attlog.dat dari flashdisk mesin, atau tabel scan log (CSV/xlsx).'}
      </p>
    </div>
  )
}

/**
 * Impor Absen Mesin (issue 32, docs/mesin.md): machine, file (attlog or a mapped table), the
 * server's preview of what would be written, then the import in one transaction.
 */
export default function ImporMesinPage({ title }: PageProps) {
  const machines = useApiQuery('GET api/mesin')
  const [idmesin, setIdmesin] = useState('')
  const [kunci, setKunci] = useState<Kunci>('pin')
  const [berkas, setBerkas] = useState<{ nama: string; isi: Berkas } | null>(null)
  const [peta, setPeta] = useState<Pemetaan | null>(null)
  const [pratinjau, setPratinjau] = useState<Pratinjau | null>(null)
  const [hasil, setHasil] = useState<Hasil | null>(null)
  const [busy, setBusy] = useState(false)
  const options = (machines.data?.datae ?? [])
    .filter((row) => row.aktif === 1)
    .map((row) => ({ value: String(row.idmesin), label: `${row.nama} (${row.cabang})` }))

  /** Anything chosen again: the previous preview and result no longer hold. */
  const reset = () => {
    setPratinjau(null)
    setHasil(null)
  }
  async function chooseFile(file: File) {
    reset()
    try {
      const isi = await readBerkas(file)
      setBerkas({ nama: file.name, isi })
      setPeta(isi.jenis === 'tabel' ? tebakPemetaan(isi.tabel.kolom) : null)
    } catch {
      setBerkas(null)
      await showIncomplete(BERKAS_UNREADABLE, 'Gagal')
    }
  }
  /** The body as the contract reads it; a file too big or empty is said here, nothing sent. */
  const body = () => {
    if (!berkas) return null
    const parsed = mesinImporBody.safeParse({ isi: isiOf(berkas.isi, peta), kunci })
    if (parsed.success) return parsed.data
    void showIncomplete(parsed.error.issues[0]?.message ?? MESIN_MESSAGES.isiRequired)
    return null
  }
  const params = { idmesin: Number(idmesin) }

  async function preview() {
    const sent = body()
    if (!sent || !idmesin) return
    setBusy(true)
    reset()
    try {
      setPratinjau(await api('POST api/mesin/{idmesin}/impor/pratinjau', { params, body: sent }))
    } catch (error) {
      await showFailure(error)
    } finally {
      setBusy(false)
    }
  }
  async function write() {
    const sent = body()
    if (!sent) return
    setBusy(true)
    const done = await runAction(() => api('POST api/mesin/{idmesin}/impor', { params, body: sent }), {
      success: hasilText,
    })
    setBusy(false)
    if (done) setHasil(done)
  }
  const firstDay = pratinjau?.hari.map((row) => row.tgl).sort()[0]

  return (
    <section>
      <PageHeader title={title} />
      <div className="impormesin-form">
        <SelectField
          label="Mesin"
          placeholder="-- Pilih mesin --"
          options={options}
          value={idmesin}
          onValueChange={(value) => {
            setIdmesin(value)
            reset()
          }}
        />
        <SelectField
          label="Kolom pengenal berisi"
          options={KUNCI_OPTIONS}
          value={kunci}
          onValueChange={(value) => {
            setKunci(value === 'nip' ? 'nip' : 'pin')
            reset()
          }}
        />
        <BerkasField nama={berkas?.nama ?? null} onFile={(file) => void chooseFile(file)} />
        {berkas?.isi.jenis === 'tabel' && peta && (
          <PemetaanKolom
            kolom={berkas.isi.tabel.kolom}
            peta={peta}
            onChange={(next) => {
              setPeta(next)
              reset()
            }}
          />
        )}
        <div className="page-actions">
          <Button onClick={() => void preview()} disabled={!idmesin || !berkas} loading={busy && !pratinjau}>
            Pratinjau
          </Button>
          {pratinjau && !hasil && (
            <Button onClick={() => void write()} loading={busy} disabled={pratinjau.baru === 0}>
              Impor
            </Button>
          )}
        </div>
      </div>
      {hasil && (
        <p className="impormesin-hasil" data-testid="impor-hasil">
          {hasilText(hasil)}.{' '}
          {firstDay && (
            <Link href={href('absensiharian', undefined, { tgl: firstDay })}>Lihat Rekap Harian</Link>
          )}
        </p>
      )}
      {pratinjau && <PratinjauImpor pratinjau={pratinjau} />}
    </section>
  )
}
