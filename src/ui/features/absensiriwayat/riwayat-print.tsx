import type { AbsensiRecord } from '../../../contract/laporan.ts'
import type { FotoJenis } from '../../../contract/uploads.ts'
import type { DataTableColumn } from '../../components/DataTable.tsx'
import { PrintPicture } from '../../components/PrintPicture.tsx'
import { api } from '../../lib/api-client.ts'
import { uploadUrl } from '../../lib/uploads.ts'
import { ATTENDANCE_COLUMN } from '../laporan/attendance-cells.tsx'

/** A history record with the selfies it has (GET api/absensi/foto/ada): only those are asked for. */
export type RiwayatPrintRow = AbsensiRecord & { foto: readonly FotoJenis[] }

/**
 * Every record of the range as the screen filters it, with its existing selfies: two calls side by
 * side, the SPEC's history answer and the extension that names the records with pictures (issue 34;
 * before, each app check-in asked for both pictures and most answers were 404).
 */
export async function riwayatPrintRows(
  range: { tglawal: string; tglakhir: string },
  filter: { cari: string; kode: string | undefined },
): Promise<RiwayatPrintRow[]> {
  const [history, ada] = await Promise.all([
    api('GET api/laporan/absensi/riwayat/{tglawal}/{tglakhir}', { params: range, query: filter }),
    api('GET api/absensi/foto/ada/{tglawal}/{tglakhir}', { params: range, query: { kode: filter.kode } }),
  ])
  const datang = new Set(ada.datang)
  const pulang = new Set(ada.pulang)
  return history.datae.map((record) => ({
    ...record,
    foto: [
      ...(datang.has(record.id) ? (['datang'] as const) : []),
      ...(pulang.has(record.id) ? (['pulang'] as const) : []),
    ],
  }))
}

/** The selfies a record has (arrival, departure); a dash where it has none. */
function Selfies({ record }: { record: RiwayatPrintRow }) {
  if (record.foto.length === 0) return <>–</>
  return (
    <>
      {record.foto.map((jenis) => (
        <PrintPicture
          key={jenis}
          src={uploadUrl.absensiFoto(record.id, jenis)}
          alt={`Foto ${jenis} ${record.nama}`}
        />
      ))}
    </>
  )
}

const C = ATTENDANCE_COLUMN

/** The printed history's columns: the screen's, with the unit beside the NIP and the selfies. */
export const RIWAYAT_PRINT_COLUMNS: DataTableColumn<RiwayatPrintRow>[] = [
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
