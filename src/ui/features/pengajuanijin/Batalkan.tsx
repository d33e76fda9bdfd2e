import { useState } from 'react'
import { type IjinRow, ijinEndpoints } from '../../../contract/ijin.ts'
import { Button } from '../../components/Button.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

/**
 * 'Batalkan' (issue 31): a pending or approved request withdrawn with a reason; the leave records
 * its approval wrote go, the annual-leave days come back (docs/cuti.md "Pembatalan").
 */
export function Batalkan({ row }: { row: IjinRow }) {
  const [open, setOpen] = useState(false)
  const form = useZodForm({
    schema: ijinEndpoints.ijinBatal.body,
    initial: { alasan: '' },
    toInput: (values) => values,
    dialogTitle: 'Perhatian',
    onSubmit: async (body) => {
      const done = await runAction(
        () => api('POST api/pengajuanijin/{idj}/batal', { params: { idj: row.idj }, body }),
        { success: (answer) => answer.pesan },
      )
      if (done) setOpen(false)
    },
  })
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Batalkan
      </Button>
    )
  return (
    <form className="ijin-decision" {...form.formProps} aria-label="Batalkan pengajuan">
      <TextAreaField label="Alasan pembatalan" required {...form.field('alasan')} />
      <div className="ijin-actions">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Tidak jadi
        </Button>
        <Button type="submit" variant="danger" loading={form.submitting}>
          Batalkan pengajuan
        </Button>
      </div>
    </form>
  )
}
