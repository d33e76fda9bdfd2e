import { api } from '../../lib/api-client.ts'
import { useApi } from '../../lib/use-api.ts'
import { TanggalList } from './TanggalList.tsx'

/** SPEC.md §2 Hari Rapat (api/hari_khusus): head-office meeting days; the date answers as tglkhusus. */
export default function HariRapatPage() {
  const { data, loading, reload } = useApi('GET api/hari_khusus')
  const rows = (data?.datae ?? []).map((row) => ({
    idx: row.idx,
    tanggal: row.tglkhusus,
    keterangan: row.keterangan,
  }))
  return (
    <TanggalList
      title="Hari Rapat"
      rows={rows}
      loading={loading && !data}
      reload={reload}
      save={(body, idx) =>
        idx ? api('PUT api/hari_khusus', { body: { ...body, idx } }) : api('POST api/hari_khusus', { body })
      }
      remove={(idx) => api('DELETE api/hari_khusus/{idx}', { params: { idx } })}
    />
  )
}
