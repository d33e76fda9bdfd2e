import { z } from 'zod'
import { masterEndpoints } from '../../../contract/master.ts'
import { MASTER_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { type ChoiceList, ChoiceListPage } from './ChoiceListPage.tsx'

const list: ChoiceList = {
  label: 'Pendidikan',
  schema: z.object({ nama: masterEndpoints.pendidikanCreate.body.shape.pendidikan }),
  deleteTitle: MASTER_MESSAGES.pendidikanDeleteTitle,
  searchPlaceholder: 'Jenjang pendidikan',
  create: (pendidikan) => api('POST api/pendidikan', { body: { pendidikan } }),
  rename: (id, pendidikan) => api('PUT api/pendidikan', { body: { id, pendidikan } }),
  remove: (id) => api('DELETE api/pendidikan/{id}', { params: { id } }),
}

/** Positions: the employee form's 'Pendidikan' choices (issue 20). */
export default function PendidikanPage({ title }: PageProps) {
  const pendidikan = useApiQuery('GET api/pendidikan')
  const rows = pendidikan.data?.datae.map((row) => ({ id: row.id, nama: row.pendidikan }))
  return <ChoiceListPage title={title} list={list} query={{ ...pendidikan, data: rows && { datae: rows } }} />
}
