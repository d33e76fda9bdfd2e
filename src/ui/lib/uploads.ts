import { DEFAULT_UPLOAD_BASE, type FotoJenis, uploadPaths } from '../../contract/uploads.ts'

/** Where pictures load from (DESIGN.md §2); in mock mode MSW answers them from the database. */
export const UPLOAD_BASE = import.meta.env.VITE_UPLOAD_BASE_URL ?? DEFAULT_UPLOAD_BASE

export const uploadUrl = {
  absensiFoto: (id: number, jenis: FotoJenis) => `${UPLOAD_BASE}${uploadPaths.absensiFoto(id, jenis)}`,
  suratIjin: (idj: number) => `${UPLOAD_BASE}${uploadPaths.suratIjin(idj)}`,
}
