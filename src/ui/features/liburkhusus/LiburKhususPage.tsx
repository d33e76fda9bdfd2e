import type { PageProps } from '../../app/lazy-page.tsx'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { TanggalList } from './TanggalList.tsx'

/** SPEC.md §2 Libur Khusus (api/hari_libur): red dates on the calendar. */
export default function LiburKhususPage({ title }: PageProps) {
  const list = useApiQuery('GET api/hari_libur')
  return (
    <TanggalList
      title={title}
      query={list}
      tanggal={(row) => row.tgllibur}
      save={(body, idx) =>
        idx ? api('PUT api/hari_libur', { body: { ...body, idx } }) : api('POST api/hari_libur', { body })
      }
      remove={(idx) => api('DELETE api/hari_libur/{idx}', { params: { idx } })}
    />
  )
}
