import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { TanggalList } from './TanggalList.tsx'

/** SPEC.md §2 Libur Khusus (api/hari_libur): red dates on the calendar. */
export default function LiburKhususPage() {
  const list = useApiQuery('GET api/hari_libur')
  const rows = (list.data?.datae ?? []).map((row) => ({
    idx: row.idx,
    tanggal: row.tgllibur,
    keterangan: row.keterangan,
  }))
  return (
    <TanggalList
      title="Libur Khusus"
      rows={rows}
      query={list}
      save={(body, idx) =>
        idx ? api('PUT api/hari_libur', { body: { ...body, idx } }) : api('POST api/hari_libur', { body })
      }
      remove={(idx) => api('DELETE api/hari_libur/{idx}', { params: { idx } })}
    />
  )
}
