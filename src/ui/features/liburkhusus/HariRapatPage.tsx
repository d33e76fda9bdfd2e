import type { PageProps } from '../../app/lazy-page.tsx'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { TanggalList } from './TanggalList.tsx'

/** SPEC.md §2 Hari Rapat (api/hari_khusus): head-office meeting days; the date answers as tglkhusus. */
export default function HariRapatPage({ title }: PageProps) {
  const list = useApiQuery('GET api/hari_khusus')
  return (
    <TanggalList
      title={title}
      query={list}
      tanggal={(row) => row.tglkhusus}
      save={(body, idx) =>
        idx ? api('PUT api/hari_khusus', { body: { ...body, idx } }) : api('POST api/hari_khusus', { body })
      }
      remove={(idx) => api('DELETE api/hari_khusus/{idx}', { params: { idx } })}
    />
  )
}
