import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import { handOverToSqlJs } from '../../src/worker/sqljs-handover.ts'

/** The warm start's zero-copy open (src/worker/sqljs-handover.ts) on sql.js's real file system. */
async function databaseBytes(): Promise<Uint8Array> {
  const SQL = await initSqlJs()
  const db = new SQL.Database()
  db.run('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)')
  db.run("INSERT INTO t (name) VALUES ('Ani'), ('Budi'), ('Citra')")
  const bytes = db.export()
  db.close()
  return bytes
}

const rows = (db: { exec(sql: string): { values: unknown[][] }[] }) =>
  db.exec('SELECT name FROM t ORDER BY id')[0]?.values.flat()

describe('handing a snapshot to sql.js without a copy', () => {
  it('sql.js takes the handed-over memory as its file: a write changes those very bytes', async () => {
    const SQL = await initSqlJs()
    const bytes = await databaseBytes()
    const before = bytes.slice()
    const db = new SQL.Database(handOverToSqlJs(bytes))
    expect(rows(db)).toEqual(['Ani', 'Budi', 'Citra'])
    db.run("UPDATE t SET name = 'Dewi' WHERE id = 2")
    expect(rows(db)).toEqual(['Ani', 'Dewi', 'Citra'])
    // No copy was made: the update landed in the buffer that was handed over.
    expect(Buffer.from(bytes).equals(Buffer.from(before))).toBe(false)
    db.close()
  })

  it('plain bytes are copied as before: the caller keeps them unchanged', async () => {
    const SQL = await initSqlJs()
    const bytes = await databaseBytes()
    const before = bytes.slice()
    const db = new SQL.Database(bytes)
    db.run("UPDATE t SET name = 'Dewi' WHERE id = 2")
    expect(Buffer.from(bytes).equals(Buffer.from(before))).toBe(true)
    db.close()
  })

  it('a partial slice of the handed-over view is still a copy', async () => {
    const bytes = await databaseBytes()
    const view = handOverToSqlJs(bytes)
    const part = view.slice(0, 16)
    part[0] = 0
    expect(bytes[0]).toBe('S'.charCodeAt(0))
    expect(new TextDecoder().decode(view.slice(0, 15))).toBe('SQLite format 3')
  })
})
