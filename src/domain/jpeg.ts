/**
 * A picture sent as a `data:image/jpeg;base64,…` URL (the employee app's selfie, shrunk by the
 * browser to 600 px JPEG per SPEC.md §9, and leave letter, 1,600 px: see photo-file.ts). zod-free:
 * the contract validates with it, the handlers store the bytes it returns.
 */

/** 300 KB after decoding: a 600 px JPEG at quality 0.5 is a few tens of KB; more is not a selfie. */
export const MAX_PICTURE_BYTES = 300 * 1024

/**
 * 1 MB after decoding (issue 29): a letter is kept at 1,600 px on its long side at quality 0.8 so
 * its text stays readable, a few hundred KB for a page of text; the browser lowers the quality of
 * a photo that would pass this. As a data URL that is ~1.4 MB of JSON, far below the 10 MB body limit.
 */
export const MAX_LETTER_BYTES = 1024 * 1024

const DATA_URL = /^data:image\/(?:jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/

/** Every JPEG file starts with the SOI marker FF D8 followed by another marker's FF. */
export const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff

export type PictureProblem = 'notJpeg' | 'tooBig'

/** The decoded bytes, or why they are refused (never decodes a text longer than the limit allows). */
export function decodeJpegDataUrl(text: string, maxBytes = MAX_PICTURE_BYTES): Uint8Array | PictureProblem {
  const match = DATA_URL.exec(text)
  if (!match?.[1]) return 'notJpeg'
  const base64 = match[1]
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > maxBytes) return 'tooBig'
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  } catch {
    return 'notJpeg'
  }
  return isJpeg(bytes) ? bytes : 'notJpeg'
}

/** The data URL of JPEG bytes (demo calls, tests, the seeded pictures). */
export function jpegDataUrl(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `data:image/jpeg;base64,${btoa(binary)}`
}
