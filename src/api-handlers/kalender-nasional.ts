import type { Kysely } from 'kysely'
import type { LiburNasionalRow, PratinjauNasional } from '../contract/kalender.ts'
import type { Database } from '../db/schema.ts'
import { type KalenderNasional, kalenderNasional } from '../domain/libur-nasional.ts'
import { readRow, recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { notFound } from './errors.ts'
import { insertEntry, takeDateOut } from './kalender-entries.ts'

/**
 * 'Impor libur nasional {tahun}' (issue 30, docs/kalender.md): the decree's days
 * (src/domain/libur-nasional.ts) against the foundation-wide dates already in the calendar. A day
 * is new (no entry for every unit holds it), already there (one of the same kind does), or
 * different (one of another kind does: the import takes that date out of it and puts the decree's
 * in its place). Each day becomes a one-day entry, so the calendar counts what the decree counts;
 * importing again adds nothing.
 */

const decreeOf = (tahun: number): KalenderNasional => {
  const decree = kalenderNasional(tahun)
  if (!decree) throw notFound(`Libur nasional tahun ${tahun} belum tersedia di aplikasi ini.`)
  return decree
}

interface Plan extends PratinjauNasional {
  /** Per different day, the entry (or loose Libur Khusus row) that gives way. */
  giveWay: { tgl: string; idkalender: number | null; idx: number }[]
}

async function planImport(db: Kysely<Database>, decree: KalenderNasional): Promise<Plan> {
  const held = await db
    .selectFrom('hari_libur')
    .leftJoin('kalender', 'kalender.idkalender', 'hari_libur.idkalender')
    .select([
      'hari_libur.idx',
      'hari_libur.tgllibur',
      'hari_libur.keterangan',
      'hari_libur.idkalender',
      'kalender.jenis',
      'kalender.tglawal',
      'kalender.tglakhir',
    ])
    .where('hari_libur.tgllibur', '>=', `${decree.tahun}-01-01`)
    .where('hari_libur.tgllibur', '<=', `${decree.tahun}-12-31`)
    .execute()
  const byDate = new Map(held.map((row) => [row.tgllibur, row]))
  const plan: Plan = {
    tahun: decree.tahun,
    sk: decree.sk,
    sementara: decree.sementara,
    baru: [],
    sudah_ada: [],
    berbeda: [],
    giveWay: [],
  }
  for (const day of decree.hari) {
    const hari: LiburNasionalRow = { tgl: day.tgl, jenis: day.jenis, keterangan: day.keterangan }
    const row = byDate.get(day.tgl)
    if (!row) plan.baru.push(hari)
    else if (row.jenis === day.jenis) plan.sudah_ada.push(hari)
    else {
      plan.berbeda.push({
        hari,
        sekarang: {
          idkalender: row.idkalender ?? 0,
          jenis: row.jenis ?? 'yayasan',
          tglawal: row.tglawal ?? row.tgllibur,
          tglakhir: row.tglakhir ?? row.tgllibur,
          keterangan: row.keterangan,
        },
      })
      plan.giveWay.push({ tgl: day.tgl, idkalender: row.idkalender, idx: row.idx })
    }
  }
  return plan
}

const withoutGiveWay = ({ giveWay: _, ...preview }: Plan): PratinjauNasional => preview

export const kalenderNasionalHandlers = {
  async kalenderNasionalPreview({ db, query }) {
    return withoutGiveWay(await planImport(db, decreeOf(query.tahun)))
  },

  async kalenderNasionalImport(context) {
    const { db, body } = context
    const decree = decreeOf(body.tahun)
    const plan = await planImport(db, decree)
    for (const place of plan.giveWay) {
      if (place.idkalender !== null) await takeDateOut(db, context, place.idkalender, place.tgl)
      else {
        const before = await readRow(db, 'hari_libur', place.idx)
        await db.deleteFrom('hari_libur').where('idx', '=', place.idx).execute()
        await recordRowChange(db, context, 'hari_libur', place.idx, before)
      }
    }
    const added = [...plan.baru, ...plan.berbeda.map((different) => different.hari)]
    for (const hari of added.sort((a, b) => a.tgl.localeCompare(b.tgl)))
      await insertEntry(db, context, {
        jenis: hari.jenis,
        tglawal: hari.tgl,
        tglakhir: hari.tgl,
        keterangan: hari.keterangan,
        sk: decree.sk,
        semua_unit: 1,
        unit: [],
      })
    const counts = { ditambah: added.length, diganti: plan.berbeda.length, sudah_ada: plan.sudah_ada.length }
    const pesan = added.length
      ? `Libur nasional ${decree.tahun} diimpor: ${counts.ditambah} hari ditambahkan (${counts.diganti} menggantikan entri lain), ${counts.sudah_ada} sudah ada.`
      : `Tidak ada yang ditambahkan: ${counts.sudah_ada} hari libur nasional dan cuti bersama ${decree.tahun} sudah ada di kalender.`
    return { status: 'sukses', pesan, ...counts }
  },
} satisfies HandlerMap
