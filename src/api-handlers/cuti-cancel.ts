import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { type ChangeAuthor, readRow, recordRowChange } from './audit-trail.ts'
import { stepTime } from './cuti-request.ts'

/**
 * A cancellation (issue 31, docs/cuti.md "Pembatalan"), by an admin or by the employee: the leave
 * records its approval wrote (absensi.idj, still a leave record: no arrival) are removed and no
 * others, the annual-leave days it took come back ('kembali'), and the request becomes disetujui 9
 * with who, when and why; the audit trail keeps each step.
 */
export async function cancelRequest(
  db: Kysely<Database>,
  author: ChangeAuthor,
  request: { idj: number; idp: number; tglawal: string },
  alasan: string,
): Promise<void> {
  const before = await readRow(db, 'pengajuan_ijin', request.idj)
  const removed = await removeLeaveRecords(db, request.idj)
  const returned = await returnDaysTaken(db, author, request, alasan)
  await db
    .updateTable('pengajuan_ijin')
    .set({
      disetujui: 9,
      dibatalkan_oleh: author.session.usernama,
      dibatalkan_waktu: stepTime(author.clock),
      alasan_batal: alasan,
    })
    .where('idj', '=', request.idj)
    .execute()
  const notes = [`Dibatalkan: ${alasan}`]
  if (removed) notes.push(`${removed} catatan absensi dihapus`)
  if (returned) notes.push(`${returned} hari cuti tahunan dikembalikan`)
  await recordRowChange(db, author, 'pengajuan_ijin', request.idj, before, notes.join('; '))
}

/** Deletes the request's leave records that are still leave records; how many. */
async function removeLeaveRecords(db: Kysely<Database>, idj: number): Promise<number> {
  const own = db
    .selectFrom('absensi')
    .select(sql<number>`COUNT(*)`.as('n'))
    .where('idj', '=', idj)
    .where('status', 'in', [1, 2])
    .where('waktu_masuk', 'is', null)
  const { n } = await own.executeTakeFirstOrThrow()
  if (Number(n) === 0) return 0
  await db
    .deleteFrom('absensi')
    .where('idj', '=', idj)
    .where('status', 'in', [1, 2])
    .where('waktu_masuk', 'is', null)
    .execute()
  return Number(n)
}

/** Gives back what the request's 'ambil' entries still hold taken; the days given back. */
async function returnDaysTaken(
  db: Kysely<Database>,
  author: ChangeAuthor,
  request: { idj: number; idp: number; tglawal: string },
  alasan: string,
): Promise<number> {
  const { hari } = await db
    .selectFrom('cuti_mutasi')
    .select(sql<number>`COALESCE(SUM(hari), 0)`.as('hari'))
    .where('idj', '=', request.idj)
    .executeTakeFirstOrThrow()
  const taken = -Number(hari)
  if (taken <= 0) return 0
  const { idmutasi } = await db
    .insertInto('cuti_mutasi')
    .values({
      idp: request.idp,
      tgl: request.tglawal,
      jenis: 'kembali',
      hari: taken,
      idj: request.idj,
      keterangan: `Pembatalan: ${alasan}`,
      oleh: author.session.usernama,
      waktu: stepTime(author.clock),
    })
    .returning('idmutasi')
    .executeTakeFirstOrThrow()
  await recordRowChange(db, author, 'cuti_mutasi', idmutasi, null)
  return taken
}
