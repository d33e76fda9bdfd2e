import type { AbsensiRecord } from '../../../contract/laporan.ts'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { PrintPicture } from '../../components/PrintPicture.tsx'
import { uploadUrl } from '../../lib/uploads.ts'
import { ATTENDANCE_COLUMN } from '../laporan/attendance-cells.tsx'

/** The selfies of an app check-in (arrival, and departure once clocked out), where they exist. */
function Selfies({ record }: { record: AbsensiRecord }) {
  if (record.status !== 0 || record.device !== 0) return null
  return (
    <>
      <PrintPicture src={uploadUrl.absensiFoto(record.id, 'datang')} alt={`Foto datang ${record.nama}`} />
      {record.waktu_pulang && (
        <PrintPicture src={uploadUrl.absensiFoto(record.id, 'pulang')} alt={`Foto pulang ${record.nama}`} />
      )}
    </>
  )
}

const C = ATTENDANCE_COLUMN

/** The printed history's columns: the screen's, with the unit beside the NIP and the selfies. */
export const RIWAYAT_PRINT_COLUMNS: DataTableColumn<AbsensiRecord>[] = [
  C.tgl,
  {
    key: 'pegawai',
    header: 'Pegawai',
    render: (row) => (
      <>
        {row.nama}
        <br />
        <small>
          {row.nip} · {row.cabang}
        </small>
      </>
    ),
  },
  C.datang,
  C.pulang,
  { key: 'foto', header: 'Foto', render: (row) => <Selfies record={row} /> },
  C.kerja,
  C.lokasi,
  C.sumber,
]
