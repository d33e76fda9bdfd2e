import { useState } from 'react'
import { type JurnalRow, NAMA_KEADAAN_AJAR } from '../../../contract/jam-mengajar.ts'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { Modal } from '../../components/Modal.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { UnitSelect } from '../../components/UnitSelect.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { formatTanggal } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useUnitFilter } from '../../lib/unit-filter.ts'
import '../laporan/laporan.css'

/** How a row's record was made, as the table says it. */
const DICATAT_TEXT = { app: 'aplikasi', piket: 'piket', admin: 'admin' } as const

/** What a lesson's state says in full: the substitute, the reason, the journal. */
function keadaanText(row: JurnalRow): string {
  const parts = [NAMA_KEADAAN_AJAR[row.keadaan]]
  if (row.nama_pengganti) parts.push(row.nama_pengganti)
  if (row.alasan) parts.push(row.alasan)
  if (row.materi) parts.push(`materi: ${row.materi}`)
  if (row.dicatat)
    parts.push(`dicatat ${DICATAT_TEXT[row.dicatat]} ${row.waktu_catat?.slice(11) ?? ''}`.trim())
  return parts.join(' · ')
}

type Marking = { row: JurnalRow; status: 'tidak' | 'pengganti' }

/**
 * Jurnal Mengajar (issue 33, docs/jam-mengajar.md): the piket's (or an admin's) day of a unit's
 * lessons by period with what became of each, marked taught, not taught (with a reason) or taught
 * by a substitute; a record can be deleted. The server decides every refusal and says why.
 */
export default function JurnalMengajarPage({ title }: PageProps) {
  const unit = useUnitFilter()
  const [tgl, setTgl] = useState<string | undefined>(undefined)
  const [marking, setMarking] = useState<Marking | null>(null)
  const jurnal = useApiQuery(
    'GET api/jurnalajar',
    { query: { kode: unit.kode, tgl } },
    { keepPrevious: true, enabled: unit.kode !== '' },
  )
  const shownDate = tgl ?? jurnal.data?.tgl
  const save = (
    row: JurnalRow,
    body: { status: 'hadir' | 'tidak' | 'pengganti'; alasan?: string; idp_pengganti?: number | null },
  ) =>
    runAction(
      () =>
        api('POST api/jurnalajar', {
          body: {
            idjadwal: row.idjadwal,
            tgl: row.tgl,
            status: body.status,
            idp_pengganti: body.idp_pengganti ?? null,
            materi: row.materi,
            alasan: body.alasan ?? '',
          },
        }),
      { success: (answer) => answer.pesan },
    )
  const remove = async (row: JurnalRow) => {
    if (row.id === null) return
    const id = row.id
    const yes = await confirm({
      title: 'Hapus catatan?',
      message: `${row.mapel} kelas ${row.kelas}, jam ke-${row.jamke}. ${COMMON_MESSAGES.irreversible}`,
      confirmLabel: 'Hapus',
      tone: 'danger',
    })
    if (yes)
      await runAction(() => api('DELETE api/jurnalajar/{id}', { params: { id } }), {
        success: (a) => a.pesan,
      })
  }
  const columns: DataTableColumn<JurnalRow>[] = [
    { key: 'jamke', header: 'Jam ke-', value: (row) => row.jamke, className: 'num' },
    { key: 'waktu', header: 'Waktu', value: (row) => `${row.mulai}–${row.selesai}` },
    { key: 'kelas', header: 'Kelas', value: (row) => row.kelas },
    { key: 'mapel', header: 'Mata pelajaran', value: (row) => row.mapel },
    { key: 'guru', header: 'Guru', value: (row) => row.nama },
    { key: 'keadaan', header: 'Keterangan', value: keadaanText },
    {
      key: 'aksi',
      header: 'Aksi',
      className: 'no-print',
      render: (row) => (
        <div className="row-actions">
          <Button size="sm" variant="secondary" onClick={() => void save(row, { status: 'hadir' })}>
            Diajar
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setMarking({ row, status: 'tidak' })}>
            Tidak diajar
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setMarking({ row, status: 'pengganti' })}>
            Guru pengganti
          </Button>
          {row.id !== null && (
            <Button size="sm" variant="danger" onClick={() => void remove(row)}>
              Hapus catatan
            </Button>
          )}
        </div>
      ),
    },
  ]
  return (
    <section>
      <PageHeader title={title} />
      <div className="report-toolbar">
        <DatePicker label="Tanggal" value={shownDate ?? ''} onChange={setTgl} required />
        <UnitSelect filter={unit} />
      </div>
      {unit.kode === '' ? (
        <p className="muted">Pilih unit terlebih dahulu!</p>
      ) : (
        <>
          {jurnal.data?.libur && (
            <p className="presensi-note" role="status">
              {formatTanggal(jurnal.data.tgl)} libur ({jurnal.data.libur}): tidak ada jam pelajaran.
            </p>
          )}
          <DataTable
            rows={jurnal.data?.datae ?? []}
            rowKey={(row) => row.idjadwal}
            query={jurnal}
            caption={`Jurnal mengajar ${shownDate ? formatTanggal(shownDate) : ''}, ${unit.name}`}
            scrollLabel="Tabel jurnal mengajar"
            emptyText="Tidak ada jam pelajaran pada tanggal ini."
            columns={columns}
          />
        </>
      )}
      {marking && (
        <MarkDialog
          marking={marking}
          guru={(jurnal.data?.guru ?? []).filter((guru) => guru.idp !== marking.row.idp)}
          onClose={() => setMarking(null)}
          onSave={async (body) => {
            if (await save(marking.row, body)) setMarking(null)
          }}
        />
      )}
    </section>
  )
}

function MarkDialog({
  marking,
  guru,
  onClose,
  onSave,
}: {
  marking: Marking
  guru: readonly { idp: number; nama: string }[]
  onClose: () => void
  onSave: (body: {
    status: 'tidak' | 'pengganti'
    alasan?: string
    idp_pengganti?: number | null
  }) => Promise<void>
}) {
  const [alasan, setAlasan] = useState('')
  const [pengganti, setPengganti] = useState('')
  const [saving, setSaving] = useState(false)
  const { row, status } = marking
  const submit = async () => {
    setSaving(true)
    await onSave(
      status === 'tidak' ? { status, alasan } : { status, idp_pengganti: Number(pengganti) || null },
    )
    setSaving(false)
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={status === 'tidak' ? 'Tidak diajar' : 'Guru pengganti'}
      description={`${row.mapel} kelas ${row.kelas}, jam ke-${row.jamke} (${row.mulai}–${row.selesai}), guru ${row.nama}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            Simpan
          </Button>
        </>
      }
    >
      {status === 'tidak' ? (
        <TextField label="Alasan" required maxLength={200} value={alasan} onValueChange={setAlasan} />
      ) : (
        <SelectField
          label="Guru pengganti"
          required
          value={pengganti}
          placeholder="Pilih guru"
          options={guru.map((g) => ({ value: String(g.idp), label: g.nama }))}
          onValueChange={setPengganti}
        />
      )}
    </Modal>
  )
}
