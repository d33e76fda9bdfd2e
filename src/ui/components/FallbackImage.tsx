import { type ComponentProps, useState } from 'react'
import defaultImage from '../assets/gambar-bawaan.svg'

export type FallbackImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'onError'> & {
  /** The picture; null/'' shows the default image at once. */
  src: string | null | undefined
  alt: string
  /** What the default image says instead (e.g. 'Foto belum ada'). */
  fallbackAlt: string
}

/**
 * An <img> that shows the default image when its picture is missing (SPEC.md §8 'Missing images':
 * no src, or the server answers 404), so a screen never shows a broken-image icon.
 */
export function FallbackImage({ src, alt, fallbackAlt, ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const missing = !src || failed === src
  return (
    <img
      {...rest}
      src={missing ? defaultImage : src}
      alt={missing ? fallbackAlt : alt}
      onError={() => setFailed(src ?? null)}
    />
  )
}
