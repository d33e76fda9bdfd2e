import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

const PHOTO = /^absensi\/([1-9]\d{0,14})_(datang|pulang)\.jpg$/
const LETTER = /^suratijin\/([1-9]\d{0,14})\.jpg$/

/**
 * Attendance photos and leave letters under the upload base (DESIGN.md §2): `absensi/{id}_datang.jpg`,
 * `absensi/{id}_pulang.jpg` and `suratijin/{idj}.jpg`, read from the database. Public like the
 * static files they stand for (an <img> sends no token); anything else, or a missing image, is null
 * and answers 404 so the UI shows its default image.
 */
export async function readUpload(db: Kysely<Database>, path: string): Promise<Uint8Array | null> {
  const photo = PHOTO.exec(path)
  if (photo) {
    const row = await db
      .selectFrom('absensi_foto')
      .select('data')
      .where('absensi_id', '=', Number(photo[1]))
      .where('jenis', '=', photo[2] as 'datang' | 'pulang')
      .executeTakeFirst()
    return row?.data ?? null
  }
  const letter = LETTER.exec(path)
  if (letter) {
    const row = await db
      .selectFrom('surat_ijin')
      .select('data')
      .where('idj', '=', Number(letter[1]))
      .executeTakeFirst()
    return row?.data ?? null
  }
  return null
}
