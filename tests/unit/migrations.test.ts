import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import { openConnection } from '../../src/db/connection.ts'
import { migrations } from '../../src/db/migrate.ts'

/**
 * Shipped migrations are append-only: a browser that already ran one never runs it again, so an
 * edit would leave its database different from a new one. Each file's SHA-256 is pinned here.
 * Adding a migration: add the file, list it in src/db/migrate.ts, and add the checksum this test
 * prints. A changed checksum means an edited migration: revert it and write a new one instead.
 * The three below were re-pinned once (issue 15) when their PostgreSQL statements were added beside
 * SQLite's, which stayed byte for byte (the SQLite snapshot and import-schema.ts's sqlite_master
 * comparison hold them); PostgreSQL had never run them. Five were re-pinned once more (issue 28)
 * when the DDL both engines share was written once (src/db/ddl.ts): what each runs on each engine
 * did not change, which tests/unit/migration-statements.test.ts pins independently of the source.
 */
const SHIPPED: Record<string, string> = {
  '2026-11-22-0001-initial': '83c2d404b9dab7e3b69276df12cbc2466350d31be3095882d273eb87a4d9c4bc',
  '2026-11-23-0001-pengaturan-yayasan': '4148439b4e3242dda291442a2f3dbf69dc6ebc2473fbdb180cd3ac2a3b1614a4',
  '2026-11-24-0001-radius-real-kode-not-null':
    '1fdcf9148ef022c38d4442a19eaee81c4a37db3ec8c41227b82d8442638d6c6c',
  '2026-11-25-0001-jejak-perubahan': '9227b346101becd376376f856d2bd39e1e373e1bf856f5594654942ef7be6a66',
  '2026-11-26-0001-kantor-alamat-kepala': 'ec8b80d796dd7bec3421556c6b0b6acae9e65b115f8df028ac23bfa24121d759',
  '2026-11-27-0001-sesi-pegawai': 'c0aabea149fdfe8430ade5fbdda17baf70a358fea65aa941e8560d35ea9e7c60',
  '2026-11-28-0001-pegawai-laporan': 'c6f7274bef04e7e2515cdfe2cf4f1bc249d10f17ce282db7c6426b7e6fd2fd32',
  '2026-11-28-0002-kalender': '86b6957aa9605280f5eeeccfbcfe66f5635895ad67fbdb1bafdd4fa10d6c90fc',
  '2026-11-28-0003-cuti': '076653defcb971a9bd4caa34c9067b7accbc65cb91684f63bbea4fbb6a6614a3',
  '2026-11-28-0004-absen-tertunda': '39b35032852dde38df4378573f03a9bb544cbf5f5ae6c8ac721c61246b73d743',
  '2026-11-28-0005-absensi-kategori-cover':
    '5c9084b4629b0281ab2939d372585c08b8964cbc856fae574ea809abefa61a44',
  '2026-11-28-0006-mesin': '8af31f2b208dd3c8258e31bf5e17ce02bfca1c99fcf320db5e31f659ae7bd378',
  '2026-11-28-0007-jam-mengajar': '36be1f982132a8db8f55c9c5e7624754a886912f3b9859fe6c666ca9d3edfa5d',
}

const folder = new URL('../../src/db/migrations/', import.meta.url)
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -'.ts'.length))
  .sort()
const checksum = (name: string) =>
  createHash('sha256')
    .update(readFileSync(new URL(`${name}.ts`, folder), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex')

describe('migrations', () => {
  it('every file is registered, and nothing else', () => {
    expect(Object.keys(migrations).sort()).toEqual(files)
  })

  it('are named YYYY-MM-DD-NNNN-what', () => {
    for (const name of files) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{4}-[a-z0-9-]+$/)
  })

  it.each(files)('%s is pinned and unchanged since it shipped', (name) => {
    const actual = checksum(name)
    expect(SHIPPED[name], `new migration: add  '${name}': '${actual}',  to SHIPPED`).toBeDefined()
    expect(actual, `${name} was edited after it shipped: revert it and add a new migration`).toBe(
      SHIPPED[name],
    )
  })

  it('no pinned migration was removed', () => {
    expect(files).toEqual(expect.arrayContaining(Object.keys(SHIPPED)))
  })
})

describe('2026-11-24-0001-radius-real-kode-not-null on a database of the previous version', () => {
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < '2026-11-24-0001-radius-real-kode-not-null'),
  )
  const rows = (db: import('sql.js').Database, query: string) => {
    const [result] = db.exec(query)
    return result?.values ?? []
  }

  it('keeps every row and every reference to the rebuilt tables, radius becomes REAL', async () => {
    const sqlJs = await initSqlJs()
    const db = new sqlJs.Database()
    await openConnection(db, before)
    db.run(`INSERT INTO kantor (kode, cabang, pusat) VALUES ('PST', 'Pusat', 1), ('SD1', 'SD 1', 0);
      INSERT INTO area_absensi (idar, lokasi, lat, lng, radius, keterangan, kode)
        VALUES (7, 'Gerbang', -6.2, 106.8, 120.5, '', 'SD1'), (8, 'Aula', -6.3, 106.9, 80, 'x', 'PST');
      INSERT INTO pegawai (idp, nip, nama, jk, kode, pass_hash) VALUES (3, '001', 'Ani', 'P', 'SD1', 'h');
      INSERT INTO absensi (id, idp, tgl, status, idar, device, tglentri, waktuentri)
        VALUES (5, 3, '2026-11-20', 0, 7, 1, '2026-11-20', '07:00');
      INSERT INTO pengguna (iduser, usernama, namalengkap, pass_hash, levelx, ids)
        VALUES (2, 'unit', 'Unit', 'h', 1, 'SD1')`)

    // The app's connection: foreign keys on, as on every boot and import.
    const { migrated } = await openConnection(db)

    expect(migrated[0]).toBe('2026-11-24-0001-radius-real-kode-not-null')
    expect(rows(db, 'SELECT kode, cabang, pusat FROM kantor ORDER BY kode')).toEqual([
      ['PST', 'Pusat', 1],
      ['SD1', 'SD 1', 0],
    ])
    expect(rows(db, 'SELECT idar, radius, typeof(radius), kode FROM area_absensi ORDER BY idar')).toEqual(
      [
        [7, 120.5, 'real'],
        [8, 80, 'real'],
      ].map(([idar, radius, kind], i) => [idar, radius, kind, i === 0 ? 'SD1' : 'PST']),
    )
    // Dropping the old area table with foreign keys on would have set this to NULL.
    expect(rows(db, 'SELECT idar FROM absensi WHERE id = 5')).toEqual([[7]])
    expect(
      rows(db, 'SELECT "table" FROM pragma_foreign_key_list(\'absensi\') WHERE "from" = \'idar\''),
    ).toEqual([['area_absensi']])
    expect(rows(db, 'SELECT ids FROM pengguna')).toEqual([['SD1']])
    expect(rows(db, 'PRAGMA foreign_key_check')).toEqual([])
    expect(rows(db, 'PRAGMA foreign_keys')).toEqual([[1]])
    // The rebuilt tables still enforce their references and rules.
    expect(() =>
      db.run("INSERT INTO area_absensi (lokasi, lat, lng, radius, kode) VALUES ('x', 0, 0, 1, 'NONE')"),
    ).toThrow(/FOREIGN KEY/)
    expect(() => db.run("INSERT INTO kantor (kode, cabang) VALUES (NULL, 'Tanpa kode')")).toThrow(/NOT NULL/)
    db.close()
  })

  it('a reference already broken stops it: rolled back, foreign keys back on', async () => {
    const sqlJs = await initSqlJs()
    const db = new sqlJs.Database()
    await openConnection(db, before)
    // Written with foreign keys off, as another tool could; the NULL kode row would not be carried over.
    db.run(`INSERT INTO kantor (kode, cabang) VALUES (NULL, 'Tanpa kode');
      PRAGMA foreign_keys = OFF;
      INSERT INTO area_absensi (lokasi, lat, lng, radius, kode) VALUES ('x', 0, 0, 1, 'HILANG')`)
    await expect(openConnection(db)).rejects.toThrow(/foreign key broken in area_absensi/)
    expect(rows(db, "SELECT type FROM pragma_table_info('area_absensi') WHERE name = 'radius'")).toEqual([
      ['INTEGER'],
    ])
    expect(rows(db, 'SELECT count(*) FROM kantor')).toEqual([[1]])
    expect(rows(db, 'PRAGMA foreign_keys')).toEqual([[1]])
    db.close()
  })
})

describe('2026-11-25-0001-jejak-perubahan on a database of the previous version', () => {
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < '2026-11-25-0001-jejak-perubahan'),
  )
  const rows = (db: import('sql.js').Database, query: string) => db.exec(query)[0]?.values ?? []

  it('keeps every row, adds an empty trail that takes an entry and refuses an unknown kind', async () => {
    const sqlJs = await initSqlJs()
    const db = new sqlJs.Database()
    await openConnection(db, before)
    db.run(`INSERT INTO kantor (kode, cabang, pusat) VALUES ('SD1', 'SD 1', 0);
      INSERT INTO pegawai (idp, nip, nama, jk, kode, pass_hash) VALUES (3, '001', 'Ani', 'P', 'SD1', 'h');
      INSERT INTO absensi (id, idp, tgl, status, device, tglentri, waktuentri)
        VALUES (5, 3, '2026-11-20', 0, 1, '2026-11-20', '07:00')`)

    const { migrated } = await openConnection(db)

    expect(migrated[0]).toBe('2026-11-25-0001-jejak-perubahan')
    expect(rows(db, 'SELECT idp, nip, nama FROM pegawai')).toEqual([[3, '001', 'Ani']])
    expect(rows(db, 'SELECT id, idp FROM absensi')).toEqual([[5, 3]])
    expect(rows(db, 'SELECT count(*) FROM jejak_perubahan')).toEqual([[0]])
    db.run(`INSERT INTO jejak_perubahan (tgl, jam, iduser, namauser, tabel, idrekaman, jenis, sebelum, sesudah)
      VALUES ('2026-11-20', '07:00', 1, 'Admin', 'pegawai', '3', 'ubah', '{}', '{}')`)
    expect(rows(db, 'SELECT id, keterangan FROM jejak_perubahan')).toEqual([[1, '']])
    expect(() =>
      db.run(`INSERT INTO jejak_perubahan (tgl, jam, iduser, namauser, tabel, idrekaman, jenis)
        VALUES ('2026-11-20', '07:00', 1, 'Admin', 'pegawai', '3', 'ganti')`),
    ).toThrow(/CHECK/)
    db.close()
  })
})

describe('2026-11-26-0001-kantor-alamat-kepala on a database of the previous version', () => {
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < '2026-11-26-0001-kantor-alamat-kepala'),
  )
  const rows = (db: import('sql.js').Database, query: string) => db.exec(query)[0]?.values ?? []

  it('keeps every unit and gives it an empty address and head', async () => {
    const sqlJs = await initSqlJs()
    const db = new sqlJs.Database()
    await openConnection(db, before)
    db.run(`INSERT INTO kantor (kode, cabang, pusat) VALUES ('SD1', 'SD 1', 0)`)

    const { migrated } = await openConnection(db)

    expect(migrated[0]).toBe('2026-11-26-0001-kantor-alamat-kepala')
    expect(rows(db, 'SELECT kode, cabang, pusat, alamat, kepala FROM kantor')).toEqual([
      ['SD1', 'SD 1', 0, '', ''],
    ])
    db.close()
  })
})

describe('2026-11-27-0001-sesi-pegawai on a database of the previous version', () => {
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < '2026-11-27-0001-sesi-pegawai'),
  )
  const rows = (db: import('sql.js').Database, query: string) => db.exec(query)[0]?.values ?? []

  it('adds an empty employee-session table whose sessions go with their employee', async () => {
    const sqlJs = await initSqlJs()
    const db = new sqlJs.Database()
    await openConnection(db, before)
    db.run(`INSERT INTO kantor (kode, cabang, pusat) VALUES ('SD1', 'SD 1', 0)`)
    db.run(
      `INSERT INTO pegawai (idp, nip, nama, jk, kode, pass_hash, status, status_aktif) VALUES (7, 'N7', 'A', 'L', 'SD1', 'x', 0, 1)`,
    )

    const { migrated } = await openConnection(db)
    db.run(`INSERT INTO sesi_pegawai VALUES ('h', 7, '2026-11-16T02:00:00.000Z', '2026-11-16T14:00:00.000Z')`)
    expect(rows(db, 'SELECT idp FROM sesi_pegawai')).toEqual([[7]])
    db.run('DELETE FROM pegawai WHERE idp = 7')

    expect(migrated).toContain('2026-11-27-0001-sesi-pegawai')
    expect(rows(db, 'SELECT COUNT(*) FROM sesi_pegawai')).toEqual([[0]])
    db.close()
  })
})

describe('opening a database whose schema is current (every start)', () => {
  it('skips the migrator: nothing is written, not even its lock row; a pending migration still runs', async () => {
    const SQL = await initSqlJs()
    const db = new SQL.Database()
    await openConnection(db)
    const lockRows = () => db.exec('SELECT count(*) FROM kysely_migration_lock')[0]?.values[0]?.[0]
    expect(lockRows()).toBe(1)
    // The migrator would put its lock row back; the current-schema path never touches the table.
    db.run('DELETE FROM kysely_migration_lock')
    const reopened = await openConnection(db)
    expect(reopened.migrated).toEqual([])
    expect(lockRows()).toBe(0)

    const latest = Object.keys(migrations).sort().at(-1) ?? ''
    db.run('DELETE FROM kysely_migration WHERE name = ?', [latest])
    // The migrator runs it again: it either completes (a migration that replaces an index) or
    // fails on its own objects, which exist; never is it skipped (`migrated` empty).
    const met = 'ran and met its own objects'
    const rerun = await openConnection(db).then(
      (opened) => opened.migrated,
      () => met,
    )
    expect([[latest], met]).toContainEqual(rerun)
    db.close()
  })
})

/** The migrations up to and including `last`. */
const upTo = (last: string) => Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last))

describe('2026-11-28-0002-kalender on a database of the previous version', () => {
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < '2026-11-28-0002-kalender'),
  )
  const rows = (db: import('sql.js').Database, query: string) => db.exec(query)[0]?.values ?? []

  it('makes every Libur Khusus a one-day Libur Yayasan of every unit, with the same id, and keeps Cuti Bersama days off', async () => {
    const sqlJs = await initSqlJs()
    const db = new sqlJs.Database()
    await openConnection(db, before)
    db.run(
      `INSERT INTO hari_libur (idx, tgllibur, keterangan) VALUES (4, '2026-03-21', 'Idul Fitri'), (9, '2026-12-24', 'Cuti Bersama Natal')`,
    )

    const { migrated } = await openConnection(db, upTo('2026-11-28-0002-kalender'))

    expect(migrated).toEqual(['2026-11-28-0002-kalender'])
    expect(rows(db, 'SELECT idx, tgllibur, keterangan, idkalender FROM hari_libur ORDER BY idx')).toEqual([
      [4, '2026-03-21', 'Idul Fitri', 4],
      [9, '2026-12-24', 'Cuti Bersama Natal', 9],
    ])
    expect(
      rows(
        db,
        'SELECT idkalender, jenis, tglawal, tglakhir, keterangan, sk, semua_unit FROM kalender ORDER BY 1',
      ),
    ).toEqual([
      [4, 'yayasan', '2026-03-21', '2026-03-21', 'Idul Fitri', '', 1],
      [9, 'yayasan', '2026-12-24', '2026-12-24', 'Cuti Bersama Natal', '', 1],
    ])
    expect(rows(db, "SELECT nilai FROM pengaturan WHERE kunci = 'cuti_bersama'")).toEqual([['libur']])
    // New entries continue after the carried-over ids; a range must not end before it starts.
    db.run(
      "INSERT INTO kalender (jenis, tglawal, tglakhir, keterangan) VALUES ('nasional', '2026-01-01', '2026-01-01', 'Tahun Baru')",
    )
    expect(rows(db, 'SELECT max(idkalender) FROM kalender')).toEqual([[10]])
    expect(() =>
      db.run(
        "INSERT INTO kalender (jenis, tglawal, tglakhir, keterangan) VALUES ('unit', '2026-01-02', '2026-01-01', 'x')",
      ),
    ).toThrow(/CHECK/)
    expect(rows(db, 'PRAGMA foreign_key_check')).toEqual([])
    db.close()
  })
})

describe('2026-11-28-0003-cuti on a database of the previous version', () => {
  const rows = (db: import('sql.js').Database, query: string) => db.exec(query)[0]?.values ?? []

  it('types every request as Sakit or Ijin and links each leave record to the approved request of its kind', async () => {
    const sqlJs = await initSqlJs()
    const db = new sqlJs.Database()
    await openConnection(db, upTo('2026-11-28-0002-kalender'))
    db.run(`INSERT INTO kantor (kode, cabang, pusat) VALUES ('K1', 'Kantor', 1)`)
    db.run(
      `INSERT INTO pegawai (idp, nip, nama, jk, tempat, alamat, jabatan, pendidikan, catatan, wa, email, status, kode, pass_hash, status_aktif)
       VALUES (1, '1', 'Ani', 'P', '', '', '', '', '', '', '', 0, 'K1', '', 1)`,
    )
    db.run(`INSERT INTO pengajuan_ijin (idj, idp, tglx, tglawal, tglakhir, hari, alasan, status, disetujui) VALUES
      (1, 1, '2026-03-01', '2026-03-02', '2026-03-03', 2, 'Demam', 0, 1),
      (2, 1, '2026-03-04', '2026-03-05', '2026-03-05', 1, 'Keluarga', 1, 9),
      (3, 1, '2026-03-06', '2026-03-09', '2026-03-09', 1, 'Keluarga', 1, 1)`)
    const leave = (tgl: string, status: number, masuk: string | null) =>
      `(1, '${tgl}', ${status}, ${masuk === null ? 'NULL' : `'${masuk}'`}, NULL, 0, 0, 0, NULL, '', 1, '${tgl}', '08:00', NULL, NULL, 'admin', '')`
    db.run(`INSERT INTO absensi (idp, tgl, status, waktu_masuk, waktu_pulang, keterlambatan, pulangawal, waktukerja, idar, lokasi, device, tglentri, waktuentri, lat, lng, opr, catatan) VALUES
      ${[
        leave('2026-03-02', 2, null), // inside request 1, sakit: linked
        leave('2026-03-03', 0, '07:00'), // present that day: not a leave record
        leave('2026-03-05', 1, null), // request 2 was rejected: an ijin typed by hand stays unlinked
        leave('2026-03-09', 2, null), // inside request 3 (ijin) but sakit: not its record
      ].join(', ')}`)

    const { migrated } = await openConnection(db, upTo('2026-11-28-0003-cuti'))

    expect(migrated).toEqual(['2026-11-28-0003-cuti'])
    expect(rows(db, 'SELECT idj, idjenis FROM pengajuan_ijin ORDER BY idj')).toEqual([
      [1, 2],
      [2, 1],
      [3, 1],
    ])
    expect(rows(db, 'SELECT tgl, idj, kategori FROM absensi ORDER BY tgl')).toEqual([
      ['2026-03-02', 1, null],
      ['2026-03-03', null, null],
      ['2026-03-05', null, null],
      ['2026-03-09', null, null],
    ])
    expect(
      rows(db, 'SELECT kode, nama, hitung FROM jenis_cuti WHERE idjenis IN (1, 2, 3, 12) ORDER BY idjenis'),
    ).toEqual([
      ['I', 'Ijin', 'ijin'],
      ['S', 'Sakit', 'sakit'],
      ['CT', 'Cuti Tahunan', 'cuti'],
      ['DL', 'Dinas Luar', 'dinas'],
    ])
    // New types continue after the seeded ids.
    db.run("INSERT INTO jenis_cuti (kode, nama, hitung) VALUES ('X', 'Lain', 'ijin')")
    expect(rows(db, 'SELECT max(idjenis) FROM jenis_cuti')).toEqual([[13]])
    expect(rows(db, 'PRAGMA foreign_key_check')).toEqual([])
    db.close()
  })
})

describe('2026-11-28-0006-mesin on a database of the previous version', () => {
  const rows = (db: import('sql.js').Database, query: string) => db.exec(query)[0]?.values ?? []

  it("keeps every record, takes a machine's record (device 2) and still refuses any other device", async () => {
    const sqlJs = await initSqlJs()
    const db = new sqlJs.Database()
    await openConnection(db, upTo('2026-11-28-0005-absensi-kategori-cover'))
    db.run(`INSERT INTO kantor (kode, cabang, pusat) VALUES ('K1', 'Kantor', 1)`)
    db.run(
      `INSERT INTO pegawai (idp, nip, nama, jk, tempat, alamat, jabatan, pendidikan, catatan, wa, email, status, kode, pass_hash, status_aktif)
       VALUES (1, '1001', 'Ani', 'P', '', '', '', '', '', '', '', 0, 'K1', '', 1)`,
    )
    const record = (tgl: string, device: number) =>
      `(1, '${tgl}', 0, '07:10', NULL, 10, 0, 0, NULL, '', ${device}, '${tgl}', '07:10', NULL, NULL, '', '')`
    const insert = (values: string) =>
      db.run(
        `INSERT INTO absensi (idp, tgl, status, waktu_masuk, waktu_pulang, keterlambatan, pulangawal, waktukerja, idar, lokasi, device, tglentri, waktuentri, lat, lng, opr, catatan) VALUES ${values}`,
      )
    insert(`${record('2026-03-02', 0)}, ${record('2026-03-03', 1)}`)
    expect(() => insert(record('2026-03-04', 2))).toThrow(/CHECK constraint failed/)

    const { migrated } = await openConnection(db, upTo('2026-11-28-0006-mesin'))

    expect(migrated).toEqual(['2026-11-28-0006-mesin'])
    expect(rows(db, 'SELECT tgl, device, sumber_masuk, idmesin_masuk FROM absensi ORDER BY tgl')).toEqual([
      ['2026-03-02', 0, null, null],
      ['2026-03-03', 1, null, null],
    ])
    insert(record('2026-03-04', 2))
    expect(() => insert(record('2026-03-05', 3))).toThrow(/CHECK constraint failed/)
    expect(rows(db, 'SELECT pin_mesin FROM pegawai')).toEqual([[null]])
    expect(rows(db, "SELECT nilai FROM pengaturan WHERE kunci = 'mesin_jeda_pulang'")).toEqual([['60']])
    // The stored CREATE TABLE text is the new one, and the file is sound.
    expect(String(rows(db, "SELECT sql FROM sqlite_master WHERE name = 'absensi'")[0]?.[0])).toContain(
      'CHECK (device IN (0, 1, 2))',
    )
    expect(rows(db, 'PRAGMA integrity_check')).toEqual([['ok']])
    expect(rows(db, 'PRAGMA foreign_key_check')).toEqual([])
    db.close()
  })
})
