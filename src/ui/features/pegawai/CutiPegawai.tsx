import type { MutasiCuti, PeriodeCuti } from '../../../contract/cuti-ledger.ts'
import { penyesuaianBody } from '../../../contract/cuti-saldo.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { NumberField, parseNumber } from '../../components/NumberField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { formatTanggalPendek, formatTanggalTanpaHari, foundationToday } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import './cuti-pegawai.css'

/** '+12', '−3': a ledger line's days with their sign. */
export const signedDays = (hari: number) => (hari > 0 ? `+${hari}` : `−${Math.abs(hari)}`)

const ENTRY_COLUMNS: DataTableColumn<MutasiCuti>[] = [
  { key: 'tgl', header: 'Tanggal', value: (row) => row.tgl, render: (row) => formatTanggalPendek(row.tgl) },
  { key: 'keterangan', header: 'Keterangan', value: (row) => row.keterangan },
  {
    key: 'hari',
    header: 'Hari',
    className: 'num',
    value: (row) => row.hari,
    render: (row) => signedDays(row.hari),
  },
  { key: 'saldo', header: 'Saldo', className: 'num', value: (row) => row.saldo },
]

const periodName = (periode: PeriodeCuti) =>
  `Tahun cuti ${formatTanggalPendek(periode.mulai)} – ${formatTanggalPendek(periode.akhir)}`

/** One leave year: its lines, oldest first, each with the balance after it. */
function PeriodeTable({ periode }: { periode: PeriodeCuti }) {
  return (
    <div className="cuti-periode">
      <h3>
        {periodName(periode)} <small className="text-muted">· sisa {periode.sisa} hari</small>
      </h3>
      <DataTable
        rows={periode.mutasi}
        rowKey={(_, index) => index}
        columns={ENTRY_COLUMNS}
        caption={periodName(periode)}
        emptyText="Belum ada mutasi."
      />
    </div>
  )
}

/** 'Penyesuaian': ± days on a date, with the reason the audit trail keeps. */
function PenyesuaianForm({ idp }: { idp: number }) {
  const initial = { tgl: foundationToday(), hari: '', keterangan: '' }
  const form = useZodForm({
    schema: penyesuaianBody,
    initial,
    toInput: (values) => ({ ...values, idp, hari: parseNumber(values.hari) }),
    onSubmit: async (body) => {
      const answer = await runAction(() => api('POST api/cuti/penyesuaian', { body }), {
        success: (saved) => saved.pesan,
      })
      if (answer) form.setValues({ ...initial })
    },
  })
  return (
    <form className="cuti-penyesuaian" aria-label="Penyesuaian saldo cuti" {...form.formProps}>
      <h3>Penyesuaian</h3>
      <DatePicker label="Tanggal" required {...form.field('tgl')} />
      <NumberField
        label="Hari (±)"
        required
        hint="Tambah dengan angka positif, kurangi dengan angka negatif (mis. -2)."
        {...form.field('hari')}
      />
      <TextField label="Alasan" required maxLength={200} {...form.field('keterangan')} />
      <Button type="submit" variant="secondary" loading={form.submitting}>
        Simpan Penyesuaian
      </Button>
    </form>
  )
}

/**
 * The employee's annual leave (issue 31, docs/cuti.md "Saldo dan buku cuti"): the latest leave
 * year's ledger, the adjustment form, then the earlier years. On the employee page (level 0) and in
 * Saldo Cuti's 'Buku Cuti' dialog (a unit admin has no employee page; `heading` off there, the
 * dialog names it). The figures are the server's ledger, never recomputed here.
 */
export function CutiPegawai({ idp, heading = true }: { idp: number; heading?: boolean }) {
  const ledger = useApiQuery('GET api/cuti/saldo/{idp}', { params: { idp } })
  const buku = ledger.data
  const [latest, ...earlier] = buku ? [...buku.periode].reverse() : []
  return (
    <section
      className="form-section cuti-pegawai"
      {...(heading ? { 'aria-labelledby': 'cuti-pegawai-judul' } : { 'aria-label': 'Cuti' })}
    >
      {heading && <h2 id="cuti-pegawai-judul">Cuti</h2>}
      {buku && !latest && (
        <p className="notice">
          {buku.berhak_mulai
            ? `Belum berhak cuti tahunan: berhak mulai ${formatTanggalTanpaHari(buku.berhak_mulai)} (12 bulan masa kerja).`
            : 'Tanggal masuk belum diisi: saldo cuti tahunan belum dapat dihitung.'}
        </p>
      )}
      {ledger.isError && <p className="notice">Buku cuti tidak dapat dimuat.</p>}
      {latest && <PeriodeTable periode={latest} />}
      <PenyesuaianForm idp={idp} />
      {earlier.length > 0 && (
        // Older years closed by default: an employee of ten years has ten tables.
        <details className="cuti-sebelumnya">
          <summary>Tahun cuti sebelumnya ({earlier.length})</summary>
          {earlier.map((periode) => (
            <PeriodeTable key={periode.mulai} periode={periode} />
          ))}
        </details>
      )}
    </section>
  )
}
