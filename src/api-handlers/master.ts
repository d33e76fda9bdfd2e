import { COMMON_MESSAGES } from '../contract/messages.ts'
import { equalsIgnoringCase } from '../db/text-search.ts'
import { recordRowChange } from './audit-trail.ts'
import type { HandlerMap } from './context.ts'
import { conflict } from './errors.ts'

/** The small lists behind the employee form: positions, education levels, offices. */
export const masterHandlers = {
  async jabatanList({ db }) {
    return { datae: await db.selectFrom('jabatan').select(['id', 'jabatan']).orderBy('jabatan').execute() }
  },

  async jabatanCreate(context) {
    const { db, body } = context
    const taken = await db
      .selectFrom('jabatan')
      .select('id')
      .where(equalsIgnoringCase('jabatan', body.jabatan))
      .executeTakeFirst()
    if (taken) throw conflict(`Jabatan ${body.jabatan} sudah ada!`)
    const { id } = await db
      .insertInto('jabatan')
      .values({ jabatan: body.jabatan })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordRowChange(db, context, 'jabatan', id, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, id }
  },

  async pendidikanList({ db }) {
    return { datae: await db.selectFrom('pendidikan').select(['id', 'pendidikan']).orderBy('id').execute() }
  },

  async pendidikanCreate(context) {
    const { db, body } = context
    const taken = await db
      .selectFrom('pendidikan')
      .select('id')
      .where(equalsIgnoringCase('pendidikan', body.pendidikan))
      .executeTakeFirst()
    if (taken) throw conflict(`Jenjang pendidikan ${body.pendidikan} sudah ada!`)
    const { id } = await db
      .insertInto('pendidikan')
      .values({ pendidikan: body.pendidikan })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordRowChange(db, context, 'pendidikan', id, null)
    return { status: 'sukses', pesan: COMMON_MESSAGES.added, id }
  },

  async kantorList({ db, session }) {
    let query = db.selectFrom('kantor').select(['kode', 'cabang']).orderBy('pusat', 'desc').orderBy('cabang')
    if (session.levelx === 1 && session.ids) query = query.where('kode', '=', session.ids)
    return { datae: await query.execute() }
  },
} satisfies HandlerMap
