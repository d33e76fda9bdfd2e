/**
 * Uploaded pictures (DESIGN.md §2): attendance selfies and leave letters, served under the upload
 * base (`VITE_UPLOAD_BASE_URL`, default '/uploads/') to GETs with the session's bearer token, only
 * within a unit admin's unit (docs/security/pictures.md). zod-free: the UI builds the addresses,
 * the local server parses them, with one grammar.
 */
export const DEFAULT_UPLOAD_BASE = '/uploads/'

export type FotoJenis = 'datang' | 'pulang'

export const uploadPaths = {
  /** SPEC.md §7: /absensi/{id}_datang.jpg and /absensi/{id}_pulang.jpg. */
  absensiFoto: (id: number, jenis: FotoJenis) => `absensi/${id}_${jenis}.jpg`,
  /** SPEC.md §7: /suratijin/{idj}.jpg. */
  suratIjin: (idj: number) => `suratijin/${idj}.jpg`,
}

export type UploadTarget =
  | { kind: 'absensiFoto'; id: number; jenis: FotoJenis }
  | { kind: 'suratIjin'; idj: number }

const ID = '([1-9]\\d{0,14})'
const FOTO = new RegExp(`^absensi/${ID}_(datang|pulang)\\.jpg$`)
const SURAT = new RegExp(`^suratijin/${ID}\\.jpg$`)

/** The picture a path under the upload base names, or null for any other path. */
export function parseUploadPath(path: string): UploadTarget | null {
  const foto = FOTO.exec(path)
  if (foto) return { kind: 'absensiFoto', id: Number(foto[1]), jenis: foto[2] as FotoJenis }
  const surat = SURAT.exec(path)
  return surat ? { kind: 'suratIjin', idj: Number(surat[1]) } : null
}
