import type { Kysely } from 'kysely'
import { parseUploadPath } from '../contract/uploads.ts'
import type { Database } from '../db/schema.ts'
import type { AuthSession, EmployeeSession } from './context.ts'
import { scopeToUnit } from './scope.ts'

/**
 * Serves an uploaded picture from the database (DESIGN.md §2): the bytes as image/jpeg, or null
 * when the path names no picture, the picture is missing, or it belongs to an employee outside the
 * caller's unit — all answered 404, so a unit admin cannot even learn that another unit's picture
 * exists (docs/security/pictures.md). The caller has already checked the session.
 */
export async function uploadedPicture(
  db: Kysely<Database>,
  path: string,
  session: AuthSession,
): Promise<Uint8Array | null> {
  const target = parseUploadPath(path)
  if (!target) return null
  const row =
    target.kind === 'absensiFoto'
      ? await scopeToUnit(
          db
            .selectFrom('absensi_foto')
            .innerJoin('absensi', 'absensi.id', 'absensi_foto.absensi_id')
            .select('absensi_foto.data')
            .where('absensi_foto.absensi_id', '=', target.id)
            .where('absensi_foto.jenis', '=', target.jenis),
          session,
          'absensi.idp',
        ).executeTakeFirst()
      : await scopeToUnit(
          db
            .selectFrom('surat_ijin')
            .innerJoin('pengajuan_ijin', 'pengajuan_ijin.idj', 'surat_ijin.idj')
            .select('surat_ijin.data')
            .where('surat_ijin.idj', '=', target.idj),
          session,
          'pengajuan_ijin.idp',
        ).executeTakeFirst()
  return row?.data ?? null
}

/**
 * An employee's own picture (issue 17: the app shows the own selfies and letters): the same paths,
 * answered only for the employee's own records; anyone else's is 404 like a missing one.
 */
export async function ownPicture(
  db: Kysely<Database>,
  path: string,
  employee: EmployeeSession,
): Promise<Uint8Array | null> {
  const target = parseUploadPath(path)
  if (!target) return null
  const row =
    target.kind === 'absensiFoto'
      ? await db
          .selectFrom('absensi_foto')
          .innerJoin('absensi', 'absensi.id', 'absensi_foto.absensi_id')
          .select('absensi_foto.data')
          .where('absensi_foto.absensi_id', '=', target.id)
          .where('absensi_foto.jenis', '=', target.jenis)
          .where('absensi.idp', '=', employee.idp)
          .executeTakeFirst()
      : await db
          .selectFrom('surat_ijin')
          .innerJoin('pengajuan_ijin', 'pengajuan_ijin.idj', 'surat_ijin.idj')
          .select('surat_ijin.data')
          .where('surat_ijin.idj', '=', target.idj)
          .where('pengajuan_ijin.idp', '=', employee.idp)
          .executeTakeFirst()
  return row?.data ?? null
}
