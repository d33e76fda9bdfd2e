import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import { DATA_MESSAGES as M } from '../../src/contract/messages.ts'
import { exportDatabase, openConnection } from '../../src/db/connection.ts'
import { checkedImport, fileOrRefusal, outcomeOf } from '../../src/worker/import-check.ts'
import { type IntegrityCheck, integrityHere } from '../../src/worker/integrity-check.ts'

/**
 * An import's checks in a worker of their own (issue 35): what crosses back is the checked file or
 * the refusal's status and message, and the refusal is the one the server worker gave before.
 */
const sqlJs = await initSqlJs()

async function appFile(): Promise<Uint8Array> {
  const db = new sqlJs.Database()
  const connection = await openConnection(db)
  await connection.writeLog.unlogged(() =>
    connection.db.insertInto('pengaturan').values({ kunci: 'penanda', nilai: 'berkas' }).execute(),
  )
  const bytes = exportDatabase(db)
  db.close()
  return bytes
}

describe('checkedImport', () => {
  it('answers the checked file, ready to go live', async () => {
    const file = fileOrRefusal(
      await outcomeOf(async () => checkedImport(sqlJs, await appFile(), integrityHere(sqlJs))),
    )
    const db = new sqlJs.Database(file)
    expect(db.exec("SELECT nilai FROM pengaturan WHERE kunci = 'penanda'")[0]?.values).toEqual([['berkas']])
    db.close()
  })

  it('a file the integrity check finds damaged is refused as damaged, status and message intact', async () => {
    const damaged: IntegrityCheck = async () => ['*** in database main ***', 'Page 7: never used']
    const outcome = await outcomeOf(async () => checkedImport(sqlJs, await appFile(), damaged))
    expect(outcome).toEqual({
      refused: {
        status: 400,
        pesan: M.corrupt('pemeriksaan integritas gagal (*** in database main ***; Page 7: never used).'),
      },
    })
    expect(() => fileOrRefusal(outcome)).toThrow(expect.objectContaining({ status: 400 }))
  })
})
