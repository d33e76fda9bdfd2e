import { useState } from 'react'
import { useLocation } from 'wouter'
import { COMMON_MESSAGES, MESIN_MESSAGES, PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import { pegawaiCreateBody, pegawaiUpdateBody } from '../../../contract/pegawai-schema.ts'
import { Button } from '../../components/Button.tsx'
import { conflictOnField, runAction, showIncomplete } from '../../lib/actions.ts'
import { api } from '../../lib/api-client.ts'
import { useApiQuery } from '../../lib/query.ts'
import { changedFrom, useUnsavedChanges } from '../../lib/unsaved-changes.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'
import { AkunSection, BiodataSection, KepegawaianSection } from './PegawaiSections.tsx'
import { type PegawaiValues, toInput } from './pegawai-form-state.ts'
import { type Pilihan, TambahPilihanModal } from './TambahPilihanModal.tsx'

/** SPEC.md §5: the NIP is checked as soon as it changes ('non' = free; the employee's own NIP too). */
function useNipTaken(nip: string, idp: number | null) {
  const nilai = nip.trim()
  const check = useApiQuery(
    'GET api/datapegawai/cek/data',
    { query: { tipedata: 'nip', nilai, idp: idp ?? '' } },
    { enabled: nilai !== '', retry: false },
  )
  return nilai !== '' && check.data?.cek === 'ada'
}

/** The server's 409 for a machine PIN another employee answers to ('PIN mesin sudah dipakai …'). */
const PIN_TAKEN = MESIN_MESSAGES.pinTaken('')

/**
 * The employee form (new when idp is null), checked by the contract's create or update body
 * schema: the SPEC's messages in the Perhatian dialog and every message under its field.
 */
export function PegawaiForm(props: {
  idp: number | null
  initial: PegawaiValues
  storedPhoto: string | null
}) {
  const { idp } = props
  const [, navigate] = useLocation()
  const [adding, setAdding] = useState<Pilihan | null>(null)
  // The values as last loaded or saved: leaving with others asks first (issue 20).
  const [saved, setSaved] = useState(props.initial)
  const form = useZodForm({
    schema: idp === null ? pegawaiCreateBody : pegawaiUpdateBody,
    initial: props.initial,
    toInput: toInput(idp),
    dialogTitle: 'Perhatian',
    onSubmit: async (body) => {
      if (nipTaken) {
        form.setErrors({ nip: PEGAWAI_MESSAGES.nipTaken })
        return showIncomplete(PEGAWAI_MESSAGES.nipTaken)
      }
      const sent = form.values
      // Only the server knows every employee's effective PIN (theirs or their NIP).
      const pinError = (pin_mesin: string) => form.setErrors({ pin_mesin })
      if ('idp' in body) {
        const answer = await runAction(
          () => conflictOnField(() => api('PUT api/datapegawai', { body }), PIN_TAKEN, pinError),
          {
            success: COMMON_MESSAGES.saved,
          },
        )
        if (answer) setSaved(sent)
        return answer
      }
      const added = await runAction(
        () => conflictOnField(() => api('POST api/datapegawai', { body }), PIN_TAKEN, pinError),
        {
          success: COMMON_MESSAGES.added,
        },
      )
      if (!added) return
      setSaved(sent)
      navigate(`/pegawai/${added.idp}`, { replace: true })
    },
  })
  const nipTaken = useNipTaken(form.values.nip, idp)
  useUnsavedChanges(changedFrom(saved, form.values))
  return (
    <>
      <form className="pegawai-form" aria-label="Data pegawai" {...form.formProps}>
        <div className="form-grid">
          <AkunSection form={form} isNew={idp === null} nipTaken={nipTaken} />
          <BiodataSection form={form} storedPhoto={props.storedPhoto} />
          <KepegawaianSection form={form} onAdd={setAdding} />
        </div>
        <div className="form-actions">
          <Button type="submit" loading={form.submitting}>
            Simpan
          </Button>
        </div>
      </form>
      {/* Outside the form: React bubbles a portal's submit event up the component tree. */}
      {adding && (
        <TambahPilihanModal
          jenis={adding}
          onClose={() => setAdding(null)}
          onAdded={(jenis, value) => {
            setAdding(null)
            form.set(jenis, value)
          }}
        />
      )}
    </>
  )
}
