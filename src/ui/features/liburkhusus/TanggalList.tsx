import { type FormEvent, useState } from 'react'
import { COMMON_MESSAGES, TANGGAL_MESSAGES } from '../../../contract/messages.ts'
import { Button } from '../../components/Button.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { Loading } from '../../components/Loading.tsx'
import { Modal } from '../../components/Modal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { formatTanggal } from '../../lib/format.ts'
import { runDelete, runSave, showIncomplete } from '../master/actions.ts'
import '../master/master.css'
import './tanggal.css'

/** One dated entry of Libur Khusus or Hari Rapat, whatever the list calls its date field. */
export interface TanggalEntry {
  idx: number
  tanggal: string
  keterangan: string
}

/** What the body of both lists' POST/PUT carries (the date is sent as `tgllibur` by both). */
export interface TanggalInput {
  tgllibur: string
  keterangan: string
}

export interface TanggalListProps {
  title: string
  rows: TanggalEntry[]
  loading: boolean
  reload: () => Promise<unknown>
  /** POST when `idx` is null (new), PUT when editing. */
  save: (input: TanggalInput, idx: number | null) => Promise<unknown>
  remove: (idx: number) => Promise<unknown>
}

/** SPEC.md §2 Libur Khusus and Hari Rapat: a searchable card list with refresh, add, edit, delete. */
export function TanggalList(props: TanggalListProps) {
  const [cari, setCari] = useState('')
  const [editing, setEditing] = useState<TanggalEntry | 'baru' | null>(null)
  const needle = cari.trim().toLowerCase()
  const rows = needle
    ? props.rows.filter((row) =>
        `${row.tanggal} ${formatTanggal(row.tanggal)} ${row.keterangan}`.toLowerCase().includes(needle),
      )
    : props.rows

  async function remove(row: TanggalEntry) {
    if (await runDelete(TANGGAL_MESSAGES.deleteTitle, () => props.remove(row.idx))) await props.reload()
  }

  return (
    <section>
      <div className="page-header">
        <h1>{props.title}</h1>
        <div className="page-actions">
          <Button variant="secondary" onClick={() => void props.reload()}>
            Muat Ulang
          </Button>
          <Button onClick={() => setEditing('baru')}>Tambah</Button>
        </div>
      </div>
      <TextField
        label="Cari"
        type="search"
        value={cari}
        onValueChange={setCari}
        placeholder="Tanggal atau uraian"
      />
      {props.loading ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className="muted">{COMMON_MESSAGES.emptyList}</p>
      ) : (
        <ul className="tanggal-cards" aria-label={`Daftar ${props.title}`}>
          {rows.map((row) => (
            <li key={row.idx} className="tanggal-card">
              <div>
                <strong>{formatTanggal(row.tanggal)}</strong>
                <p>{row.keterangan}</p>
              </div>
              <div className="tanggal-card-actions">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(row)}
                  aria-label={`Ubah ${row.keterangan}`}
                >
                  Ubah
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => void remove(row)}
                  aria-label={`Hapus ${row.keterangan}`}
                >
                  Hapus
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TanggalForm
          title={props.title}
          entry={editing === 'baru' ? null : editing}
          save={props.save}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void props.reload()
          }}
        />
      )}
    </section>
  )
}

function TanggalForm(props: {
  title: string
  entry: TanggalEntry | null
  save: TanggalListProps['save']
  onClose: () => void
  onSaved: () => void
}) {
  const [tanggal, setTanggal] = useState(props.entry?.tanggal ?? '')
  const [uraian, setUraian] = useState(props.entry?.keterangan ?? '')
  const [busy, setBusy] = useState(false)
  const idx = props.entry?.idx ?? null

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!tanggal) return showIncomplete(TANGGAL_MESSAGES.dateRequired)
    if (!uraian.trim()) return showIncomplete(TANGGAL_MESSAGES.uraianRequired)
    setBusy(true)
    const input = { tgllibur: tanggal, keterangan: uraian.trim() }
    const saved = await runSave(
      () => props.save(input, idx),
      idx ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added,
    )
    setBusy(false)
    if (saved) props.onSaved()
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={`${idx ? 'Ubah' : 'Tambah'} ${props.title}`}
      footer={
        <Button type="submit" form="form-tanggal" loading={busy}>
          Simpan
        </Button>
      }
    >
      <form id="form-tanggal" onSubmit={submit} noValidate>
        <DatePicker label="Tanggal" value={tanggal} onChange={setTanggal} />
        <TextField label="Uraian" value={uraian} onValueChange={setUraian} maxLength={200} />
      </form>
    </Modal>
  )
}
