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

/** SPEC.md §9: the general resize helper's longest side and JPEG quality. */
export const PICTURE_MAX_SIDE = 600
const PICTURE_QUALITY = 0.5

/** Bytes a base64 data URL decodes to (its padding excluded). */
export const dataUrlBytes = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  return Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0)
}

/**
 * The general resize helper (SPEC.md §9): longest side at most 600 px, aspect ratio kept, JPEG at
 * quality 0.5, as a `data:image/jpeg;base64,…` URL (the employee app's selfie and leave letter).
 * A picture still above `maxBytes` is encoded again at lower quality; null if it never fits.
 */
export async function shrinkPicture(source: ImageBitmapSource, maxBytes: number): Promise<string | null> {
  const bitmap = await createImageBitmap(source)
  const scale = Math.min(1, PICTURE_MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas tidak tersedia')
  context.fillStyle = '#fff' // a transparent PNG letter stays readable as JPEG
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  for (let quality = PICTURE_QUALITY; quality >= 0.1; quality -= 0.15) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality)
    if (dataUrlBytes(dataUrl) <= maxBytes) return dataUrl
  }
  return null
}
