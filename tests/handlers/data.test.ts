import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import initSqlJs from 'sql.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ADMIN, DEMO_EMPLOYEE_COUNT, seedDemo } from '../../seeds/demo.ts'
import { PBKDF2_MAX_ITERATIONS, PBKDF2_MIN_ITERATIONS } from '../../src/api-handlers/auth/password.ts'
import { MAX_IMPORT_BYTES } from '../../src/contract/data.ts'
import { DATA_MESSAGES as M } from '../../src/contract/messages.ts'
import { openConnection } from '../../src/db/connection.ts'
import { LATEST_MIGRATION, migrations } from '../../src/db/migrate.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'
import {
  call,
  callFail,
  callOk,
  loginAs,
  setupTestServer,
  sqlRows,
  startTestServer,
  TEST_API,
} from '../support/test-server.ts'

const sqlJs = await initSqlJs()
const NOW = new Date('2026-11-20T09:30:00+07:00')
const YEAR = { nama: '2031/2032', tglawal: '2031-07-01', tglakhir: '2032-06-30' }

const t = setupTestServer({ now: NOW, logins: { admin: DEMO_ADMIN } })

const exportFile = (token = t.admin) => callOk('POST api/data/ekspor', { token })
const importFile = (bytes: Uint8Array, token = t.admin) => call('POST api/data/impor', { token, body: bytes })
const yearNames = () => sqlRows<{ nama: string }>(t.server, 'SELECT nama FROM tahunajaran ORDER BY nama')
const count = (table: string) =>
  Number(sqlRows<{ n: number }>(t.server, `SELECT COUNT(*) AS n FROM ${table}`)[0]?.n)

/** Opens the bytes in sql.js, runs `sql` with foreign keys off (as another tool could), returns the file. */
function edited(bytes: Uint8Array, sql: string): Uint8Array {
  const db = new sqlJs.Database(bytes)
  db.run(sql)
  const out = db.export()
  db.close()
  return out
}

const RADIUS_REAL = '2026-11-24-0001-radius-real-kode-not-null'

/** The export of a demo database made by the app before migration `name` shipped. */
async function exportBefore(name: string): Promise<Uint8Array> {
  const older = Object.fromEntries(Object.entries(migrations).filter(([applied]) => applied < name))
  const db = new sqlJs.Database()
  await seedDemo(await openConnection(db, older), { today: '2026-11-20' })
  const bytes = db.export()
  db.close()
  return bytes
}

/** The whole state a refused import must leave alone: rows, the durable files, the caller's session. */
async function expectUnchanged(run: () => Promise<unknown>) {
  const before = {
    years: yearNames(),
    snapshot: t.server.store.snapshot,
    journal: t.server.store.journalBytes(),
  }
  await run()
  expect(yearNames()).toEqual(before.years)
  expect(t.server.store.snapshot).toBe(before.snapshot)
  expect(t.server.store.journalBytes()).toBe(before.journal)
  expect((await call('GET api/data/status', { token: t.admin })).status).toBe(200)
}

describe('GET api/data/status', () => {
  it('gives the storage, the size (page count × page size), no export yet and the schema version', async () => {
    const [pages] = sqlRows<{ page_count: number }>(t.server, 'PRAGMA page_count')
    const [size] = sqlRows<{ page_size: number }>(t.server, 'PRAGMA page_size')
    expect(await callOk('GET api/data/status', { token: t.admin })).toEqual({
      penyimpanan: 'memori',
      keterangan: '',
      ukuran: (pages?.page_count ?? 0) * (size?.page_size ?? 0),
      ekspor_terakhir: null,
      versi_skema: LATEST_MIGRATION,
    })
  })

  it.each([
    ['GET api/data/status', undefined],
    ['POST api/data/ekspor', undefined],
    ['POST api/data/reset', undefined],
    ['POST api/data/impor', new Uint8Array(16)],
  ] as const)('%s: level 1 gets 403, no token 401, and nothing changes', async (route, body) => {
    const unit = await loginAs('unit', 'unit123')
    await expectUnchanged(async () => {
      const asUnit = await call(route as 'POST api/data/impor', { token: unit, body: body as Uint8Array })
      expect(asUnit).toEqual({
        status: 403,
        body: { status: 'gagal', pesan: 'Anda tidak memiliki akses ke fitur ini.' },
      })
      const anonymous = await call(route as 'POST api/data/impor', { body: body as Uint8Array })
      expect(anonymous.status).toBe(401)
    })
  })
})

describe('POST api/data/ekspor', () => {
  it('answers the whole database with the journal folded in, and records when', async () => {
    await callOk('POST api/tahunajaran', { token: t.admin, body: YEAR })
    expect(t.server.store.journalBytes()).toBeGreaterThan(0) // the year is only in the journal so far
    const bytes = await exportFile()
    expect(new TextDecoder().decode(bytes.subarray(0, 15))).toBe('SQLite format 3')
    const copy = new sqlJs.Database(bytes)
    expect(copy.exec("SELECT COUNT(*) FROM tahunajaran WHERE nama = '2031/2032'")[0]?.values).toEqual([[1]])
    expect(copy.exec('PRAGMA integrity_check')[0]?.values).toEqual([['ok']])
    copy.close()
    const status = await callOk('GET api/data/status', { token: t.admin })
    expect(status.ekspor_terakhir).toBe(NOW.toISOString())
    expect(status.ukuran).toBe(bytes.length)
  })

  it('the export time is durable (journalled), so it survives a restart', async () => {
    await exportFile()
    await startTestServer({ store: t.server.store, now: NOW })
    const token = await loginAs('admin', 'admin123')
    expect((await callOk('GET api/data/status', { token })).ekspor_terakhir).toBe(NOW.toISOString())
  })

  it('the file opens in the sqlite3 command-line tool and passes PRAGMA integrity_check', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'presensi-ekspor-'))
    try {
      const file = join(dir, 'presensi.sqlite')
      writeFileSync(file, await exportFile())
      const run = (sql: string) => execFileSync('sqlite3', [file, sql], { encoding: 'utf8' }).trim()
      expect(run('PRAGMA integrity_check')).toBe('ok')
      expect(run('SELECT COUNT(*) FROM pegawai')).toBe(String(DEMO_EMPLOYEE_COUNT))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('POST api/data/impor: a valid file', () => {
  it('replaces the data, ends every session (the file’s too) and survives a restart', async () => {
    await callOk('POST api/tahunajaran', { token: t.admin, body: YEAR })
    const file = await exportFile() // holds this admin's session row
    const elsewhere = await startTestServer({ now: NOW }) // another browser: no 2031/2032
    t.server = elsewhere
    const other = await loginAs('admin', 'admin123')
    expect(yearNames().map((y) => y.nama)).not.toContain('2031/2032')

    expect(await importFile(file, other)).toEqual({
      status: 200,
      body: { status: 'sukses', pesan: M.imported },
    })
    expect(yearNames().map((y) => y.nama)).toContain('2031/2032')
    expect(count('sesi')).toBe(0)
    for (const token of [other, t.admin]) expect((await call('GET api/beranda', { token })).status).toBe(401)

    // A new generation: the imported file is the snapshot; the journal holds only the import's own
    // entry of the audit trail (docs/audit-trail.md), written after the replace.
    const replaceEntries = () =>
      t.server.db.selectFrom('jejak_perubahan').select('tabel').where('tabel', '=', 'semua data').execute()
    expect(await replaceEntries()).toHaveLength(1)
    const snapshot = new sqlJs.Database(elsewhere.store.snapshot ?? new Uint8Array())
    expect(
      snapshot.exec("SELECT count(*) FROM jejak_perubahan WHERE tabel = 'semua data'")[0]?.values,
    ).toEqual([[0]])
    snapshot.close()
    await startTestServer({ store: elsewhere.store, now: NOW })
    const again = await loginAs('admin', 'admin123')
    expect((await callOk('GET api/tahunajaran', { token: again })).datae.map((y) => y.nama)).toContain(
      '2031/2032',
    )
    expect(await replaceEntries()).toHaveLength(1)
  })

  it('a file carrying the tabs’ request ledger (transport bookkeeping) is accepted', async () => {
    const file = edited(
      await exportFile(),
      'CREATE TABLE _jawaban_permintaan (id TEXT PRIMARY KEY, status INTEGER, isi TEXT NOT NULL, waktu INTEGER NOT NULL)',
    )
    expect((await importFile(file)).status).toBe(200)
  })

  it('a file of the previous version is migrated forward (its missing settings are added)', async () => {
    const older = edited(
      await exportBefore(RADIUS_REAL),
      `DELETE FROM kysely_migration WHERE name = '2026-11-23-0001-pengaturan-yayasan';
       DELETE FROM pengaturan WHERE kunci IN ('nama_yayasan', 'alamat_yayasan')`,
    )
    expect((await importFile(older)).status).toBe(200)
    expect(sqlRows<{ name: string }>(t.server, 'SELECT name FROM kysely_migration ORDER BY name')).toEqual(
      Object.keys(migrations)
        .sort()
        .map((name) => ({ name })),
    )
    expect(
      sqlRows(
        t.server,
        "SELECT kunci, nilai FROM pengaturan WHERE kunci IN ('nama_yayasan', 'alamat_yayasan') ORDER BY kunci",
      ),
    ).toEqual([
      { kunci: 'alamat_yayasan', nilai: '' },
      { kunci: 'nama_yayasan', nilai: '' },
    ])
  })

  it('an export made before radius became REAL imports: areas, their records and offices kept', async () => {
    // Fractional radii as the contract allows them, stored in the old INTEGER column.
    const older = edited(await exportBefore(RADIUS_REAL), 'UPDATE area_absensi SET radius = radius + 0.5')
    const inFile = (query: string) => {
      const db = new sqlJs.Database(older)
      const [result] = db.exec(query)
      db.close()
      return result?.values ?? []
    }
    const areas = inFile('SELECT idar, lokasi, radius, kode FROM area_absensi ORDER BY idar')
    const offices = inFile('SELECT kode, cabang, pusat FROM kantor ORDER BY kode')
    const recordAreas = inFile('SELECT id, idar FROM absensi WHERE idar IS NOT NULL ORDER BY id')
    expect(recordAreas.length).toBeGreaterThan(0)

    expect((await importFile(older)).status).toBe(200)
    const values = (query: string) => t.server.host.connection.sqlite.exec(query)[0]?.values ?? []
    expect(values('SELECT idar, lokasi, radius, kode FROM area_absensi ORDER BY idar')).toEqual(areas)
    expect(values('SELECT kode, cabang, pusat FROM kantor ORDER BY kode')).toEqual(offices)
    expect(values('SELECT id, idar FROM absensi WHERE idar IS NOT NULL ORDER BY id')).toEqual(recordAreas)
    expect(values('SELECT DISTINCT typeof(radius) FROM area_absensi')).toEqual([['real']])
    expect(values('SELECT name FROM kysely_migration ORDER BY name')).toContainEqual([RADIUS_REAL])
  })

  it('writes after an import go to the new database and survive a restart', async () => {
    const file = await exportFile()
    await importFile(file)
    const token = await loginAs('admin', 'admin123')
    await callOk('POST api/tahunajaran', { token, body: YEAR })
    await startTestServer({ store: t.server.store, now: NOW })
    expect(yearNames().map((y) => y.nama)).toContain('2031/2032')
  })
})

describe('POST api/data/impor: refusals change nothing', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)])
  const random = Uint8Array.from({ length: 8192 }, (_, i) => (i * 2654435761) >>> 24)

  it.each([
    ['an empty file', new Uint8Array(0)],
    ['random bytes', random],
    ['a PNG renamed .sqlite', png],
  ])('%s: not SQLite', async (_label, bytes) => {
    await expectUnchanged(async () => {
      expect(await importFile(bytes)).toEqual({ status: 400, body: { status: 'gagal', pesan: M.notSqlite } })
    })
  })

  it('a truncated file names both sizes', async () => {
    const file = await exportFile()
    const cut = file.slice(0, 65536)
    await expectUnchanged(async () => {
      expect((await importFile(cut)).body).toEqual({
        status: 'gagal',
        pesan: M.truncated(65536, file.length),
      })
    })
  })

  it('another app’s SQLite file', async () => {
    const foreign = new sqlJs.Database()
    foreign.run('CREATE TABLE catatan (id INTEGER PRIMARY KEY, isi TEXT)')
    const bytes = foreign.export()
    await expectUnchanged(async () => {
      expect((await importFile(bytes)).body).toEqual({
        status: 'gagal',
        pesan: M.foreign('riwayat skema aplikasi (tabel kysely_migration) tidak ada.'),
      })
    })
  })

  it('a file of a newer version', async () => {
    const newer = edited(
      await exportFile(),
      "INSERT INTO kysely_migration (name, timestamp) VALUES ('2099-01-01-0001-masa-depan', '2099-01-01')",
    )
    await expectUnchanged(async () => {
      expect((await importFile(newer)).body).toEqual({
        status: 'gagal',
        pesan: M.newer('2099-01-01-0001-masa-depan'),
      })
    })
  })

  it('a file whose schema was altered by hand', async () => {
    const altered = edited(await exportFile(), 'ALTER TABLE pegawai ADD COLUMN gaji INTEGER')
    await expectUnchanged(async () => {
      expect((await importFile(altered)).body).toEqual({
        status: 'gagal',
        pesan: M.changedObject('table', 'pegawai'),
      })
    })
  })

  /** The admin's hash with another iteration count ('pbkdf2-sha256$' is 14 characters). */
  const withIterations = (count: number) =>
    `UPDATE pengguna SET pass_hash = 'pbkdf2-sha256$${count}$' || substr(pass_hash, 15 + instr(substr(pass_hash, 15), '$')) WHERE usernama = 'admin'`

  const roundsRefused = (count: number) =>
    M.badHashRounds('pengguna', 'admin', count, PBKDF2_MIN_ITERATIONS, PBKDF2_MAX_ITERATIONS)

  it.each([
    [
      'a trigger making every logged-in user a foundation admin',
      'CREATE TRIGGER naik AFTER INSERT ON sesi BEGIN UPDATE pengguna SET levelx = 0; END',
      M.unknownObject('trigger', 'naik'),
    ],
    [
      'a trigger emptying the attendance when a holiday is added',
      'CREATE TRIGGER kosongkan AFTER INSERT ON hari_libur BEGIN DELETE FROM absensi; END',
      M.unknownObject('trigger', 'kosongkan'),
    ],
    [
      'an extra view',
      'CREATE VIEW semua_sandi AS SELECT usernama, pass_hash FROM pengguna',
      M.unknownObject('view', 'semua_sandi'),
    ],
    [
      'an extra `_…` table holding a large blob',
      'CREATE TABLE _besar (isi BLOB); INSERT INTO _besar VALUES (zeroblob(1024 * 1024))',
      M.unknownObject('table', '_besar'),
    ],
    [
      'the unique index of one record per employee per day dropped',
      'DROP INDEX absensi_tgl_idp',
      M.missingObject('index', 'absensi_tgl_idp'),
    ],
    [
      'pengguna rebuilt without its UNIQUE and CHECK, holding a second ADMIN of level 7',
      `CREATE TABLE pengguna_baru (iduser INTEGER PRIMARY KEY, usernama TEXT NOT NULL, namalengkap TEXT NOT NULL,
         pass_hash TEXT NOT NULL, levelx INTEGER NOT NULL, ids TEXT REFERENCES kantor (kode));
       INSERT INTO pengguna_baru SELECT * FROM pengguna;
       INSERT INTO pengguna_baru (usernama, namalengkap, pass_hash, levelx)
         SELECT 'ADMIN', 'Penyusup', pass_hash, 7 FROM pengguna LIMIT 1;
       DROP TABLE pengguna;
       ALTER TABLE pengguna_baru RENAME TO pengguna`,
      M.changedObject('table', 'pengguna'),
    ],
    [
      'a password hash claiming 20,000,000 PBKDF2 iterations',
      withIterations(20_000_000),
      roundsRefused(20_000_000),
    ],
    [
      'a password hash claiming 1,000,000 PBKDF2 iterations (every login a second; issue 29)',
      withIterations(1_000_000),
      roundsRefused(1_000_000),
    ],
    [
      'a password hash one iteration above the range',
      withIterations(PBKDF2_MAX_ITERATIONS + 1),
      roundsRefused(PBKDF2_MAX_ITERATIONS + 1),
    ],
    [
      'a password hash one iteration below the range',
      withIterations(PBKDF2_MIN_ITERATIONS - 1),
      roundsRefused(PBKDF2_MIN_ITERATIONS - 1),
    ],
    [
      'an employee password that is no hash at all',
      "UPDATE pegawai SET nip = 'UJI-001', pass_hash = 'rahasia' WHERE idp = (SELECT MIN(idp) FROM pegawai)",
      M.badPasswordHash('pegawai', 'UJI-001'),
    ],
    [
      'text in an INTEGER column whose CHECK it passes (type affinity lets it in; text > numbers)',
      "UPDATE pengajuan_ijin SET hari = 'lama' WHERE idj = (SELECT MIN(idj) FROM pengajuan_ijin)",
      M.wrongKind('pengajuan_ijin', 'hari', 'text', 'integer'),
    ],
  ])('%s is refused, naming it', async (_label, sql, pesan) => {
    const crafted = edited(await exportFile(), sql)
    await expectUnchanged(async () => {
      expect(await importFile(crafted)).toEqual({ status: 400, body: { status: 'gagal', pesan } })
    })
  })

  it('rows written past a CHECK (schema intact) are refused by integrity_check', async () => {
    const crafted = edited(
      await exportFile(),
      "PRAGMA ignore_check_constraints = 1; UPDATE pengguna SET levelx = 7 WHERE usernama = 'admin'",
    )
    await expectUnchanged(async () => {
      expect((await importFile(crafted)).body).toEqual({
        status: 'gagal',
        pesan: M.corrupt('pemeriksaan integritas gagal (CHECK constraint failed in pengguna).'),
      })
    })
  })

  it('a file whose rows point at nothing (written with foreign keys off)', async () => {
    const broken = edited(
      await exportFile(),
      `INSERT INTO pengajuan_ijin (idp, tglx, tglawal, tglakhir, hari, alasan, status)
       VALUES (999999, '2026-11-01', '2026-11-02', '2026-11-02', 1, 'uji', 0)`,
    )
    await expectUnchanged(async () => {
      expect((await importFile(broken)).body).toEqual({
        status: 'gagal',
        pesan: M.inconsistent('pengajuan_ijin'),
      })
    })
  })

  it('a file whose index no longer matches its table (only integrity_check sees it)', async () => {
    let bytes = await exportFile()
    const [index] = new sqlJs.Database(bytes).exec(
      "SELECT rootpage, sql FROM sqlite_master WHERE name = 'pengajuan_ijin_idp'",
    )[0]?.values ?? [[0, '']]
    // Hide the index, move one row to another employee (the index keeps the old entry), restore it.
    bytes = edited(
      bytes,
      "PRAGMA writable_schema = ON; DELETE FROM sqlite_master WHERE name = 'pengajuan_ijin_idp'",
    )
    bytes = edited(
      bytes,
      'UPDATE pengajuan_ijin SET idp = idp + 1 WHERE idj = (SELECT MIN(idj) FROM pengajuan_ijin)',
    )
    bytes = edited(
      bytes,
      `PRAGMA writable_schema = ON; INSERT INTO sqlite_master VALUES ('index', 'pengajuan_ijin_idp', 'pengajuan_ijin', ${index?.[0]}, '${index?.[1]}')`,
    )
    const quick = new sqlJs.Database(bytes)
    expect(quick.exec('PRAGMA quick_check')[0]?.values).toEqual([['ok']])
    quick.close()
    await expectUnchanged(async () => {
      const answer = await importFile(bytes)
      expect(answer.status).toBe(400)
      expect((answer.body as { pesan: string }).pesan).toMatch(
        /^Berkas basis data rusak: pemeriksaan integritas gagal \(.*pengajuan_ijin_idp/,
      )
    })
  })

  it('a damaged file (b-tree pages overwritten)', async () => {
    const damaged = (await exportFile()).slice()
    const pageSize = new DataView(damaged.buffer).getUint16(16)
    damaged.fill(0xab, pageSize * 3, pageSize * 40) // pages 4–40: table and index b-trees
    await expectUnchanged(async () => {
      const answer = await importFile(damaged)
      expect(answer.status).toBe(400)
      expect((answer.body as { pesan: string }).pesan).toMatch(/^Berkas basis data rusak: /)
    })
  })

  it(`a body over ${MAX_IMPORT_BYTES / 1024 / 1024} MB gets 413 as soon as it passes the limit`, async () => {
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_IMPORT_BYTES) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk) // the same buffer each time: the test itself stays small
      },
    })
    await expectUnchanged(async () => {
      const response = await t.server.host.server.handle(
        new Request(`${TEST_API}api/data/impor`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${t.admin}` },
          body,
          duplex: 'half',
        } as RequestInit),
      )
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        status: 'gagal',
        pesan: 'Data yang dikirim terlalu besar (maksimal 256 MB).',
      })
    })
  })

  it('an upload without a valid session is refused before its body is read', async () => {
    let pulls = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++
        controller.enqueue(new Uint8Array(1024 * 1024))
      },
    })
    const response = await t.server.host.server.handle(
      new Request(`${TEST_API}api/data/impor`, { method: 'POST', body, duplex: 'half' } as RequestInit),
    )
    expect(response.status).toBe(401)
    expect(pulls).toBeLessThanOrEqual(1) // at most the stream's own first pull
  })
})

describe('POST api/data/reset', () => {
  it('brings back the demo data, ends every session and survives a restart', async () => {
    await callOk('POST api/tahunajaran', { token: t.admin, body: YEAR })
    await callOk('DELETE api/datapegawai/{idp}', { token: t.admin, params: { idp: 1 } })
    expect(await call('POST api/data/reset', { token: t.admin })).toEqual({
      status: 200,
      body: { status: 'sukses', pesan: M.reset },
    })
    expect(yearNames().map((y) => y.nama)).not.toContain('2031/2032')
    expect(count('pegawai')).toBe(DEMO_EMPLOYEE_COUNT)
    expect((await call('GET api/beranda', { token: t.admin })).status).toBe(401)
    await startTestServer({ store: t.server.store, now: NOW })
    expect(count('pegawai')).toBe(DEMO_EMPLOYEE_COUNT)
  })
})

describe('a full disk', () => {
  /** A store whose disk fills up when told to: every write then fails like OPFS's. */
  class FillingStore extends MemoryStore {
    full = false
    #check() {
      if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    override append(...args: Parameters<MemoryStore['append']>) {
      this.#check()
      super.append(...args)
    }
    override checkpoint(...args: Parameters<MemoryStore['checkpoint']>) {
      this.#check()
      return super.checkpoint(...args)
    }
  }

  let store: FillingStore
  beforeEach(async () => {
    store = new FillingStore()
    t.server = await startTestServer({ store, now: NOW })
    t.admin = await loginAs('admin', 'admin123')
    store.full = true
  })

  it('a write fails with a clear 507 and changes nothing', async () => {
    await expectUnchanged(async () => {
      expect(await callFail('POST api/tahunajaran', { token: t.admin, body: YEAR })).toEqual({
        status: 507,
        pesan: M.diskFull,
      })
    })
    store.full = false
    await callOk('POST api/tahunajaran', { token: t.admin, body: YEAR }) // room again: writes work
    expect(yearNames().map((y) => y.nama)).toContain('2031/2032')
  })

  it('an import whose new generation cannot be written keeps the current data', async () => {
    store.full = false
    // A sound file whose years differ (deleting them would leave the timetable's references dangling).
    const file = edited(await exportFile(), "UPDATE tahunajaran SET nama = '2099/2100' WHERE aktif = 1")
    store.full = true
    await expectUnchanged(async () => {
      expect(await callFail('POST api/data/impor', { token: t.admin, body: file })).toEqual({
        status: 507,
        pesan: M.diskFull,
      })
    })
  })

  it('an export still answers (a backup is what a full disk calls for); only its time is not kept', async () => {
    const bytes = await exportFile()
    expect(bytes.length).toBe((await callOk('GET api/data/status', { token: t.admin })).ukuran)
    expect((await callOk('GET api/data/status', { token: t.admin })).ekspor_terakhir).toBeNull()
  })
})
