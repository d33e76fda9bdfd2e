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
