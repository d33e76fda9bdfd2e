import { useId } from 'react'
import { PEGAWAI_MESSAGES } from '../../../contract/messages.ts'
import { showMessage } from '../../components/MessageDialog.tsx'
import { isAllowedPhoto, PHOTO_ACCEPT, resizePhoto } from './photo.ts'

/** Photo upload: png/jpg/jpeg only, resized here to 60×60 JPEG before it is sent. */
export function FotoField(props: { value: string | null; onChange: (dataUrl: string) => void }) {
  const id = useId()
  async function pick(file: File | undefined) {
    if (!file) return
    if (!isAllowedPhoto(file)) {
      await showMessage({ title: 'Perhatian', message: PEGAWAI_MESSAGES.photoFormat, tone: 'warning' })
      return
    }
    try {
      props.onChange(await resizePhoto(file))
    } catch {
      await showMessage({ title: 'Perhatian', message: PEGAWAI_MESSAGES.photoFormat, tone: 'warning' })
    }
  }
  return (
    <div className="field foto-field">
      <label htmlFor={id}>Foto</label>
      {props.value ? (
        <img src={props.value} alt="Foto pegawai" width={60} height={60} />
      ) : (
        <span className="muted">Belum ada foto</span>
      )}
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        onChange={(event) => {
          void pick(event.target.files?.[0])
          event.target.value = ''
        }}
      />
    </div>
  )
}
