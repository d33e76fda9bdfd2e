import { ddl, ID_KEY, postgresOnly, REAL, runStatements, sqliteOnly, TEXT } from '../ddl.ts'

/**
 * Teaching hours (issue 33, docs/jam-mengajar.md): per unit, academic year (`tahunajaran`) and
 * semester, the bell schedule (`jam_pelajaran`: each weekday's periods and breaks), the classes
 * (`kelas`, per unit and year) and the timetable (`jadwal_ajar`: per class, weekday and period the
 * subject and the teacher). A class has one lesson per period (unique); a teacher twice at once is
 * refused by the handler across units (times overlap), and within a unit by a unique index too.
 *
 * `absensi_ajar` (the SPEC's teaching-hour history) becomes the lesson record: one row per period
 * taught on a date, linked to its timetable cell (`idjadwal`; NULL for rows written before, which
 * stay the teacher's history). `status`: 'hadir' taught by the scheduled teacher, 'pengganti'
 * taught by `idp` as substitute for `idp_jadwal`, 'tidak' not taught (`idp` the scheduled teacher,
 * `alasan` why). `dicatat` says who recorded it: the teacher in the app, the duty officer (piket)
 * or an admin. A cell has one record per date.
 *
 * `pegawai.kategori_guru` ('GTY', 'GTT', 'honorer'; NULL not a paid-per-lesson teacher) picks the
 * rate of the honorarium; the rates per JP are settings (honor_jp_gty, honor_jp_gtt,
 * honor_jp_honorer, in Rupiah).
 */
export const up = runStatements([
  ddl`CREATE TABLE jam_pelajaran (
    idjam ${ID_KEY},
    kode ${TEXT} NOT NULL REFERENCES kantor (kode) ON DELETE CASCADE,
    idta INTEGER NOT NULL REFERENCES tahunajaran (id) ON DELETE CASCADE,
    semester INTEGER NOT NULL CHECK (semester IN (1, 2)),
    hari INTEGER NOT NULL CHECK (hari BETWEEN 0 AND 6),
    jamke INTEGER CHECK (jamke BETWEEN 1 AND 20),
    mulai ${TEXT} NOT NULL,
    selesai ${TEXT} NOT NULL,
    keterangan ${TEXT} NOT NULL DEFAULT '',
    CHECK (selesai > mulai)
  )`,
  // A period number once per day; a break (jamke NULL) is told apart by its start.
  'CREATE UNIQUE INDEX jam_pelajaran_periode ON jam_pelajaran (kode, idta, semester, hari, mulai)',
  ddl`CREATE TABLE kelas (
    idkelas ${ID_KEY},
    kode ${TEXT} NOT NULL REFERENCES kantor (kode) ON DELETE CASCADE,
    idta INTEGER NOT NULL REFERENCES tahunajaran (id) ON DELETE CASCADE,
    nama ${TEXT} NOT NULL,
    urut INTEGER NOT NULL DEFAULT 0
  )`,
  'CREATE UNIQUE INDEX kelas_nama ON kelas (kode, idta, nama)',
  ddl`CREATE TABLE jadwal_ajar (
    idjadwal ${ID_KEY},
    kode ${TEXT} NOT NULL REFERENCES kantor (kode) ON DELETE CASCADE,
    idta INTEGER NOT NULL REFERENCES tahunajaran (id) ON DELETE CASCADE,
    semester INTEGER NOT NULL CHECK (semester IN (1, 2)),
    hari INTEGER NOT NULL CHECK (hari BETWEEN 0 AND 6),
    jamke INTEGER NOT NULL CHECK (jamke BETWEEN 1 AND 20),
    idkelas INTEGER NOT NULL REFERENCES kelas (idkelas) ON DELETE CASCADE,
    mapel ${TEXT} NOT NULL,
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE
  )`,
  // A class has one subject per period; a teacher one class per period of a unit.
  'CREATE UNIQUE INDEX jadwal_ajar_kelas ON jadwal_ajar (idkelas, semester, hari, jamke)',
  'CREATE UNIQUE INDEX jadwal_ajar_guru ON jadwal_ajar (idp, idta, semester, hari, jamke, kode)',
  'CREATE INDEX jadwal_ajar_unit ON jadwal_ajar (kode, idta, semester, hari)',
  'ALTER TABLE absensi_ajar ADD COLUMN idjadwal INTEGER REFERENCES jadwal_ajar (idjadwal) ON DELETE SET NULL',
  'ALTER TABLE absensi_ajar ADD COLUMN jamke INTEGER',
  ddl`ALTER TABLE absensi_ajar ADD COLUMN status ${TEXT} NOT NULL DEFAULT 'hadir' CHECK (status IN ('hadir', 'pengganti', 'tidak'))`,
  'ALTER TABLE absensi_ajar ADD COLUMN idp_jadwal INTEGER REFERENCES pegawai (idp) ON DELETE SET NULL',
  ddl`ALTER TABLE absensi_ajar ADD COLUMN materi ${TEXT} NOT NULL DEFAULT ''`,
  ddl`ALTER TABLE absensi_ajar ADD COLUMN alasan ${TEXT} NOT NULL DEFAULT ''`,
  ddl`ALTER TABLE absensi_ajar ADD COLUMN dicatat ${TEXT} NOT NULL DEFAULT 'app' CHECK (dicatat IN ('app', 'piket', 'admin'))`,
  ddl`ALTER TABLE absensi_ajar ADD COLUMN opr ${TEXT} NOT NULL DEFAULT ''`,
  ddl`ALTER TABLE absensi_ajar ADD COLUMN waktu_catat ${TEXT}`,
  ddl`ALTER TABLE absensi_ajar ADD COLUMN lat ${REAL}`,
  ddl`ALTER TABLE absensi_ajar ADD COLUMN lng ${REAL}`,
  // One record per timetable cell and date (rows from before have no cell).
  'CREATE UNIQUE INDEX absensi_ajar_jadwal_tgl ON absensi_ajar (idjadwal, tgl)',
  'CREATE INDEX absensi_ajar_tgl ON absensi_ajar (tgl)',
  ddl`ALTER TABLE pegawai ADD COLUMN kategori_guru ${TEXT} CHECK (kategori_guru IN ('GTY', 'GTT', 'honorer'))`,
  ...['honor_jp_gty', 'honor_jp_gtt', 'honor_jp_honorer'].flatMap((kunci, index) => {
    const nilai = ['15000', '25000', '20000'][index]
    return [
      sqliteOnly(`INSERT OR IGNORE INTO pengaturan (kunci, nilai) VALUES ('${kunci}', '${nilai}')`),
      postgresOnly(
        `INSERT INTO pengaturan (kunci, nilai) VALUES ('${kunci}', '${nilai}') ON CONFLICT DO NOTHING`,
      ),
    ]
  }),
])
