import { useAtomValue } from 'jotai'
import { COMMON_MESSAGES, PENGGUNA_MESSAGES } from '../../../contract/messages.ts'
import { type PenggunaRow, penggunaCreateBody, penggunaUpdateBody } from '../../../contract/pengguna.ts'
import { FormModal } from '../../components/FormModal.tsx'
import { SelectField } from '../../components/SelectField.tsx'
import { TextField } from '../../components/TextField.tsx'
import { runAction, showIncomplete } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { renameSession, type StoredSession, sessionAtom } from '../../lib/session.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

type Level = '' | '0' | '1'

function valuesOf(row: PenggunaRow | null, session: StoredSession | null) {
  if (row)
    return {
      usernama: row.usernama,
      namalengkap: row.namalengkap,
      pass: '',
      levelx: String(row.levelx) as Level,
      ids: row.ids ?? '',
    }
  // An Admin Unit only ever adds Admin Unit users of its own unit (server rule; the form offers no other).
  const unit = session?.levelx === 1
  return {
    usernama: '',
    namalengkap: '',
    pass: '',
    levelx: (unit ? '1' : '') as Level,
    ids: unit ? (session.ids ?? '') : '',
  }
}
type Values = ReturnType<typeof valuesOf>

const toInput = (iduser: number | undefined) => (values: Values) => ({
  ...(iduser ? { iduser } : {}),
  usernama: values.usernama,
  namalengkap: values.namalengkap,
  pass: values.pass,
  levelx: values.levelx === '' ? undefined : Number(values.levelx),
  ids: values.levelx === '1' ? values.ids : null,
})

/** SPEC.md §5: the username is checked as soon as it changes; 'ok' = free (the row's own name too). */
function useUsernameTaken(usernama: string, iduser: number | undefined) {
  const name = usernama.trim()
  const check = useApiQuery(
    'GET api/masterpengguna/cek/{usernama}',
    { params: { usernama: name }, query: { iduser: iduser ?? '' } },
    { enabled: name !== '', retry: false },
  )
  // 'gagal' = taken; a failed check (no connection) is not "taken": the server checks again on save.
  return name !== '' && check.data?.status === 'gagal'
}

const LEVELS = [
  { value: '0', label: 'Admin Yayasan' },
  { value: '1', label: 'Admin Unit' },
]

/** Add (row null) or edit a user (SPEC.md §2 Pengguna, §5 User save). Mount only while open. */
export function PenggunaForm({ row, onClose }: { row: PenggunaRow | null; onClose: () => void }) {
  const session = useAtomValue(sessionAtom)
  const kantor = useApiQuery('GET api/kantor')
  const iduser = row?.iduser
  const form = useZodForm({
    schema: row ? penggunaUpdateBody : penggunaCreateBody,
    initial: valuesOf(row, session),
    toInput: toInput(iduser),
    // SPEC.md §5: 'Lengkapi isian!' in a dialog titled Perhatian.
    dialogTitle: 'Perhatian',
    onSubmit: async (body) => {
      if (taken) {
        form.setErrors({ usernama: PENGGUNA_MESSAGES.usernameTaken })
        return showIncomplete(PENGGUNA_MESSAGES.usernameTaken)
      }
      const saved = await runAction(
        () =>
          'iduser' in body
            ? api('PUT api/masterpengguna', { body })
            : api('POST api/masterpengguna', { body }),
        { success: row ? COMMON_MESSAGES.saved : COMMON_MESSAGES.added },
      )
      if (!saved) return
      // One's own account: the top bar's name is the session's, not a query's.
      if (row && row.usernama === session?.usernama)
        renameSession({ namalengkap: body.namalengkap, usernama: body.usernama })
      onClose()
    },
  })
  const taken = useUsernameTaken(form.values.usernama, iduser)
  const unitAdmin = session?.levelx === 1
  const username = form.field('usernama')
  return (
    <FormModal title={row ? 'Ubah Pengguna' : 'Tambah Pengguna'} form={form} onClose={onClose}>
      <TextField label="Nama Lengkap" required {...form.field('namalengkap')} />
      <TextField
        label="Nama Pengguna"
        required
        autoComplete="off"
        {...username}
        error={username.error ?? (taken ? PENGGUNA_MESSAGES.usernameTaken : undefined)}
      />
      <TextField
        label="Kata Sandi"
        type="password"
        autoComplete="new-password"
        required={!row}
        hint={row ? 'Kosongkan bila tidak diubah' : undefined}
        {...form.field('pass')}
      />
      <SelectField
        label="Hak Akses"
        required
        placeholder="-- Pilih --"
        options={unitAdmin ? LEVELS.filter((level) => level.value === '1') : LEVELS}
        {...form.field('levelx')}
      />
      {form.values.levelx === '1' && (
        <SelectField
          label="Unit"
          required
          placeholder="-- Pilih --"
          disabled={unitAdmin}
          options={(kantor.data?.datae ?? []).map((k) => ({ value: k.kode, label: k.cabang }))}
          {...form.field('ids')}
        />
      )}
    </FormModal>
  )
}
