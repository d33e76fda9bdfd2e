import { ddl, ID_KEY, postgresOnly, runStatements, sqliteOnly, TEXT, WITHOUT_ROWID } from '../ddl.ts'

/**
 * The foundation's calendar (issue 30, docs/kalender.md): entries with a type, a date range and a
 * scope (every unit, or the units in `kalender_unit`). `hari_libur` stays the SPEC's list of
 * foundation-wide dates: one row per date of every entry for all units, linked by `idkalender`
 * (a date has one foundation-wide entry at most, as it had one Libur Khusus). Each existing Libur
 * Khusus becomes a one-day 'Libur Yayasan' entry with the same id, so nothing changes for its
 * reports. `cuti_bersama` ('libur' or 'kerja') says whether Cuti Bersama days are days off.
 */
export const up = runStatements([
  ddl`CREATE TABLE kalender (
    idkalender ${ID_KEY},
    jenis ${TEXT} NOT NULL CHECK (jenis IN ('nasional', 'cuti_bersama', 'yayasan', 'unit')),
    tglawal ${TEXT} NOT NULL,
    tglakhir ${TEXT} NOT NULL,
    keterangan ${TEXT} NOT NULL,
    sk ${TEXT} NOT NULL DEFAULT '',
    semua_unit INTEGER NOT NULL DEFAULT 1 CHECK (semua_unit IN (0, 1)),
    CHECK (tglakhir >= tglawal)
  )`,
  'CREATE INDEX kalender_tgl ON kalender (tglawal, tglakhir)',
  ddl`CREATE TABLE kalender_unit (
    idkalender INTEGER NOT NULL REFERENCES kalender (idkalender) ON DELETE CASCADE,
    kode ${TEXT} NOT NULL REFERENCES kantor (kode) ON DELETE CASCADE,
    PRIMARY KEY (idkalender, kode)
  ) ${WITHOUT_ROWID}`,
  'CREATE INDEX kalender_unit_kode ON kalender_unit (kode)',
  'ALTER TABLE hari_libur ADD COLUMN idkalender INTEGER REFERENCES kalender (idkalender) ON DELETE CASCADE',
  'CREATE INDEX hari_libur_idkalender ON hari_libur (idkalender)',
  `INSERT INTO kalender (idkalender, jenis, tglawal, tglakhir, keterangan)
    SELECT idx, 'yayasan', tgllibur, tgllibur, keterangan FROM hari_libur`,
  'UPDATE hari_libur SET idkalender = idx',
  // The rows above were given their ids: the identity must continue after them.
  postgresOnly(
    `SELECT setval(pg_get_serial_sequence('kalender', 'idkalender'), COALESCE(MAX(idkalender), 0) + 1, false) FROM kalender`,
  ),
  sqliteOnly(`INSERT OR IGNORE INTO pengaturan (kunci, nilai) VALUES ('cuti_bersama', 'libur')`),
  postgresOnly(
    `INSERT INTO pengaturan (kunci, nilai) VALUES ('cuti_bersama', 'libur') ON CONFLICT DO NOTHING`,
  ),
])
