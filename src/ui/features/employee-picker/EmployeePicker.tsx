import { useState } from 'react'
import { z } from 'zod'
import { COMMON_MESSAGES } from '../../../contract/messages.ts'
import { CARI_LIMIT, pegawaiCariQuery } from '../../../contract/pegawai.ts'
import type { PegawaiCariRow } from '../../../contract/pegawai-schema.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx'
import { FallbackImage } from '../../components/FallbackImage.tsx'
import { Modal } from '../../components/Modal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { useApiQuery } from '../../lib/query.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

export type { PegawaiCariRow }

export interface EmployeePickerProps {
  open: boolean
  onClose: () => void
  /** Called with the chosen employee; the picker closes itself through onClose only. */
  onSelect: (employee: PegawaiCariRow) => void
  title?: string
}

type Cari = z.infer<typeof pegawaiCariQuery>

/** An emptied field: back to the first page (no request to the search). */
const emptySearch = z.object({ nip: z.literal(''), nama: z.literal(''), jabatan: z.literal('') })
const NO_SEARCH: Cari = { nip: '', nama: '', jabatan: '' }

function columns(onSelect: (row: PegawaiCariRow) => void): DataTableColumn<PegawaiCariRow>[] {
  return [
    {
      key: 'foto',
      header: 'Foto',
      render: (row) => (
        <FallbackImage
          src={row.image1}
          alt={`Foto ${row.nama}`}
          fallbackAlt={`Foto ${row.nama} belum ada`}
          width={36}
          height={36}
        />
      ),
    },
    { key: 'nip', header: 'NIP', value: (row) => row.nip },
    { key: 'nama', header: 'Nama', value: (row) => row.nama },
    { key: 'jabatan', header: 'Jabatan', value: (row) => row.jabatan },
    { key: 'cabang', header: 'Unit', value: (row) => row.cabang },
    {
      key: 'pilih',
      header: 'Pilih',
      render: (row) => (
        <Button size="sm" aria-label={`Pilih ${row.nama}`} onClick={() => onSelect(row)}>
          Pilih
        </Button>
      ),
    },
  ]
}

/** The picker's content, mounted only while open so every opening starts from the first page. */
function PickerSearch({ onSelect }: Pick<EmployeePickerProps, 'onSelect'>) {
  // null: no search yet, the first employees by name (of the unit, for a unit admin) as it opens.
  const [cari, setCari] = useState<Cari | null>(null)
  const first = useApiQuery('GET api/uppegawai/awal', undefined, { enabled: cari === null })
  const found = useApiQuery(
    'GET api/uppegawai/cari',
    { query: cari ?? NO_SEARCH },
    { enabled: cari !== null },
  )
  const result = cari === null ? first : found
  // One text searched in NIP, name and position; the contract's query schema checks ≥ 3 characters.
  // An emptied field goes back to the first page. The message stays under the field (issue 34).
  const form = useZodForm({
    schema: pegawaiCariQuery.or(emptySearch),
    initial: { cari: '' },
    toInput: ({ cari }) => ({ nip: cari, nama: cari, jabatan: cari }),
    onSubmit: (query) => setCari(query.nama === '' ? null : query),
  })
  const searched = cari !== null
  return (
    <>
      <form className="picker-search" {...form.formProps}>
        <TextField
          label="NIP, nama atau jabatan"
          autoComplete="off"
          {...form.field('cari')}
          error={form.errors._form}
        />
        <Button type="submit" loading={result.isFetching}>
          Cari
        </Button>
      </form>
      <p className="muted" aria-live="polite">
        {searched
          ? `Hasil pencarian "${cari?.nama}" (paling banyak ${CARI_LIMIT}).`
          : `${CARI_LIMIT} pegawai pertama menurut nama. Ketik NIP, nama atau jabatan untuk mencari.`}
      </p>
      <DataTable
        rows={result.data?.datae ?? []}
        rowKey={(row) => row.idp}
        query={result}
        emptyText={COMMON_MESSAGES.pickerEmpty}
        columns={columns(onSelect)}
      />
    </>
  )
}

/**
 * The shared employee picker (SPEC.md §2, used by manual attendance): it opens on the first
 * employees by name, and one text is searched in NIP, name and position (≥ 3 characters, also
 * enforced by the server); unit admins only get their unit's employees (server rule).
 *
 *   <EmployeePicker open={open} onClose={() => setOpen(false)} onSelect={(p) => { setPegawai(p); setOpen(false) }} />
 */
export function EmployeePicker({ open, onClose, onSelect, title = 'Cari Pegawai' }: EmployeePickerProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={title} size="lg">
      {open && <PickerSearch onSelect={onSelect} />}
    </Modal>
  )
}
