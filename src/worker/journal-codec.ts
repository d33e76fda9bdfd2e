import type { SqlValue } from 'sql.js'
import type { LoggedStatement } from '../db/write-log.ts'

/**
 * The journal is a sequence of frames: [u32 payload length][u32 FNV-1a of payload][payload].
 * Payload = JSON of one committed transaction's statements. A torn tail (crash mid-append)
 * fails its length or checksum and is ignored: that transaction never answered 2xx.
 */
const HEADER_BYTES = 8

function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return hash
}

const toBase64 = (bytes: Uint8Array) => {
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}

// Blobs (photos) are the one parameter type JSON cannot carry as is.
const encodeParam = (value: SqlValue) => (value instanceof Uint8Array ? { $b: toBase64(value) } : value)
const decodeParam = (value: unknown): SqlValue =>
  value && typeof value === 'object' && '$b' in value
    ? Uint8Array.from(atob(String(value.$b)), (c) => c.charCodeAt(0))
    : (value as SqlValue)

export function encodeRecord(statements: readonly LoggedStatement[]): Uint8Array {
  const payload = new TextEncoder().encode(
    JSON.stringify(statements.map(([sql, params]) => [sql, params.map(encodeParam)])),
  )
  const frame = new Uint8Array(HEADER_BYTES + payload.length)
  const view = new DataView(frame.buffer)
  view.setUint32(0, payload.length)
  view.setUint32(4, fnv1a(payload))
  frame.set(payload, HEADER_BYTES)
  return frame
}

/** Decodes every complete, intact frame; returns them with the byte length they cover. */
export function decodeJournal(bytes: Uint8Array): {
  records: LoggedStatement[][]
  validBytes: number
  /** Where each record's frame ends. */
  frameEnds: number[]
} {
  const records: LoggedStatement[][] = []
  const frameEnds: number[] = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 0
  while (offset + HEADER_BYTES <= bytes.length) {
    const length = view.getUint32(offset)
    const end = offset + HEADER_BYTES + length
    if (end > bytes.length) break
    const payload = bytes.subarray(offset + HEADER_BYTES, end)
    if (fnv1a(payload) !== view.getUint32(offset + 4)) break
    const parsed = JSON.parse(new TextDecoder().decode(payload)) as [string, unknown[]][]
    records.push(parsed.map(([sql, params]) => [sql, params.map(decodeParam)] as const))
    offset = end
    frameEnds.push(end)
  }
  return { records, validBytes: offset, frameEnds }
}
