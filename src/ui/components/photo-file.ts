/**
 * Photos picked in the browser (SPEC.md §9): png, jpg or jpeg only, resized here to a square JPEG
 * (the employee photo is 60×60) so the server stores a few kilobytes. The image is scaled to cover
 * the square and centred (no stretching).
 */

export const PHOTO_SIZE = 60
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg'

const EXTENSION = /\.(png|jpe?g)$/i

/** True for a png/jpg/jpeg file (type and name both checked: a renamed .gif is refused). */
export function isAllowedPhoto(file: File): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(file.type) && EXTENSION.test(file.name)
}

export async function resizePhoto(file: File, size = PHOTO_SIZE): Promise<string> {
  const bitmap = await createImageBitmap(file)
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas tidak tersedia')
  const scale = Math.max(size / bitmap.width, size / bitmap.height)
  const width = bitmap.width * scale
  const height = bitmap.height * scale
  context.fillStyle = '#fff'
  context.fillRect(0, 0, size, size)
  context.drawImage(bitmap, (size - width) / 2, (size - height) / 2, width, height)
  bitmap.close()
  return canvas.toDataURL('image/jpeg', 0.8)
}

/** SPEC.md §9: the general resize helper's longest side and JPEG quality (the selfie). */
export const PICTURE_MAX_SIDE = 600
const PICTURE_QUALITY = 0.5

/** How a picture is kept: its longest side and first JPEG quality. */
export interface PictureSize {
  maxSide: number
  quality: number
}

export const SELFIE_SIZE: PictureSize = { maxSide: PICTURE_MAX_SIDE, quality: PICTURE_QUALITY }

/**
 * A leave letter (issue 29): at 600 px an A4 scan's text could not be read by the admin who judges
 * it. 1,600 px on the long side (~140 dpi for A4) at quality 0.8 keeps typed and handwritten text
 * readable, a few hundred KB for a page (domain/jpeg.ts MAX_LETTER_BYTES allows 1 MB).
 */
export const LETTER_SIZE: PictureSize = { maxSide: 1600, quality: 0.8 }

/** Bytes a base64 data URL decodes to (its padding excluded). */
export const dataUrlBytes = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  return Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0)
}

/**
 * The general resize helper (SPEC.md §9): longest side at most `size.maxSide` (600 px for a
 * selfie), aspect ratio kept, never enlarged, JPEG at `size.quality`, as a
 * `data:image/jpeg;base64,…` URL. A picture still above `maxBytes` is encoded again at lower
 * quality; null if it never fits.
 */
export async function shrinkPicture(
  source: ImageBitmapSource,
  maxBytes: number,
  size: PictureSize = SELFIE_SIZE,
): Promise<string | null> {
  const bitmap = await createImageBitmap(source)
  const scale = Math.min(1, size.maxSide / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas tidak tersedia')
  context.fillStyle = '#fff' // a transparent PNG letter stays readable as JPEG
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  for (let quality = size.quality; quality >= 0.1; quality -= 0.15) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality)
    if (dataUrlBytes(dataUrl) <= maxBytes) return dataUrl
  }
  return null
}
