import { z } from 'zod'
import { masterEndpoints } from '../../../contract/master.ts'
import { MASTER_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { type ChoiceList, ChoiceListPage } from './ChoiceListPage.tsx'

const list: ChoiceList = {
  label: 'Jabatan',
  schema: z.object({ nama: masterEndpoints.jabatanCreate.body.shape.jabatan }),
  deleteTitle: MASTER_MESSAGES.jabatanDeleteTitle,
  searchPlaceholder: 'Nama jabatan',
  create: (jabatan) => api('POST api/jabatan', { body: { jabatan } }),
  rename: (id, jabatan) => api('PUT api/jabatan', { body: { id, jabatan } }),
  remove: (id) => api('DELETE api/jabatan/{id}', { params: { id } }),
}

/** Positions: the employee form's 'Jabatan' choices (issue 20). */
export default function JabatanPage({ title }: PageProps) {
  const jabatan = useApiQuery('GET api/jabatan')
  const rows = jabatan.data?.datae.map((row) => ({ id: row.id, nama: row.jabatan }))
  return <ChoiceListPage title={title} list={list} query={{ ...jabatan, data: rows && { datae: rows } }} />
}
