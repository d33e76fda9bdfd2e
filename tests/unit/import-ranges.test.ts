import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import { DATA_MESSAGES as M } from '../../src/contract/messages.ts'
import { openConnection } from '../../src/db/connection.ts'
import { postgresSchemaSnapshot } from '../../src/db/schema-snapshot-postgres.ts'
import { ID_RANGE, INTEGER_RANGE } from '../../src/worker/import-values.ts'
import { openImport } from '../../src/worker/validate-import.ts'

/**
 * Issue 29, finding 2: a backup's numbers must fit every engine (docs/security/import-check.md
 * "Ranges"). The handler tests (tests/handlers/import-ranges.test.ts) run the same files through
 * each engine's import; these pin the check itself on a file with one row of each kind.
 */
const sqlJs = await initSqlJs()

/** The app's schema with an office, a shift, an employee, an area and one attendance record. */
async function filledFile(): Promise<Uint8Array> {
  const db = new sqlJs.Database()
  await openConnection(db)
  db.run(`
    INSERT INTO kantor (kode, cabang, pusat) VALUES ('K1', 'Pusat', 1);
    INSERT INTO shift (idshift, label, lokasi_masuk, lokasi_pulang) VALUES (1, 'Pagi', 0, 0);
    INSERT INTO pegawai (idp, nip, nama, jk, kode, pass_hash, idshift) VALUES (1, 'P1', 'Satu', 'L', 'K1', 'x', 1);
    INSERT INTO area_absensi (idar, lokasi, lat, lng, radius, kode) VALUES (1, 'Gerbang', -6.2, 106.8, 50, 'K1');
    INSERT INTO absensi (id, idp, tgl, status, device, tglentri, waktuentri, idar, lat, lng)
      VALUES (1, 1, '2026-11-16', 1, 0, '2026-11-16', '07:00', 1, -6.2, 106.8);
  `)
  const bytes = db.export()
  db.close()
  return bytes
}

/** The 400 message openImport gives `sql` run on the filled file (foreign keys off, as another tool). */
async function refusalOf(sql: string): Promise<string> {
  const db = new sqlJs.Database(await filledFile())
  // A hash the import accepts, so that only the numbers are judged.
  db.run(
    `UPDATE pegawai SET pass_hash = 'pbkdf2-sha256$600000$${btoa('s'.repeat(16))}$${btoa('h'.repeat(32))}'`,
  )
  db.run(sql)
  const bytes = db.export()
  db.close()
  const error = await openImport(sqlJs, bytes).then(
    (imported) => {
      imported.close()
      return new Error('accepted')
    },
    (thrown: unknown) => thrown,
  )
  expect(error).toMatchObject({ status: 400 })
  return (error as Error).message
}

const ids = `${ID_RANGE.min} … ${ID_RANGE.max}`
const integers = `${INTEGER_RANGE.min} … ${INTEGER_RANGE.max}`

describe('checkValueRanges (through openImport)', () => {
  it.each([
    [
      'an id beyond 2^53',
      'UPDATE pegawai SET idp = 9007199254740993; UPDATE absensi SET idp = 9007199254740993',
      'pegawai',
      'idp',
      '9007199254740993',
      ids,
    ],
    [
      'an id of 2^63−1',
      'UPDATE shift SET idshift = 9223372036854775807; UPDATE pegawai SET idshift = 9223372036854775807',
      'shift',
      'idshift',
      '9223372036854775807',
      ids,
    ],
    [
      'an id of 2^31 (the row pointing at it named first)',
      'UPDATE area_absensi SET idar = 2147483648; UPDATE absensi SET idar = 2147483648',
      'absensi',
      'idar',
      '2147483648',
      ids,
    ],
    ['an id of 0', 'UPDATE absensi SET id = 0', 'absensi', 'id', '0', ids],
    ['a negative id', 'UPDATE absensi SET id = -5', 'absensi', 'id', '-5', ids],
    [
      'a foreign key pointing at nothing, out of range',
      'UPDATE absensi SET idp = 3000000000',
      'absensi',
      'idp',
      '3000000000',
      ids,
    ],
    [
      'a count beyond PostgreSQL’s integer',
      'UPDATE absensi SET keterlambatan = 2147483648',
      'absensi',
      'keterlambatan',
      '2147483648',
      integers,
    ],
    [
      'a count below it',
      'UPDATE absensi SET waktukerja = -2147483649',
      'absensi',
      'waktukerja',
      '-2147483649',
      integers,
    ],
    [
      'an infinite coordinate (no CHECK on absensi.lat)',
      'UPDATE absensi SET lat = 9e999',
      'absensi',
      'lat',
      'Inf',
      M.finiteNumber,
    ],
    [
      'an infinite radius (passes CHECK radius > 0)',
      'UPDATE area_absensi SET radius = 9e999',
      'area_absensi',
      'radius',
      'Inf',
      M.finiteNumber,
    ],
  ])('%s is refused, naming table, column and value', async (_label, sql, table, column, value, allowed) => {
    expect(await refusalOf(sql)).toBe(M.outOfRange(table, column, value, allowed))
  })

  it('names the kind of a value no number column holds, where no rule reads it', async () => {
    expect(await refusalOf("UPDATE absensi SET keterlambatan = 'lama'")).toBe(
      M.wrongKind('absensi', 'keterlambatan', 'text', 'integer'),
    )
    expect(await refusalOf('UPDATE absensi SET waktukerja = 1.5')).toBe(
      M.wrongKind('absensi', 'waktukerja', 'real', 'integer'),
    )
    expect(await refusalOf("UPDATE absensi SET lng = 'timur'")).toBe(
      M.wrongKind('absensi', 'lng', 'text', 'real'),
    )
  })

  it('accepts the edges: ids 1 and 2^31−1, counts ±(2^31−1), a huge finite real, an employee-authored trail entry (iduser 0)', async () => {
    const db = new sqlJs.Database(await filledFile())
    db.run(`UPDATE pegawai SET pass_hash = 'pbkdf2-sha256$600000$${btoa('s'.repeat(16))}$${btoa('h'.repeat(32))}';
      UPDATE absensi SET id = 2147483647, keterlambatan = 2147483647, waktukerja = -2147483648, lat = 1e308;
      INSERT INTO jejak_perubahan (tgl, jam, iduser, namauser, tabel, idrekaman, jenis) VALUES ('2026-11-16', '07:00', 0, 'Pegawai: Satu (P1)', 'absensi', '1', 'tambah')`)
    const imported = await openImport(sqlJs, db.export())
    db.close()
    expect(imported.exec('SELECT id, keterlambatan, waktukerja, lat FROM absensi')[0]?.values).toEqual([
      [2147483647, 2147483647, -2147483648, 1e308],
    ])
    imported.close()
  })

  it('holds because PostgreSQL has no bigint column: every integer there is 32 bits', () => {
    const types = Object.values(postgresSchemaSnapshot.tables).flatMap((table) =>
      Object.values(table.columns).map((column) => column.type),
    )
    expect(types).toContain('INTEGER')
    // A BIGINT here needs its own range in import-values.ts (node:sqlite still throws beyond 2^53).
    expect(types.filter((type) => /BIG|INT8/i.test(type))).toEqual([])
  })
})
