import type { Kysely } from 'kysely'
import { parseUploadPath } from '../contract/uploads.ts'
import type { Database } from '../db/schema.ts'

/**
 * Serves an uploaded picture from the database (DESIGN.md §2): the bytes as image/jpeg, or null
 * when the path names no picture or the picture is missing (the caller answers 404 and the UI
 * shows its default image). Like the files of a real upload folder, no token is asked for: an
 * <img> cannot send one.
 */
export async function uploadedPicture(db: Kysely<Database>, path: string): Promise<Uint8Array | null> {
  const target = parseUploadPath(path)
  if (!target) return null
  const row =
    target.kind === 'absensiFoto'
      ? await db
          .selectFrom('absensi_foto')
          .select('data')
          .where('absensi_id', '=', target.id)
          .where('jenis', '=', target.jenis)
          .executeTakeFirst()
      : await db.selectFrom('surat_ijin').select('data').where('idj', '=', target.idj).executeTakeFirst()
  return row?.data ?? null
}
