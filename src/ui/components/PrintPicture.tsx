import { useState } from 'react'
import { useUploadedPicture } from '../lib/uploads.ts'

/**
 * An uploaded picture in a printed document: printed only where it exists. Unlike FallbackImage
 * (the screen's default image for a missing picture), a missing or undecodable picture prints
 * nothing, and one still loading holds printing back (`picturesSettled`) instead of printing blank.
 */
export function PrintPicture({ src, alt }: { src: string; alt: string }) {
  const picture = useUploadedPicture(src)
  const [failed, setFailed] = useState(false)
  if (picture.loading || !picture.src || failed) return null
  return (
    <img
      src={picture.src}
      alt={alt}
      width={40}
      height={40}
      // Decoded before printing lets go of it: a loaded but undecoded picture can print blank.
      onLoad={(event) => void event.currentTarget.decode().finally(picture.settle)}
      onError={() => {
        setFailed(true)
        picture.settle()
      }}
    />
  )
}
