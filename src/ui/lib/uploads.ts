import { useEffect, useRef, useState } from 'react'
import { DEFAULT_UPLOAD_BASE, type FotoJenis, uploadPaths } from '../../contract/uploads.ts'
import { fetchPicture } from './api-client.ts'

/** Where pictures load from (DESIGN.md §2); in mock mode MSW answers them from the database. */
export const UPLOAD_BASE = import.meta.env.VITE_UPLOAD_BASE_URL ?? DEFAULT_UPLOAD_BASE

export const uploadUrl = {
  absensiFoto: (id: number, jenis: FotoJenis) => `${UPLOAD_BASE}${uploadPaths.absensiFoto(id, jenis)}`,
  suratIjin: (idj: number) => `${UPLOAD_BASE}${uploadPaths.suratIjin(idj)}`,
}

/** A picture under the upload base (needs the token), as opposed to a data: URL or an asset. */
export function isUploadUrl(src: string): boolean {
  const base = new URL(UPLOAD_BASE, location.href).href
  return new URL(src, location.href).href.startsWith(base)
}

/**
 * Pictures asked for and not yet shown (fetching, or their <img> not loaded): printing waits for
 * them, since the print view must hold the pictures, not blanks.
 */
const unsettled = new Set<object>()

/** Resolves once every picture on screen has loaded or failed, or after `limitMs` at most. */
export async function picturesSettled(limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs
  while (unsettled.size > 0 && Date.now() < deadline) await new Promise((tick) => setTimeout(tick, 50))
}

export interface UploadedPicture {
  /** Still fetching: nothing to show yet (neither the picture nor the default image). */
  loading: boolean
  /** What the <img> shows: an object URL of the fetched bytes, the given non-upload src, or null (missing). */
  src: string | null
  /** The <img> has loaded or failed: the picture no longer holds printing back. */
  settle: () => void
}

/**
 * One picture for an <img>: a src under the upload base is fetched with the session's token and
 * shown as an object URL, revoked when the src changes or the screen goes; any other src (an
 * employee photo's data: URL) is used as it is. A refusal or failure is "missing" (the default image).
 */
export function useUploadedPicture(src: string | null | undefined): UploadedPicture {
  const upload = !!src && isUploadUrl(src)
  const [fetched, setFetched] = useState<{ for: string; objectUrl: string | null } | null>(null)
  const ticket = useRef<object | null>(null)

  useEffect(() => {
    if (!src || !upload) return
    const mine = {}
    ticket.current = mine
    unsettled.add(mine)
    const controller = new AbortController()
    let objectUrl: string | null = null
    const show = (blob: Blob | null) => {
      if (controller.signal.aborted) return // the screen moved on: create nothing to leak
      objectUrl = blob ? URL.createObjectURL(blob) : null
      setFetched({ for: src, objectUrl })
    }
    fetchPicture(src, controller.signal).then(show, () => show(null))
    return () => {
      controller.abort()
      unsettled.delete(mine)
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [src, upload])

  const settle = () => {
    if (ticket.current) unsettled.delete(ticket.current)
  }
  if (!upload) return { loading: false, src: src || null, settle }
  if (fetched?.for !== src) return { loading: true, src: null, settle }
  return { loading: false, src: fetched.objectUrl, settle }
}
