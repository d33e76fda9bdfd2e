import type { z } from 'zod'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import type { PageProps } from '../../app/lazy-page.tsx'
import { CrudListPage, type CrudListQuery } from '../../components/CrudListPage.tsx'
import { FormModal } from '../../components/FormModal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

/** An entry of a small list the employee form offers (a position, an education level). */
export type Choice = { id: number; nama: string }

/** What a list screen needs of its calls; the screen (JabatanPage, PendidikanPage) gives them. */
export interface ChoiceList {
  /** 'Jabatan': the column, the field and the modal titles. */
  label: string
  /** The name's schema from the contract (the create body's field). */
  schema: z.ZodType<{ nama: string }>
  deleteTitle: string
  searchPlaceholder: string
  create: (nama: string) => Promise<unknown>
  rename: (id: number, nama: string) => Promise<unknown>
  remove: (id: number) => Promise<unknown>
}

/**
 * Positions or education levels (issue 20, docs/master-data.md): list, add, rename (every employee
 * holding the old name follows), delete (refused while employees hold it, with their count).
 */
export function ChoiceListPage(props: PageProps & { list: ChoiceList; query: CrudListQuery<Choice> }) {
  const { list } = props
  return (
    <CrudListPage
      title={props.title}
      query={props.query}
      rowKey={(row) => row.id}
      rowName={(row) => row.nama}
      columns={[{ key: 'nama', header: list.label, value: (row) => row.nama }]}
      remove={{ title: list.deleteTitle, call: (row) => list.remove(row.id) }}
      searchPlaceholder={list.searchPlaceholder}
      form={(row, close) => <ChoiceForm list={list} row={row} onClose={close} />}
    />
  )
}

function ChoiceForm(props: { list: ChoiceList; row: Choice | null; onClose: () => void }) {
  const { list, row } = props
  const form = useZodForm({
    schema: list.schema,
    initial: { nama: row?.nama ?? '' },
    dialogTitle: 'Perhatian',
    onSubmit: async ({ nama }) => {
      const saved = await runAction(() => (row ? list.rename(row.id, nama) : list.create(nama)), {
        success: row ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added,
      })
      if (saved) props.onClose()
    },
  })
  return (
    <FormModal title={`${row ? 'Ubah' : 'Tambah'} ${list.label}`} form={form} onClose={props.onClose}>
      <TextField
        label={list.label}
        required
        hint={row ? 'Pegawai yang memakai nama lama ikut berganti' : undefined}
        {...form.field('nama')}
      />
    </FormModal>
  )
}
