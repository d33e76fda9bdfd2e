import {
  BLOB,
  ddl,
  ID_KEY,
  NOCASE,
  REAL,
  runStatements,
  TEXT,
  UNIQUE_NOCASE,
  uniqueLowerIndex,
  WITHOUT_ROWID,
} from '../ddl.ts'

/**
 * The full schema of SPEC.md §3 plus sessions, login throttling, academic years and settings.
 *
 * Written once for both engines (src/db/ddl.ts, since issue 28; SQLite's statements are byte for
 * byte those it shipped with, tests/unit/migration-statements.test.ts). On PostgreSQL
 * (docs/server.md "PostgreSQL"): identity columns for INTEGER PRIMARY KEY, `double precision` for
 * REAL, `bytea` for BLOB, every text column `COLLATE "C"` so it sorts and compares bytewise like
 * SQLite's BINARY whatever the cluster's locale, a unique index on `lower(col)` for a
 * `UNIQUE COLLATE NOCASE` (SQLite's NOCASE and lower() under "C" both fold ASCII only), no
 * WITHOUT ROWID. CHECKs, foreign keys and the other indexes are the same words on both.
 */
export const up = runStatements([
  ddl`CREATE TABLE kantor (
    kode ${TEXT} PRIMARY KEY,
    cabang ${TEXT} NOT NULL,
    pusat INTEGER NOT NULL DEFAULT 0 CHECK (pusat IN (0, 1))
  )`,
  ddl`CREATE TABLE jabatan (id ${ID_KEY}, jabatan ${TEXT} NOT NULL ${UNIQUE_NOCASE})`,
  uniqueLowerIndex('jabatan', 'jabatan'),
  ddl`CREATE TABLE pendidikan (id ${ID_KEY}, pendidikan ${TEXT} NOT NULL ${UNIQUE_NOCASE})`,
  uniqueLowerIndex('pendidikan', 'pendidikan'),
  ddl`CREATE TABLE shift (
    idshift ${ID_KEY},
    label ${TEXT} NOT NULL,
    lokasi_masuk INTEGER NOT NULL CHECK (lokasi_masuk IN (0, 1, 2)),
    lokasi_pulang INTEGER NOT NULL CHECK (lokasi_pulang IN (0, 1, 2))
  )`,
  ddl`CREATE TABLE shift_hari (
    idshift INTEGER NOT NULL REFERENCES shift (idshift) ON DELETE CASCADE,
    hari INTEGER NOT NULL CHECK (hari BETWEEN 0 AND 6),
    waktu_masuk ${TEXT} NOT NULL,
    waktu_pulang ${TEXT} NOT NULL,
    libur INTEGER NOT NULL CHECK (libur IN (0, 1)),
    PRIMARY KEY (idshift, hari)
  ) ${WITHOUT_ROWID}`,
  ddl`CREATE TABLE pegawai (
    idp ${ID_KEY},
    nip ${TEXT} NOT NULL UNIQUE,
    nama ${TEXT} NOT NULL,
    jk ${TEXT} NOT NULL CHECK (jk IN ('L', 'P')),
    tempat ${TEXT} NOT NULL DEFAULT '',
    tgllahir ${TEXT},
    alamat ${TEXT} NOT NULL DEFAULT '',
    jabatan ${TEXT} NOT NULL DEFAULT '',
    pendidikan ${TEXT} NOT NULL DEFAULT '',
    catatan ${TEXT} NOT NULL DEFAULT '',
    wa ${TEXT} NOT NULL DEFAULT '',
    email ${TEXT} NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
    tglmasuk ${TEXT},
    tglkeluar ${TEXT},
    kode ${TEXT} NOT NULL REFERENCES kantor (kode),
    pass_hash ${TEXT} NOT NULL,
    idshift INTEGER REFERENCES shift (idshift),
    status_aktif INTEGER NOT NULL DEFAULT 1 CHECK (status_aktif IN (0, 1)),
    tipe ${TEXT} NOT NULL DEFAULT 'normal' CHECK (tipe IN ('normal', 'ajar')),
    image1 ${TEXT}
  )`,
  'CREATE INDEX pegawai_kode_status ON pegawai (kode, status)',
  'CREATE INDEX pegawai_status_nama ON pegawai (status, nama)',
  'CREATE INDEX pegawai_idshift ON pegawai (idshift)',
  ddl`CREATE TABLE area_absensi (
    idar ${ID_KEY},
    lokasi ${TEXT} NOT NULL,
    lat ${REAL} NOT NULL CHECK (lat BETWEEN -90 AND 90),
    lng ${REAL} NOT NULL CHECK (lng BETWEEN -180 AND 180),
    radius INTEGER NOT NULL CHECK (radius > 0),
    keterangan ${TEXT} NOT NULL DEFAULT '',
    kode ${TEXT} NOT NULL REFERENCES kantor (kode)
  )`,
  ddl`CREATE TABLE absensi (
    id ${ID_KEY},
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tgl ${TEXT} NOT NULL,
    status INTEGER NOT NULL CHECK (status IN (0, 1, 2)),
    waktu_masuk ${TEXT},
    waktu_pulang ${TEXT},
    keterlambatan INTEGER NOT NULL DEFAULT 0,
    pulangawal INTEGER NOT NULL DEFAULT 0,
    waktukerja INTEGER NOT NULL DEFAULT 0,
    idar INTEGER REFERENCES area_absensi (idar) ON DELETE SET NULL,
    lokasi ${TEXT} NOT NULL DEFAULT '',
    device INTEGER NOT NULL CHECK (device IN (0, 1)),
    tglentri ${TEXT} NOT NULL,
    waktuentri ${TEXT} NOT NULL,
    lat ${REAL},
    lng ${REAL},
    opr ${TEXT} NOT NULL DEFAULT '',
    catatan ${TEXT} NOT NULL DEFAULT ''
  )`,
  // One record per employee per date; (tgl, idp) also serves the daily recap.
  'CREATE UNIQUE INDEX absensi_tgl_idp ON absensi (tgl, idp)',
  // Covering index for period recaps and per-employee history (NOTES.md: no sort, no table lookups).
  `CREATE INDEX absensi_idp_tgl_cover ON absensi
    (idp, tgl, status, keterlambatan, pulangawal, waktu_masuk, waktu_pulang)`,
  // A cascade from absensi looks its photos up by absensi_id: the primary key's first column (PostgreSQL).
  ddl`CREATE TABLE absensi_foto (
    absensi_id INTEGER NOT NULL REFERENCES absensi (id) ON DELETE CASCADE,
    jenis ${TEXT} NOT NULL CHECK (jenis IN ('datang', 'pulang')),
    data ${BLOB} NOT NULL,
    PRIMARY KEY (absensi_id, jenis)
  ) ${WITHOUT_ROWID}`,
  ddl`CREATE TABLE absensi_ajar (
    id ${ID_KEY},
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tgl ${TEXT} NOT NULL,
    matpel ${TEXT} NOT NULL,
    kelas ${TEXT} NOT NULL,
    waktu ${TEXT} NOT NULL
  )`,
  'CREATE INDEX absensi_ajar_idp_tgl ON absensi_ajar (idp, tgl)',
  ddl`CREATE TABLE hari_libur (idx ${ID_KEY}, tgllibur ${TEXT} NOT NULL UNIQUE, keterangan ${TEXT} NOT NULL)`,
  ddl`CREATE TABLE hari_khusus (idx ${ID_KEY}, tglkhusus ${TEXT} NOT NULL UNIQUE, keterangan ${TEXT} NOT NULL)`,
  ddl`CREATE TABLE pengajuan_ijin (
    idj ${ID_KEY},
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tglx ${TEXT} NOT NULL,
    tglawal ${TEXT} NOT NULL,
    tglakhir ${TEXT} NOT NULL CHECK (tglakhir >= tglawal),
    hari INTEGER NOT NULL CHECK (hari > 0),
    alasan ${TEXT} NOT NULL,
    keterangan ${TEXT} NOT NULL DEFAULT '',
    status INTEGER NOT NULL CHECK (status IN (0, 1)),
    disetujui INTEGER NOT NULL DEFAULT 0 CHECK (disetujui IN (0, 1, 9)),
    catatan ${TEXT} NOT NULL DEFAULT ''
  )`,
  'CREATE INDEX pengajuan_ijin_disetujui ON pengajuan_ijin (disetujui, tglakhir)',
  'CREATE INDEX pengajuan_ijin_idp ON pengajuan_ijin (idp)',
  ddl`CREATE TABLE surat_ijin (
    idj INTEGER PRIMARY KEY REFERENCES pengajuan_ijin (idj) ON DELETE CASCADE,
    data ${BLOB} NOT NULL
  )`,
  ddl`CREATE TABLE pengguna (
    iduser ${ID_KEY},
    usernama ${TEXT} NOT NULL ${UNIQUE_NOCASE},
    namalengkap ${TEXT} NOT NULL,
    pass_hash ${TEXT} NOT NULL,
    levelx INTEGER NOT NULL CHECK (levelx IN (0, 1)),
    ids ${TEXT} REFERENCES kantor (kode),
    CHECK (levelx = 0 OR ids IS NOT NULL)
  )`,
  uniqueLowerIndex('pengguna', 'usernama'),
  ddl`CREATE TABLE sesi (
    token_hash ${TEXT} PRIMARY KEY,
    iduser INTEGER NOT NULL REFERENCES pengguna (iduser) ON DELETE CASCADE,
    dibuat ${TEXT} NOT NULL,
    kedaluwarsa ${TEXT} NOT NULL
  ) ${WITHOUT_ROWID}`,
  'CREATE INDEX sesi_iduser ON sesi (iduser)',
  // The throttle keys its rows by the lower-cased name (auth/login-throttle.ts), which stands in
  // for NOCASE on PostgreSQL: ON CONFLICT (usernama) needs a plain primary key, not an index on lower().
  ddl`CREATE TABLE login_gagal (
    usernama ${TEXT} PRIMARY KEY ${NOCASE},
    jumlah INTEGER NOT NULL,
    pertama ${TEXT} NOT NULL,
    terkunci_sampai ${TEXT}
  ) ${WITHOUT_ROWID}`,
  ddl`CREATE TABLE tahunajaran (
    id ${ID_KEY},
    nama ${TEXT} NOT NULL UNIQUE,
    tglawal ${TEXT} NOT NULL,
    tglakhir ${TEXT} NOT NULL CHECK (tglakhir > tglawal),
    aktif INTEGER NOT NULL DEFAULT 0 CHECK (aktif IN (0, 1))
  )`,
  // At most one active academic year.
  'CREATE UNIQUE INDEX tahunajaran_satu_aktif ON tahunajaran (aktif) WHERE aktif = 1',
  ddl`CREATE TABLE pengaturan (kunci ${TEXT} PRIMARY KEY, nilai ${TEXT} NOT NULL) ${WITHOUT_ROWID}`,
  `INSERT INTO pengaturan (kunci, nilai) VALUES ('toleransi_terlambat_menit', '0')`,
])
