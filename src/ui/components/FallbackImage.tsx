import { type ComponentProps, useState } from 'react'
import defaultImage from '../assets/gambar-bawaan.svg'
import { useUploadedPicture } from '../lib/uploads.ts'

export type FallbackImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'onError' | 'onLoad'> & {
  /** The picture (an upload address or a data: URL); null/'' shows the default image at once. */
  src: string | null | undefined
  alt: string
  /** What the default image says instead (e.g. 'Foto belum ada'). */
  fallbackAlt: string
}

/**
 * An <img> that shows the default image when its picture is missing (SPEC.md §8 'Missing images':
 * no src, or the server answers 404), so a screen never shows a broken-image icon. Uploaded
 * pictures need the session: they load through `useUploadedPicture` (docs/security/pictures.md).
 */
export function FallbackImage({ src, alt, fallbackAlt, ...rest }: FallbackImageProps) {
  const picture = useUploadedPicture(src)
  const [failed, setFailed] = useState<string | null>(null)
  if (picture.loading) return <img {...rest} alt={alt} aria-busy="true" />
  const missing = !picture.src || failed === picture.src
  return (
    <img
      {...rest}
      src={missing ? defaultImage : (picture.src ?? undefined)}
      alt={missing ? fallbackAlt : alt}
      onLoad={picture.settle}
      onError={() => {
        if (missing)
          picture.settle() // even the default image failed: nothing more will load
        else setFailed(picture.src)
      }}
    />
  )
}
