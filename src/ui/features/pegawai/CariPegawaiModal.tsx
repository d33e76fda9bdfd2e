import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { Modal } from '../../components/Modal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import type { PegawaiFilter } from './export-pegawai.ts'

type Search = Omit<PegawaiFilter, 'status'>

export const EMPTY_SEARCH: Search = {
  jeniscari: 'umum',
  cari: '',
  nip: '',
  nama: '',
  jabatan: '',
  pendidikan: '',
}

/** The list's search modal: general (one text) or specific (NIP, name, position, education). */
export function CariPegawaiModal(props: {
  open: boolean
  value: Search
  onClose: () => void
  onSearch: (search: Search) => void
}) {
  const [input, setInput] = useState(props.value)
  useEffect(() => {
    if (props.open) setInput(props.value)
  }, [props.open, props.value])
  const set = (field: keyof Search) => (value: string) => setInput((prev) => ({ ...prev, [field]: value }))

  function submit(event: FormEvent) {
    event.preventDefault()
    props.onSearch(input)
  }

  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title="Cari Pegawai"
      footer={
        <>
          <Button variant="secondary" onClick={() => props.onSearch(EMPTY_SEARCH)}>
            Reset
          </Button>
          <Button type="submit" form="form-cari-pegawai">
            Cari
          </Button>
        </>
      }
    >
      <form id="form-cari-pegawai" onSubmit={submit} noValidate>
        <SelectField
          label="Jenis Pencarian"
          value={input.jeniscari}
          options={[
            { value: 'umum', label: 'Umum' },
            { value: 'khusus', label: 'Khusus' },
          ]}
          onValueChange={set('jeniscari')}
        />
        {input.jeniscari === 'umum' ? (
          <TextField label="Kata Kunci" value={input.cari} onValueChange={set('cari')} />
        ) : (
          <>
            <TextField label="NIP" value={input.nip} onValueChange={set('nip')} />
            <TextField label="Nama" value={input.nama} onValueChange={set('nama')} />
            <TextField label="Jabatan" value={input.jabatan} onValueChange={set('jabatan')} />
            <TextField label="Pendidikan" value={input.pendidikan} onValueChange={set('pendidikan')} />
          </>
        )}
      </form>
    </Modal>
  )
}
