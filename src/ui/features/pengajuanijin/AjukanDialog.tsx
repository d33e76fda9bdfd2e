import { useState } from 'react'
import { ijinEndpoints } from '../../../contract/ijin.ts'
import type { PegawaiCariRow } from '../../../contract/pegawai-schema.ts'
import { Button } from '../../components/Button.tsx'
import { DatePicker } from '../../components/DatePicker.tsx'
import { FormModal } from '../../components/FormModal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextAreaField } from '../../components/TextAreaField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { foundationToday } from '../../lib/format.ts'
import { useApiQuery } from '../../lib/query.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { EmployeePicker } from '../employee-picker/EmployeePicker.tsx'

/**
 * 'Ajukan atas nama pegawai' (issue 31): an admin enters a request for an employee who cannot use
 * the app: the employee (the shared picker; a unit admin's own unit), the type, the dates, the
 * reason. It waits for approval like the app's, by the same rules (docs/cuti.md "Pengajuan").
 */
export function AjukanDialog({ onClose }: { onClose: () => void }) {
  const [pegawai, setPegawai] = useState<PegawaiCariRow | null>(null)
  const [picking, setPicking] = useState(false)
  const types = useApiQuery('GET api/jeniscuti')
  const today = foundationToday()
  const initial = { idjenis: '', tglawal: today, tglakhir: today, alasan: '', keterangan: '' }
  const toInput = (values: typeof initial) => ({
    ...values,
    idp: pegawai?.idp ?? 0,
    idjenis: Number(values.idjenis) || 0,
  })
  const form = useZodForm({
    schema: ijinEndpoints.ijinCreate.body,
    initial,
    toInput,
    dialogTitle: 'Perhatian',
    onSubmit: async () => {
      const sent = await runAction(() => api('POST api/pengajuanijin', { body: toInput(form.values) }), {
        success: (answer) => answer.pesan,
      })
      if (sent) onClose()
    },
  })
  const options = [
    { value: '', label: '-- Pilih Jenis --' },
    ...(types.data?.datae ?? [])
      .filter((type) => type.aktif === 1)
      .map((type) => ({ value: String(type.idjenis), label: type.nama })),
  ]
  return (
    <FormModal title="Ajukan atas nama pegawai" form={form} onClose={onClose} submitLabel="Ajukan">
      <div className="ijin-pick">
        <p data-testid="ajukan-pegawai">
          {pegawai ? (
            <>
              <strong>{pegawai.nama}</strong> <small className="muted">{pegawai.cabang}</small>
            </>
          ) : (
            <span className="muted">Belum ada pegawai dipilih.</span>
          )}
        </p>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {pegawai ? 'Ganti Pegawai' : 'Cari Pegawai'}
        </Button>
        {form.errors.idp && (
          <p className="form-error" role="alert">
            Pilih pegawai terlebih dahulu!
          </p>
        )}
      </div>
      <SelectField label="Jenis" required options={options} {...form.field('idjenis')} />
      <DatePicker label="Tanggal awal" required {...form.field('tglawal')} />
      <DatePicker label="Tanggal akhir" required {...form.field('tglakhir')} />
      <TextField label="Alasan" required {...form.field('alasan')} />
      <TextAreaField label="Keterangan" {...form.field('keterangan')} />
      <EmployeePicker
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={(chosen) => {
          setPegawai(chosen)
          setPicking(false)
        }}
      />
    </FormModal>
  )
}
