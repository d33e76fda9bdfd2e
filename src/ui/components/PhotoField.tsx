import { type ReactNode, useId, useState } from 'react'
import { errorId } from './FieldChrome.tsx'
import { isAllowedPhoto, PHOTO_ACCEPT, PHOTO_SIZE, resizePhoto } from './photo-file.ts'
import './kit.css'

export type PhotoFieldProps = {
  label: ReactNode
  /** The shown photo (a data URL or an address), or null for none. */
  value: string | null
  /** Receives the picked photo as a `size`×`size` JPEG data URL. */
  onChange: (dataUrl: string) => void
  /** Shown under the field when the file is not png/jpg/jpeg or cannot be read. */
  refusedMessage: string
  /** Alternative text of the shown photo. */
  alt: string
  size?: number
  /** An error from the form (e.g. the schema's). */
  error?: ReactNode
  name?: string
}

/** A photo input: png/jpg/jpeg only, resized in the browser before anything is sent. */
export function PhotoField({
  label,
  value,
  onChange,
  refusedMessage,
  alt,
  size = PHOTO_SIZE,
  error,
  name,
}: PhotoFieldProps) {
  const id = useId()
  const [refused, setRefused] = useState(false)
  const shownError = refused ? refusedMessage : error

  async function pick(file: File | undefined) {
    if (!file) return
    if (!isAllowedPhoto(file)) return setRefused(true)
    try {
      onChange(await resizePhoto(file, size))
      setRefused(false)
    } catch {
      setRefused(true)
    }
  }

  return (
    <div className={['field', 'photo-field', shownError ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {value ? (
        <img src={value} alt={alt} width={size} height={size} />
      ) : (
        <span className="muted">Belum ada foto</span>
      )}
      <input
        id={id}
        name={name}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId(id) : undefined}
        onChange={(event) => {
          void pick(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      {shownError && (
        <p id={errorId(id)} className="field-error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  )
}
