import type { IjinDetailRow, IjinRow } from '../../../contract/ijin.ts'
import { formatAngka } from '../../lib/format.ts'
import { decisionLink } from './wa-link.ts'

/** Who did each step and when (issue 31): asked, the unit admin's approval, the decision, a cancellation. */
export function stepsOf(row: IjinRow): string[] {
  const steps = [
    row.diajukan_oleh ? `Diajukan oleh ${row.diajukan_oleh} atas nama pegawai` : 'Diajukan pegawai',
  ]
  if (row.setuju_unit_oleh)
    steps.push(`Disetujui Admin Unit: ${row.setuju_unit_oleh}, ${row.setuju_unit_waktu}`)
  if (row.dijawab_oleh)
    steps.push(
      `${row.disetujui === 1 || row.dibatalkan_waktu ? 'Disetujui' : 'Ditolak'}: ${row.dijawab_oleh}, ${row.dijawab_waktu}`,
    )
  if (row.dibatalkan_oleh)
    steps.push(`Dibatalkan: ${row.dibatalkan_oleh}, ${row.dibatalkan_waktu} (${row.alasan_batal})`)
  return steps
}

/** The steps, the annual balance around a Cuti Tahunan request, and the decision's wa.me link. */
export function Langkah({ row }: { row: IjinRow | IjinDetailRow }) {
  const detail = 'saldo' in row ? row : null
  const decided = row.setuju_unit_oleh !== null || row.disetujui !== 0
  const link = detail && decided ? decisionLink(row, detail.wa) : null
  return (
    <section className="ijin-steps" aria-labelledby="ijin-steps-title">
      <h3 id="ijin-steps-title">Langkah</h3>
      <ol data-testid="ijin-langkah">
        {stepsOf(row).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {detail?.saldo && (
        <p data-testid="ijin-saldo">
          Sisa cuti tahunan: <strong>{formatAngka(detail.saldo.sebelum)}</strong> hari sebelum,{' '}
          <strong>{formatAngka(detail.saldo.sesudah)}</strong> hari sesudah pengajuan ini
          {row.hari_tanpa_upah > 0 && ` (${row.hari_tanpa_upah} hari tanpa upah)`}.
        </p>
      )}
      {link && (
        <p>
          <a
            className="btn btn-secondary btn-sm"
            href={link}
            target="_blank"
            rel="noreferrer"
            data-testid="ijin-wa"
          >
            Kirim kabar lewat WhatsApp
          </a>
        </p>
      )}
    </section>
  )
}
