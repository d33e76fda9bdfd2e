import { type KantorRow, kantorBody } from '../../../contract/master.ts'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { FormModal } from '../../components/FormModal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

const valuesOf = (row: KantorRow | null) => ({
  kode: row?.kode ?? '',
  cabang: row?.cabang ?? '',
  alamat: row?.alamat ?? '',
  kepala: row?.kepala ?? '',
})

/**
 * Add (unit null) or edit a unit. The code is fixed once the unit exists: employees, areas and
 * users refer to it (docs/master-data.md). Mount only while open.
 */
export function KantorForm(props: { unit: KantorRow | null; onClose: () => void }) {
  const editing = props.unit !== null
  const form = useZodForm({
    schema: kantorBody,
    initial: valuesOf(props.unit),
    dialogTitle: 'Perhatian',
    onSubmit: async (body) => {
      const saved = await runAction(
        () => (editing ? api('PUT api/kantor', { body }) : api('POST api/kantor', { body })),
        { success: editing ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added },
      )
      if (saved) props.onClose()
    },
  })
  return (
    <FormModal title={editing ? 'Ubah Unit' : 'Tambah Unit'} form={form} onClose={props.onClose}>
      <TextField
        label="Kode Unit"
        required
        readOnly={editing}
        hint={
          editing ? 'Kode tidak dapat diubah: dipakai pegawai, area absensi dan pengguna' : 'Contoh: SDIT2'
        }
        {...form.field('kode')}
      />
      <TextField label="Nama Unit" required {...form.field('cabang')} />
      <TextField label="Alamat" {...form.field('alamat')} />
      <TextField
        label="Kepala Unit"
        hint="Nama yang ditandatangani di bawah 'Mengetahui, Kepala …' pada laporan cetak unit ini"
        {...form.field('kepala')}
      />
    </FormModal>
  )
}
