import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { COMMON_MESSAGES, PENGGUNA_MESSAGES } from '../../../contract/messages.ts'
import type { PenggunaRow } from '../../../contract/pengguna.ts'
import { Button } from '../../components/Button.tsx'
import { confirm } from '../../components/ConfirmDialog.tsx'
import { DataTable } from '../../components/DataTable.tsx'
import { showMessage } from '../../components/MessageDialog.tsx'
import { toast } from '../../components/Toast.tsx'
import { ApiFailure, api } from '../../lib/api-client.ts'
import { sessionAtom } from '../../lib/session.ts'
import { useApi } from '../../lib/use-api.ts'
import { PenggunaForm } from './PenggunaForm.tsx'

const akses = (row: PenggunaRow) => (row.levelx === 0 ? 'Admin Yayasan' : `Admin Unit ${row.sekolah}`)

/** Users and their access (SPEC.md §2 Pengguna). Unit admins see and manage their unit's admins. */
export default function PenggunaPage() {
  const session = useAtomValue(sessionAtom)
  const { data, loading, reload } = useApi('GET api/masterpengguna')
  const kantor = useApi('GET api/kantor')
  const [editing, setEditing] = useState<PenggunaRow | 'baru' | null>(null)

  async function remove(row: PenggunaRow) {
    const yes = await confirm({
      title: PENGGUNA_MESSAGES.deleteTitle,
      message: COMMON_MESSAGES.irreversible,
      confirmLabel: 'Ya, hapus',
      tone: 'danger',
    })
    if (!yes) return
    try {
      const answer = await api('DELETE api/masterpengguna/{iduser}', { params: { iduser: row.iduser } })
      toast.success(answer.pesan)
      await reload()
    } catch (e) {
      await showMessage({
        title: 'Gagal',
        message: e instanceof ApiFailure ? e.message : String(e),
        tone: 'error',
      })
    }
  }

  return (
    <section>
      <div className="page-header">
        <h1>Hak Akses Pengguna</h1>
        <Button onClick={() => setEditing('baru')}>Tambah Pengguna</Button>
      </div>
      <DataTable
        rows={data?.datae ?? []}
        rowKey={(row) => row.iduser}
        loading={loading}
        emptyText={COMMON_MESSAGES.emptyList}
        columns={[
          { key: 'no', header: 'No', render: (_row, index) => index + 1 },
          { key: 'namalengkap', header: 'Nama Lengkap', render: (row) => row.namalengkap },
          { key: 'usernama', header: 'Nama Pengguna', render: (row) => row.usernama },
          { key: 'akses', header: 'Hak Akses', render: akses },
          {
            key: 'aksi',
            header: 'Aksi',
            render: (row) => (
              <span className="row-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Ubah ${row.usernama}`}
                  onClick={() => setEditing(row)}
                >
                  Ubah
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Hapus ${row.usernama}`}
                  onClick={() => void remove(row)}
                >
                  Hapus
                </Button>
              </span>
            ),
          },
        ]}
      />
      <PenggunaForm
        editing={editing}
        session={session}
        kantor={kantor.data?.datae ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void reload()
        }}
      />
    </section>
  )
}
