import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { TanggalList } from './TanggalList.tsx'

/** SPEC.md §2 Hari Rapat (api/hari_khusus): head-office meeting days; the date answers as tglkhusus. */
export default function HariRapatPage() {
  const list = useApiQuery('GET api/hari_khusus')
  const rows = (list.data?.datae ?? []).map((row) => ({
    idx: row.idx,
    tanggal: row.tglkhusus,
    keterangan: row.keterangan,
  }))
  return (
    <TanggalList
      title="Hari Rapat"
      rows={rows}
      query={list}
      save={(body, idx) =>
        idx ? api('PUT api/hari_khusus', { body: { ...body, idx } }) : api('POST api/hari_khusus', { body })
      }
      remove={(idx) => api('DELETE api/hari_khusus/{idx}', { params: { idx } })}
    />
  )
}
