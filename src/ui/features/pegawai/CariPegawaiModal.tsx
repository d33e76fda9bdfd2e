import { type FormEvent, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { Modal } from '../../components/Modal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import type { PegawaiFilter } from './export-pegawai.ts'

export type PegawaiSearch = Omit<PegawaiFilter, 'status' | 'kode'>

export const EMPTY_SEARCH: PegawaiSearch = {
  jeniscari: 'umum',
  cari: '',
  nip: '',
  nama: '',
  jabatan: '',
  pendidikan: '',
}

/** The modal's fields, mounted only while open so each opening starts from the active search. */
function CariFields(props: { value: PegawaiSearch; onSearch: (search: PegawaiSearch) => void }) {
  // Both kinds active at once (the page's field typed during a specific search) open as specific.
  const [input, setInput] = useState({ ...props.value, jeniscari: props.value.jeniscari || 'khusus' })
  const set = (field: keyof PegawaiSearch) => (value: string) =>
    setInput((prev) => ({ ...prev, [field]: value }))
  function submit(event: FormEvent) {
    event.preventDefault()
    props.onSearch(input)
  }
  return (
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
  )
}

/** The list's search modal: general (one text) or specific (NIP, name, position, education). */
export function CariPegawaiModal(props: {
  open: boolean
  value: PegawaiSearch
  onClose: () => void
  onSearch: (search: PegawaiSearch) => void
}) {
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
      {props.open && <CariFields value={props.value} onSearch={props.onSearch} />}
    </Modal>
  )
}
