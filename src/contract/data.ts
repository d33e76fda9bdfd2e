import { z } from 'zod'
import { endpoint, fileBytes, ok } from './define.ts'

/**
 * The Data screen (DESIGN.md §2 "Portable"): the whole database as one SQLite file, out and in,
 * and back to the demo data. Level 0 only. The same calls run in the browser's local server and
 * on the reference server, so a backup taken from one imports into the other.
 */

/** IANA's media type for SQLite files; an import accepts any type (browsers guess it differently). */
export const SQLITE_MEDIA_TYPE = 'application/vnd.sqlite3'

/** Largest file an import takes (the 2,000-employee × 1-year benchmark database is ~101 MiB). */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024

/**
 * Where the server keeps the data: the browser's storage, a file on the server, a database server
 * (PostgreSQL), or only memory.
 */
export const penyimpanan = z.enum(['peramban', 'berkas', 'server', 'memori'])
export type Penyimpanan = z.infer<typeof penyimpanan>

export const dataStatus = z.object({
  penyimpanan,
  /** Why the data is only in memory (OPFS unavailable, storage full), else ''. */
  keterangan: z.string(),
  /** Size of the database file in bytes (page count × page size). */
  ukuran: z.number().int().nonnegative(),
  /** When the last export was taken (UTC ISO instant), or null when never. */
  ekspor_terakhir: z.string().nullable(),
  /** The newest migration applied: the schema version an exported file carries. */
  versi_skema: z.string(),
})
export type DataStatus = z.infer<typeof dataStatus>

export const dataEndpoints = {
  dataStatus: endpoint({
    method: 'GET',
    path: 'api/data/status',
    access: 'admin',
    summary: 'Tempat penyimpanan, ukuran basis data, waktu ekspor terakhir dan versi skema',
    response: dataStatus,
    extension: true,
  }),
  dataEkspor: endpoint({
    method: 'POST',
    path: 'api/data/ekspor',
    access: 'admin',
    summary:
      'Ekspor seluruh basis data sebagai satu berkas SQLite (jurnal sudah dilipat); mencatat waktu ekspor',
    response: fileBytes,
    download: { mediaType: SQLITE_MEDIA_TYPE },
    extension: true,
    answersWithoutWriting: true,
  }),
  dataImpor: endpoint({
    method: 'POST',
    path: 'api/data/impor',
    access: 'admin',
    summary:
      'Ganti seluruh data dengan berkas SQLite (diperiksa dulu: header, integritas, skema aplikasi; skema lama dimigrasikan). Semua sesi berakhir.',
    body: fileBytes,
    upload: { mediaType: SQLITE_MEDIA_TYPE, maxBytes: MAX_IMPORT_BYTES },
    response: ok,
    extension: true,
  }),
  dataReset: endpoint({
    method: 'POST',
    path: 'api/data/reset',
    access: 'admin',
    summary: 'Ganti seluruh data dengan data demo. Semua sesi berakhir.',
    response: ok,
    extension: true,
  }),
}
