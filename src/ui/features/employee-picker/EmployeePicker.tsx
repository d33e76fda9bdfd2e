import { type FormEvent, useState } from 'react'
import { COMMON_MESSAGES, PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import type { PegawaiCariRow } from '../../../contract/pegawai-schema.ts'
import { Button } from '../../components/Button.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { FallbackImage } from '../../components/FallbackImage.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { Modal } from '../../components/Modal.tsx'
import { TextField } from '../../components/TextField.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'

export type { PegawaiCariRow }

export interface EmployeePickerProps {
  open: boolean
  onClose: () => void
  /** Called with the chosen employee; the picker closes itself through onClose only. */
  onSelect: (employee: PegawaiCariRow) => void
  title?: string
}

/**
 * The shared employee picker (SPEC.md §2, used by manual attendance): one text searched in NIP,
 * name and position (≥ 3 characters, also enforced by the server); unit admins only get their
 * unit's active employees (server rule).
 *
 *   <EmployeePicker open={open} onClose={() => setOpen(false)} onSelect={(p) => { setPegawai(p); setOpen(false) }} />
 */
export function EmployeePicker({ open, onClose, onSelect, title = 'Cari Pegawai' }: EmployeePickerProps) {
  const [text, setText] = useState('')
  const [rows, setRows] = useState<PegawaiCariRow[] | null>(null)
  const [busy, setBusy] = useState(false)

  async function search(event: FormEvent) {
    event.preventDefault()
    const value = text.trim()
    if (value.length < 3) {
      await showMessage({ title: 'Perhatian', message: PEGAWAI_MESSAGES.searchTooShort, tone: 'warning' })
      return
    }
    setBusy(true)
    try {
      const answer = await api('GET api/uppegawai/cari', {
        query: { nip: value, nama: value, jabatan: value },
      })
      setRows(answer.datae)
    } catch (e) {
      await showMessage({
        title: 'Gagal',
        message: e instanceof ApiFailure ? e.message : String(e),
        tone: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={title}>
      <form className="picker-search" onSubmit={search} noValidate>
        <TextField label="NIP, nama atau jabatan" value={text} autoComplete="off" onValueChange={setText} />
        <Button type="submit" loading={busy}>
          Cari
        </Button>
      </form>
      {rows && (
        <DataTable
          rows={rows}
          rowKey={(row) => row.idp}
          emptyText={COMMON_MESSAGES.pickerEmpty}
          columns={[
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
            { key: 'nip', header: 'NIP', render: (row) => row.nip },
            { key: 'nama', header: 'Nama', render: (row) => row.nama },
            { key: 'jabatan', header: 'Jabatan', render: (row) => row.jabatan },
            { key: 'cabang', header: 'Unit', render: (row) => row.cabang },
            {
              key: 'pilih',
              header: 'Pilih',
              render: (row) => (
                <Button size="sm" aria-label={`Pilih ${row.nama}`} onClick={() => onSelect(row)}>
                  Pilih
                </Button>
              ),
            },
          ]}
        />
      )}
    </Modal>
  )
}
