import { type Kysely, sql } from 'kysely'
import { type EngineStatements, engineOf } from '../dialect.ts'

/** The full schema of SPEC.md §3 plus sessions, login throttling, academic years and settings. */
const sqlite = [
  `CREATE TABLE kantor (
    kode TEXT PRIMARY KEY,
    cabang TEXT NOT NULL,
    pusat INTEGER NOT NULL DEFAULT 0 CHECK (pusat IN (0, 1))
  )`,
  `CREATE TABLE jabatan (id INTEGER PRIMARY KEY, jabatan TEXT NOT NULL UNIQUE COLLATE NOCASE)`,
  `CREATE TABLE pendidikan (id INTEGER PRIMARY KEY, pendidikan TEXT NOT NULL UNIQUE COLLATE NOCASE)`,
  `CREATE TABLE shift (
    idshift INTEGER PRIMARY KEY,
    label TEXT NOT NULL,
    lokasi_masuk INTEGER NOT NULL CHECK (lokasi_masuk IN (0, 1, 2)),
    lokasi_pulang INTEGER NOT NULL CHECK (lokasi_pulang IN (0, 1, 2))
  )`,
  `CREATE TABLE shift_hari (
    idshift INTEGER NOT NULL REFERENCES shift (idshift) ON DELETE CASCADE,
    hari INTEGER NOT NULL CHECK (hari BETWEEN 0 AND 6),
    waktu_masuk TEXT NOT NULL,
    waktu_pulang TEXT NOT NULL,
    libur INTEGER NOT NULL CHECK (libur IN (0, 1)),
    PRIMARY KEY (idshift, hari)
  ) WITHOUT ROWID`,
  `CREATE TABLE pegawai (
    idp INTEGER PRIMARY KEY,
    nip TEXT NOT NULL UNIQUE,
    nama TEXT NOT NULL,
    jk TEXT NOT NULL CHECK (jk IN ('L', 'P')),
    tempat TEXT NOT NULL DEFAULT '',
    tgllahir TEXT,
    alamat TEXT NOT NULL DEFAULT '',
    jabatan TEXT NOT NULL DEFAULT '',
    pendidikan TEXT NOT NULL DEFAULT '',
    catatan TEXT NOT NULL DEFAULT '',
    wa TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
    tglmasuk TEXT,
    tglkeluar TEXT,
    kode TEXT NOT NULL REFERENCES kantor (kode),
    pass_hash TEXT NOT NULL,
    idshift INTEGER REFERENCES shift (idshift),
    status_aktif INTEGER NOT NULL DEFAULT 1 CHECK (status_aktif IN (0, 1)),
    tipe TEXT NOT NULL DEFAULT 'normal' CHECK (tipe IN ('normal', 'ajar')),
    image1 TEXT
  )`,
  'CREATE INDEX pegawai_kode_status ON pegawai (kode, status)',
  'CREATE INDEX pegawai_status_nama ON pegawai (status, nama)',
  'CREATE INDEX pegawai_idshift ON pegawai (idshift)',
  `CREATE TABLE area_absensi (
    idar INTEGER PRIMARY KEY,
    lokasi TEXT NOT NULL,
    lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
    lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
    radius INTEGER NOT NULL CHECK (radius > 0),
    keterangan TEXT NOT NULL DEFAULT '',
    kode TEXT NOT NULL REFERENCES kantor (kode)
  )`,
  `CREATE TABLE absensi (
    id INTEGER PRIMARY KEY,
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tgl TEXT NOT NULL,
    status INTEGER NOT NULL CHECK (status IN (0, 1, 2)),
    waktu_masuk TEXT,
    waktu_pulang TEXT,
    keterlambatan INTEGER NOT NULL DEFAULT 0,
    pulangawal INTEGER NOT NULL DEFAULT 0,
    waktukerja INTEGER NOT NULL DEFAULT 0,
    idar INTEGER REFERENCES area_absensi (idar) ON DELETE SET NULL,
    lokasi TEXT NOT NULL DEFAULT '',
    device INTEGER NOT NULL CHECK (device IN (0, 1)),
    tglentri TEXT NOT NULL,
    waktuentri TEXT NOT NULL,
    lat REAL,
    lng REAL,
    opr TEXT NOT NULL DEFAULT '',
    catatan TEXT NOT NULL DEFAULT ''
  )`,
  // One record per employee per date; (tgl, idp) also serves the daily recap.
  'CREATE UNIQUE INDEX absensi_tgl_idp ON absensi (tgl, idp)',
  // Covering index for period recaps and per-employee history (NOTES.md: no sort, no table lookups).
  `CREATE INDEX absensi_idp_tgl_cover ON absensi
    (idp, tgl, status, keterlambatan, pulangawal, waktu_masuk, waktu_pulang)`,
  `CREATE TABLE absensi_foto (
    absensi_id INTEGER NOT NULL REFERENCES absensi (id) ON DELETE CASCADE,
    jenis TEXT NOT NULL CHECK (jenis IN ('datang', 'pulang')),
    data BLOB NOT NULL,
    PRIMARY KEY (absensi_id, jenis)
  ) WITHOUT ROWID`,
  `CREATE TABLE absensi_ajar (
    id INTEGER PRIMARY KEY,
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tgl TEXT NOT NULL,
    matpel TEXT NOT NULL,
    kelas TEXT NOT NULL,
    waktu TEXT NOT NULL
  )`,
  'CREATE INDEX absensi_ajar_idp_tgl ON absensi_ajar (idp, tgl)',
  `CREATE TABLE hari_libur (idx INTEGER PRIMARY KEY, tgllibur TEXT NOT NULL UNIQUE, keterangan TEXT NOT NULL)`,
  `CREATE TABLE hari_khusus (idx INTEGER PRIMARY KEY, tglkhusus TEXT NOT NULL UNIQUE, keterangan TEXT NOT NULL)`,
  `CREATE TABLE pengajuan_ijin (
    idj INTEGER PRIMARY KEY,
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tglx TEXT NOT NULL,
    tglawal TEXT NOT NULL,
    tglakhir TEXT NOT NULL CHECK (tglakhir >= tglawal),
    hari INTEGER NOT NULL CHECK (hari > 0),
    alasan TEXT NOT NULL,
    keterangan TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL CHECK (status IN (0, 1)),
    disetujui INTEGER NOT NULL DEFAULT 0 CHECK (disetujui IN (0, 1, 9)),
    catatan TEXT NOT NULL DEFAULT ''
  )`,
  'CREATE INDEX pengajuan_ijin_disetujui ON pengajuan_ijin (disetujui, tglakhir)',
  'CREATE INDEX pengajuan_ijin_idp ON pengajuan_ijin (idp)',
  `CREATE TABLE surat_ijin (
    idj INTEGER PRIMARY KEY REFERENCES pengajuan_ijin (idj) ON DELETE CASCADE,
    data BLOB NOT NULL
  )`,
  `CREATE TABLE pengguna (
    iduser INTEGER PRIMARY KEY,
    usernama TEXT NOT NULL UNIQUE COLLATE NOCASE,
    namalengkap TEXT NOT NULL,
    pass_hash TEXT NOT NULL,
    levelx INTEGER NOT NULL CHECK (levelx IN (0, 1)),
    ids TEXT REFERENCES kantor (kode),
    CHECK (levelx = 0 OR ids IS NOT NULL)
  )`,
  `CREATE TABLE sesi (
    token_hash TEXT PRIMARY KEY,
    iduser INTEGER NOT NULL REFERENCES pengguna (iduser) ON DELETE CASCADE,
    dibuat TEXT NOT NULL,
    kedaluwarsa TEXT NOT NULL
  ) WITHOUT ROWID`,
  'CREATE INDEX sesi_iduser ON sesi (iduser)',
  `CREATE TABLE login_gagal (
    usernama TEXT PRIMARY KEY COLLATE NOCASE,
    jumlah INTEGER NOT NULL,
    pertama TEXT NOT NULL,
    terkunci_sampai TEXT
  ) WITHOUT ROWID`,
  `CREATE TABLE tahunajaran (
    id INTEGER PRIMARY KEY,
    nama TEXT NOT NULL UNIQUE,
    tglawal TEXT NOT NULL,
    tglakhir TEXT NOT NULL CHECK (tglakhir > tglawal),
    aktif INTEGER NOT NULL DEFAULT 0 CHECK (aktif IN (0, 1))
  )`,
  // At most one active academic year.
  'CREATE UNIQUE INDEX tahunajaran_satu_aktif ON tahunajaran (aktif) WHERE aktif = 1',
  `CREATE TABLE pengaturan (kunci TEXT PRIMARY KEY, nilai TEXT NOT NULL) WITHOUT ROWID`,
  `INSERT INTO pengaturan (kunci, nilai) VALUES ('toleransi_terlambat_menit', '0')`,
]

/**
 * The same schema for PostgreSQL (docs/server.md "PostgreSQL"): identity columns for INTEGER
 * PRIMARY KEY, `double precision` for REAL, `bytea` for BLOB, every text column `COLLATE "C"` so it
 * sorts and compares bytewise like SQLite's BINARY whatever the cluster's locale, a unique index on
 * `lower(col)` for a `UNIQUE COLLATE NOCASE` (SQLite's NOCASE and lower() under "C" both fold ASCII
 * only), no WITHOUT ROWID. CHECKs, foreign keys and the other indexes are SQLite's, word for word.
 */
const postgres = [
  `CREATE TABLE kantor (
    kode text COLLATE "C" PRIMARY KEY,
    cabang text COLLATE "C" NOT NULL,
    pusat integer NOT NULL DEFAULT 0 CHECK (pusat IN (0, 1))
  )`,
  `CREATE TABLE jabatan (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    jabatan text COLLATE "C" NOT NULL
  )`,
  'CREATE UNIQUE INDEX jabatan_jabatan_nocase ON jabatan (lower(jabatan))',
  `CREATE TABLE pendidikan (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    pendidikan text COLLATE "C" NOT NULL
  )`,
  'CREATE UNIQUE INDEX pendidikan_pendidikan_nocase ON pendidikan (lower(pendidikan))',
  `CREATE TABLE shift (
    idshift integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    label text COLLATE "C" NOT NULL,
    lokasi_masuk integer NOT NULL CHECK (lokasi_masuk IN (0, 1, 2)),
    lokasi_pulang integer NOT NULL CHECK (lokasi_pulang IN (0, 1, 2))
  )`,
  `CREATE TABLE shift_hari (
    idshift integer NOT NULL REFERENCES shift (idshift) ON DELETE CASCADE,
    hari integer NOT NULL CHECK (hari BETWEEN 0 AND 6),
    waktu_masuk text COLLATE "C" NOT NULL,
    waktu_pulang text COLLATE "C" NOT NULL,
    libur integer NOT NULL CHECK (libur IN (0, 1)),
    PRIMARY KEY (idshift, hari)
  )`,
  `CREATE TABLE pegawai (
    idp integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    nip text COLLATE "C" NOT NULL UNIQUE,
    nama text COLLATE "C" NOT NULL,
    jk text COLLATE "C" NOT NULL CHECK (jk IN ('L', 'P')),
    tempat text COLLATE "C" NOT NULL DEFAULT '',
    tgllahir text COLLATE "C",
    alamat text COLLATE "C" NOT NULL DEFAULT '',
    jabatan text COLLATE "C" NOT NULL DEFAULT '',
    pendidikan text COLLATE "C" NOT NULL DEFAULT '',
    catatan text COLLATE "C" NOT NULL DEFAULT '',
    wa text COLLATE "C" NOT NULL DEFAULT '',
    email text COLLATE "C" NOT NULL DEFAULT '',
    status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
    tglmasuk text COLLATE "C",
    tglkeluar text COLLATE "C",
    kode text COLLATE "C" NOT NULL REFERENCES kantor (kode),
    pass_hash text COLLATE "C" NOT NULL,
    idshift integer REFERENCES shift (idshift),
    status_aktif integer NOT NULL DEFAULT 1 CHECK (status_aktif IN (0, 1)),
    tipe text COLLATE "C" NOT NULL DEFAULT 'normal' CHECK (tipe IN ('normal', 'ajar')),
    image1 text COLLATE "C"
  )`,
  'CREATE INDEX pegawai_kode_status ON pegawai (kode, status)',
  'CREATE INDEX pegawai_status_nama ON pegawai (status, nama)',
  'CREATE INDEX pegawai_idshift ON pegawai (idshift)',
  `CREATE TABLE area_absensi (
    idar integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    lokasi text COLLATE "C" NOT NULL,
    lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
    lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
    radius integer NOT NULL CHECK (radius > 0),
    keterangan text COLLATE "C" NOT NULL DEFAULT '',
    kode text COLLATE "C" NOT NULL REFERENCES kantor (kode)
  )`,
  `CREATE TABLE absensi (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    idp integer NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tgl text COLLATE "C" NOT NULL,
    status integer NOT NULL CHECK (status IN (0, 1, 2)),
    waktu_masuk text COLLATE "C",
    waktu_pulang text COLLATE "C",
    keterlambatan integer NOT NULL DEFAULT 0,
    pulangawal integer NOT NULL DEFAULT 0,
    waktukerja integer NOT NULL DEFAULT 0,
    idar integer REFERENCES area_absensi (idar) ON DELETE SET NULL,
    lokasi text COLLATE "C" NOT NULL DEFAULT '',
    device integer NOT NULL CHECK (device IN (0, 1)),
    tglentri text COLLATE "C" NOT NULL,
    waktuentri text COLLATE "C" NOT NULL,
    lat double precision,
    lng double precision,
    opr text COLLATE "C" NOT NULL DEFAULT '',
    catatan text COLLATE "C" NOT NULL DEFAULT ''
  )`,
  'CREATE UNIQUE INDEX absensi_tgl_idp ON absensi (tgl, idp)',
  `CREATE INDEX absensi_idp_tgl_cover ON absensi
    (idp, tgl, status, keterlambatan, pulangawal, waktu_masuk, waktu_pulang)`,
  // A cascade from absensi looks its photos up by absensi_id: the primary key's first column.
  `CREATE TABLE absensi_foto (
    absensi_id integer NOT NULL REFERENCES absensi (id) ON DELETE CASCADE,
    jenis text COLLATE "C" NOT NULL CHECK (jenis IN ('datang', 'pulang')),
    data bytea NOT NULL,
    PRIMARY KEY (absensi_id, jenis)
  )`,
  `CREATE TABLE absensi_ajar (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    idp integer NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tgl text COLLATE "C" NOT NULL,
    matpel text COLLATE "C" NOT NULL,
    kelas text COLLATE "C" NOT NULL,
    waktu text COLLATE "C" NOT NULL
  )`,
  'CREATE INDEX absensi_ajar_idp_tgl ON absensi_ajar (idp, tgl)',
  `CREATE TABLE hari_libur (
    idx integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    tgllibur text COLLATE "C" NOT NULL UNIQUE,
    keterangan text COLLATE "C" NOT NULL
  )`,
  `CREATE TABLE hari_khusus (
    idx integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    tglkhusus text COLLATE "C" NOT NULL UNIQUE,
    keterangan text COLLATE "C" NOT NULL
  )`,
  `CREATE TABLE pengajuan_ijin (
    idj integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    idp integer NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tglx text COLLATE "C" NOT NULL,
    tglawal text COLLATE "C" NOT NULL,
    tglakhir text COLLATE "C" NOT NULL CHECK (tglakhir >= tglawal),
    hari integer NOT NULL CHECK (hari > 0),
    alasan text COLLATE "C" NOT NULL,
    keterangan text COLLATE "C" NOT NULL DEFAULT '',
    status integer NOT NULL CHECK (status IN (0, 1)),
    disetujui integer NOT NULL DEFAULT 0 CHECK (disetujui IN (0, 1, 9)),
    catatan text COLLATE "C" NOT NULL DEFAULT ''
  )`,
  'CREATE INDEX pengajuan_ijin_disetujui ON pengajuan_ijin (disetujui, tglakhir)',
  'CREATE INDEX pengajuan_ijin_idp ON pengajuan_ijin (idp)',
  `CREATE TABLE surat_ijin (
    idj integer PRIMARY KEY REFERENCES pengajuan_ijin (idj) ON DELETE CASCADE,
    data bytea NOT NULL
  )`,
  `CREATE TABLE pengguna (
    iduser integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    usernama text COLLATE "C" NOT NULL,
    namalengkap text COLLATE "C" NOT NULL,
    pass_hash text COLLATE "C" NOT NULL,
    levelx integer NOT NULL CHECK (levelx IN (0, 1)),
    ids text COLLATE "C" REFERENCES kantor (kode),
    CHECK (levelx = 0 OR ids IS NOT NULL)
  )`,
  'CREATE UNIQUE INDEX pengguna_usernama_nocase ON pengguna (lower(usernama))',
  `CREATE TABLE sesi (
    token_hash text COLLATE "C" PRIMARY KEY,
    iduser integer NOT NULL REFERENCES pengguna (iduser) ON DELETE CASCADE,
    dibuat text COLLATE "C" NOT NULL,
    kedaluwarsa text COLLATE "C" NOT NULL
  )`,
  'CREATE INDEX sesi_iduser ON sesi (iduser)',
  // The throttle keys its rows by the lower-cased name (auth/login-throttle.ts), which stands in
  // for NOCASE here: ON CONFLICT (usernama) needs a plain primary key, not an index on lower().
  `CREATE TABLE login_gagal (
    usernama text COLLATE "C" PRIMARY KEY,
    jumlah integer NOT NULL,
    pertama text COLLATE "C" NOT NULL,
    terkunci_sampai text COLLATE "C"
  )`,
  `CREATE TABLE tahunajaran (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    nama text COLLATE "C" NOT NULL UNIQUE,
    tglawal text COLLATE "C" NOT NULL,
    tglakhir text COLLATE "C" NOT NULL CHECK (tglakhir > tglawal),
    aktif integer NOT NULL DEFAULT 0 CHECK (aktif IN (0, 1))
  )`,
  'CREATE UNIQUE INDEX tahunajaran_satu_aktif ON tahunajaran (aktif) WHERE aktif = 1',
  'CREATE TABLE pengaturan (kunci text COLLATE "C" PRIMARY KEY, nilai text COLLATE "C" NOT NULL)',
  `INSERT INTO pengaturan (kunci, nilai) VALUES ('toleransi_terlambat_menit', '0')`,
]

const statements: EngineStatements = { sqlite, postgres }

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema of its own time.
export async function up(db: Kysely<any>): Promise<void> {
  // sql.js prepares one statement at a time, so each runs on its own.
  for (const statement of statements[engineOf(db)]) await sql.raw(statement).execute(db)
}
