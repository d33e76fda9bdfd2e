import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import { replay, WriteLog } from '../../src/db/write-log.ts'
import { decodeJournal, encodeRecord } from '../../src/worker/journal-codec.ts'

const SQL = await initSqlJs()

function fresh() {
  const raw = new SQL.Database()
  raw.run('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, photo BLOB)')
  const log = new WriteLog()
  return { raw, log, db: log.wrap(raw) }
}

const run = (
  db: ReturnType<typeof fresh>['db'],
  sql: string,
  params: (string | number | Uint8Array)[] = [],
) => {
  const statement = db.prepare(sql)
  statement.bind(params)
  statement.step()
  statement.free()
}

describe('WriteLog', () => {
  it('captures writes with their parameters and skips reads', async () => {
    const { db, log } = fresh()
    const { statements } = await log.capture(async () => {
      run(db, 'INSERT INTO t (name) VALUES (?)', ['satu'])
      run(db, 'SELECT * FROM t')
    })
    expect(statements).toEqual([['INSERT INTO t (name) VALUES (?)', ['satu']]])
  })

  it('refuses a write outside a captured transaction (it would be lost on reload)', () => {
    const { db } = fresh()
    expect(() => run(db, "INSERT INTO t (name) VALUES ('x')")).toThrow(/di luar transaksi tulis/)
  })

  it('replays an encoded journal, blobs included, to the same rows', async () => {
    const source = fresh()
    const photo = new Uint8Array([0, 1, 2, 250, 255])
    const { statements } = await source.log.capture(async () => {
      run(source.db, 'INSERT INTO t (name, photo) VALUES (?, ?)', ['foto', photo])
      run(source.db, "UPDATE t SET name = 'foto baru' WHERE id = 1")
    })
    const { records, validBytes } = decodeJournal(encodeRecord(statements))
    expect(validBytes).toBeGreaterThan(0)
    const target = fresh()
    replay(target.raw, records)
    expect(target.raw.exec('SELECT name, photo FROM t')[0]?.values).toEqual([['foto baru', photo]])
  })

  it('rolls back a journal record that fails to replay', () => {
    const target = fresh()
    const bad = [
      [
        ["INSERT INTO t (id, name) VALUES (1, 'a')", []] as const,
        ['INSERT INTO t (id) VALUES (1)', []] as const,
      ],
    ]
    expect(replay(target.raw, bad)).toMatchObject({ applied: 0, failure: { record: 0 } })
    expect(target.raw.exec('SELECT count(*) FROM t')[0]?.values).toEqual([[0]])
  })

  it('journals only statements that ran: a failing one inside a committed call is left out', async () => {
    const { db, log } = fresh()
    const { statements } = await log.capture(async () => {
      run(db, "INSERT INTO t (id, name) VALUES (1, 'a')")
      expect(() => run(db, "INSERT INTO t (id, name) VALUES (1, 'b')")).toThrow(/UNIQUE/)
    })
    expect(statements).toEqual([["INSERT INTO t (id, name) VALUES (1, 'a')", []]])
  })

  it('refuses NaN and Infinity parameters (JSON would journal them as null)', async () => {
    const { db, log } = fresh()
    await log.capture(async () => {
      expect(() => run(db, 'INSERT INTO t (id) VALUES (?)', [Number.NaN])).toThrow(/NaN\/Infinity/)
      expect(() => run(db, 'INSERT INTO t (id) VALUES (?)', [Number.POSITIVE_INFINITY])).toThrow(
        /NaN\/Infinity/,
      )
    })
    expect(db.exec('SELECT count(*) FROM t')[0]?.values).toEqual([[0]])
  })

  it('refuses writes through run/exec, which would bypass the journal, but allows reads', async () => {
    const { db, log } = fresh()
    await log.capture(async () => {
      expect(() => db.run("INSERT INTO t (name) VALUES ('x')")).toThrow(/bukan run/)
      expect(() => db.exec('DELETE FROM t')).toThrow(/bukan exec/)
      expect(db.exec('SELECT 1')[0]?.values).toEqual([[1]])
    })
  })
})
