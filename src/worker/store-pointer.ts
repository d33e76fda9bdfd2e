/**
 * Which generation is live, written crash-safely: two 16-byte slots in one file, each
 * [u32 generation][u32 sequence][u32 FNV-1a of the first 8 bytes][u32 0]. A flip writes the slot
 * the current one is not in, so a torn write can only damage the slot being written; the reader
 * takes the intact slot with the highest sequence. Unreadable slots are never read as "generation 0".
 */
export const POINTER_FILE = 'pointer'
const SLOT_BYTES = 16

export interface Pointer {
  generation: number
  sequence: number
}

function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return hash
}

export function encodeSlot(pointer: Pointer): Uint8Array {
  const slot = new Uint8Array(SLOT_BYTES)
  const view = new DataView(slot.buffer)
  view.setUint32(0, pointer.generation)
  view.setUint32(4, pointer.sequence)
  view.setUint32(8, fnv1a(slot.subarray(0, 8)))
  return slot
}

function decodeSlot(bytes: Uint8Array): Pointer | null {
  if (bytes.length < SLOT_BYTES) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, SLOT_BYTES)
  if (view.getUint32(8) !== fnv1a(bytes.subarray(0, 8)) || view.getUint32(12) !== 0) return null
  const pointer = { generation: view.getUint32(0), sequence: view.getUint32(4) }
  return pointer.sequence > 0 ? pointer : null
}

/** The newest intact slot of a pointer file's bytes, or null when neither slot is readable. */
export function readPointer(bytes: Uint8Array): Pointer | null {
  const slots = [bytes.subarray(0, SLOT_BYTES), bytes.subarray(SLOT_BYTES, 2 * SLOT_BYTES)].map(decodeSlot)
  return slots.reduce<Pointer | null>(
    (best, slot) => (slot && (!best || slot.sequence > best.sequence) ? slot : best),
    null,
  )
}

/** Where the next pointer goes: the slot the newest one is not in. */
export const slotOffset = (sequence: number) => (sequence % 2) * SLOT_BYTES

export const SQLITE_HEADER_BYTES = 100

/**
 * A snapshot is complete when it starts with the SQLite header and its size is the header's page
 * count × page size (what a finished write of an exported database gives). Judged from the file's
 * first 100 bytes and its size, so a 100 MiB file need not be read to be chosen.
 */
export function hasCompleteHeader(header: Uint8Array, fileSize: number): boolean {
  const magic = 'SQLite format 3\0'
  if (header.length < SQLITE_HEADER_BYTES) return false
  for (let i = 0; i < magic.length; i++) if (header[i] !== magic.charCodeAt(i)) return false
  const view = new DataView(header.buffer, header.byteOffset, SQLITE_HEADER_BYTES)
  const rawPageSize = view.getUint16(16)
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize
  const pages = view.getUint32(28)
  return pages > 0 && pages * pageSize === fileSize
}
