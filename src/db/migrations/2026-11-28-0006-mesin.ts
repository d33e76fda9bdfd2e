import { type Kysely, sql } from 'kysely'
import { ddl, ID_KEY, postgresOnly, runStatements, sqliteOnly, TEXT } from '../ddl.ts'
import { engineOf } from '../dialect.ts'

/**
 * Fingerprint machines (issue 32, docs/mesin.md).
 * - `mesin`: a machine with its serial number (`sn`, stored upper-case, unique), unit, attendance
 *   area, and how its punches are read (`arah`: 'status' by the machine's in/out status, 'urutan'
 *   first punch = datang, last punch at least `mesin_jeda_pulang` minutes later = pulang). `stamp`
 *   is the last ATTLOGStamp a pushing machine sent; `push_terakhir` when it last called.
 * - `scan_log`: every punch kept raw, once per (machine, PIN, time): a repeated line adds nothing.
 *   `idp` is the employee the PIN named when it was stored (NULL: unknown PIN), `hasil` what it did.
 * - `mesin_tak_dikenal`: serial numbers that called without being registered, for the admin.
 * - `pegawai.pin_mesin`: the employee's user id on the machines; NULL means the NIP.
 * - `absensi.device` may be 2 (a machine); `sumber_masuk` / `sumber_pulang` say which source each
 *   half of a record came from (0 app, 1 manual, 2 machine), `idmesin_masuk` / `idmesin_pulang`
 *   which machine.
 *
 * SQLite cannot alter a CHECK: its documented procedure for loosening one (lang_altertable.html,
 * "Making Other Kinds Of Table Schema Changes") edits the stored CREATE TABLE text under
 * writable_schema. Every existing row satisfies the looser check, so no row is read or rewritten
 * (the absensi table is the largest by far). The edit must find the old text exactly, or nothing
 * changes.
 */
const OLD_DEVICE_CHECK = 'CHECK (device IN (0, 1))'
const NEW_DEVICE_CHECK = 'CHECK (device IN (0, 1, 2))'

const tables = runStatements([
  ddl`CREATE TABLE mesin (
    idmesin ${ID_KEY},
    nama ${TEXT} NOT NULL,
    sn ${TEXT} NOT NULL UNIQUE,
    kode ${TEXT} NOT NULL REFERENCES kantor (kode),
    idar INTEGER REFERENCES area_absensi (idar) ON DELETE SET NULL,
    arah ${TEXT} NOT NULL DEFAULT 'status' CHECK (arah IN ('status', 'urutan')),
    aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
    stamp ${TEXT} NOT NULL DEFAULT '',
    push_terakhir ${TEXT}
  )`,
  'CREATE INDEX mesin_kode ON mesin (kode)',
  ddl`CREATE TABLE scan_log (
    id ${ID_KEY},
    idmesin INTEGER NOT NULL REFERENCES mesin (idmesin) ON DELETE CASCADE,
    pin ${TEXT} NOT NULL,
    waktu ${TEXT} NOT NULL,
    status INTEGER NOT NULL,
    verifikasi INTEGER NOT NULL DEFAULT 0,
    kode_kerja ${TEXT} NOT NULL DEFAULT '',
    baris ${TEXT} NOT NULL,
    sumber ${TEXT} NOT NULL CHECK (sumber IN ('berkas', 'push')),
    diterima ${TEXT} NOT NULL,
    idp INTEGER REFERENCES pegawai (idp) ON DELETE SET NULL,
    hasil ${TEXT} NOT NULL DEFAULT ''
  )`,
  // One row per punch: a machine re-sending or a file imported twice adds nothing.
  'CREATE UNIQUE INDEX scan_log_mesin_pin_waktu ON scan_log (idmesin, pin, waktu)',
  'CREATE INDEX scan_log_mesin_waktu ON scan_log (idmesin, waktu)',
  'CREATE INDEX scan_log_idp_waktu ON scan_log (idp, waktu)',
  ddl`CREATE TABLE mesin_tak_dikenal (
    sn ${TEXT} NOT NULL PRIMARY KEY,
    alamat ${TEXT} NOT NULL DEFAULT '',
    pertama ${TEXT} NOT NULL,
    terakhir ${TEXT} NOT NULL,
    jumlah INTEGER NOT NULL DEFAULT 1
  )`,
  ddl`ALTER TABLE pegawai ADD COLUMN pin_mesin ${TEXT}`,
  'CREATE INDEX pegawai_pin_mesin ON pegawai (pin_mesin)',
  'ALTER TABLE absensi ADD COLUMN sumber_masuk INTEGER',
  'ALTER TABLE absensi ADD COLUMN sumber_pulang INTEGER',
  'ALTER TABLE absensi ADD COLUMN idmesin_masuk INTEGER REFERENCES mesin (idmesin) ON DELETE SET NULL',
  'ALTER TABLE absensi ADD COLUMN idmesin_pulang INTEGER REFERENCES mesin (idmesin) ON DELETE SET NULL',
  postgresOnly('ALTER TABLE absensi DROP CONSTRAINT absensi_device_check'),
  postgresOnly(`ALTER TABLE absensi ADD CONSTRAINT absensi_device_check ${NEW_DEVICE_CHECK}`),
  sqliteOnly(`INSERT OR IGNORE INTO pengaturan (kunci, nilai) VALUES ('mesin_jeda_pulang', '60')`),
  postgresOnly(
    `INSERT INTO pengaturan (kunci, nilai) VALUES ('mesin_jeda_pulang', '60') ON CONFLICT DO NOTHING`,
  ),
])

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  await tables(db)
  if (engineOf(db) === 'sqlite') await loosenDeviceCheck(db)
}

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time.
async function loosenDeviceCheck(db: Kysely<any>) {
  const run = (statement: string) => sql.raw(statement).execute(db)
  await run('PRAGMA writable_schema = ON')
  try {
    const edited =
      await sql`UPDATE sqlite_master SET sql = replace(sql, ${OLD_DEVICE_CHECK}, ${NEW_DEVICE_CHECK})
      WHERE type = 'table' AND name = 'absensi' AND instr(sql, ${OLD_DEVICE_CHECK}) > 0`.execute(db)
    if (Number(edited.numAffectedRows) !== 1) throw new Error('absensi.device check not found as written')
  } finally {
    // RESET bumps the schema version so every connection reads the edited text.
    await run('PRAGMA writable_schema = RESET')
  }
}
