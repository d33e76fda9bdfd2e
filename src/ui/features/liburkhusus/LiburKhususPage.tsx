import { api } from '../../lib/api-client.ts'
import { useApi } from '../../lib/use-api.ts'
import { TanggalList } from './TanggalList.tsx'

/** SPEC.md §2 Libur Khusus (api/hari_libur): red dates on the calendar. */
export default function LiburKhususPage() {
  const { data, loading, reload } = useApi('GET api/hari_libur')
  const rows = (data?.datae ?? []).map((row) => ({
    idx: row.idx,
    tanggal: row.tgllibur,
    keterangan: row.keterangan,
  }))
  return (
    <TanggalList
      title="Libur Khusus"
      rows={rows}
      loading={loading && !data}
      reload={reload}
      save={(body, idx) =>
        idx ? api('PUT api/hari_libur', { body: { ...body, idx } }) : api('POST api/hari_libur', { body })
      }
      remove={(idx) => api('DELETE api/hari_libur/{idx}', { params: { idx } })}
    />
  )
}
