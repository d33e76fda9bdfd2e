import { z } from 'zod'
import { decodeJpegDataUrl, MAX_PICTURE_BYTES } from '../domain/jpeg.ts'
import { documentAs } from './documented.ts'

/** A picture as the browser sends it: a JPEG data URL; parsed to its bytes (≤ `maxBytes` decoded). */
export const jpegPicture = (
  messages: { required: string; notJpeg: string; tooBig: string },
  maxBytes = MAX_PICTURE_BYTES,
) =>
  documentAs(
    z
      .string({ error: messages.required })
      .min(1, { error: messages.required })
      .transform((text, ctx) => {
        const decoded = decodeJpegDataUrl(text, maxBytes)
        if (decoded instanceof Uint8Array) return decoded
        ctx.addIssue({ code: 'custom', message: decoded === 'tooBig' ? messages.tooBig : messages.notJpeg })
        return z.NEVER
      }),
    {
      input: {
        type: 'string',
        pattern: '^data:image/jpeg;base64,',
        description: `Gambar JPEG sebagai data URL (data:image/jpeg;base64,…), paling besar ${maxBytes} byte setelah didekode`,
      },
    },
  )
