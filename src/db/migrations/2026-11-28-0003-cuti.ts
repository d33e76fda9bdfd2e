import { ddl, ID_KEY, postgresOnly, runStatements, TEXT } from '../ddl.ts'

/**
 * Leave that HR manages (issue 31, docs/cuti.md):
 * - `jenis_cuti`, the leave types, seeded with the spec's Ijin (1) and Sakit (2) and the Indonesian
 *   defaults (UU 13/2003 Pasal 79, 82, 93 as amended by UU 6/2023) plus Dinas Luar;
 * - `pengajuan_ijin` gains its type (existing requests: Sakit for status 0, Ijin for 1), the unpaid
 *   days, who asked, each level's decision and a cancellation;
 * - `absensi.idj` names the approved request a leave record was written for (so a cancellation
 *   removes those records and no others; existing leave records inside an approved request of
 *   their kind are linked to it) and `absensi.kategori` says when it is cuti or dinas;
 * - `cuti_mutasi`, the stored half of the annual-leave ledger: days taken, given back, adjusted.
 *   Allocations, carry-over, expiry and cuti bersama follow from the settings and the calendar.
 */
export const up = runStatements([
  ddl`CREATE TABLE jenis_cuti (
    idjenis ${ID_KEY},
    kode ${TEXT} NOT NULL UNIQUE,
    nama ${TEXT} NOT NULL,
    hitung ${TEXT} NOT NULL CHECK (hitung IN ('sakit', 'ijin', 'cuti', 'dinas')),
    perlu_surat INTEGER NOT NULL DEFAULT 0 CHECK (perlu_surat IN (0, 1)),
    pakai_saldo INTEGER NOT NULL DEFAULT 0 CHECK (pakai_saldo IN (0, 1)),
    kuota INTEGER NOT NULL DEFAULT 0 CHECK (kuota >= 0),
    kuota_per ${TEXT} NOT NULL DEFAULT '' CHECK (kuota_per IN ('', 'tahun', 'peristiwa')),
    maks_hari INTEGER NOT NULL DEFAULT 0 CHECK (maks_hari >= 0),
    hari_kalender INTEGER NOT NULL DEFAULT 0 CHECK (hari_kalender IN (0, 1)),
    masa_kerja_bulan INTEGER NOT NULL DEFAULT 0 CHECK (masa_kerja_bulan >= 0),
    tanpa_upah INTEGER NOT NULL DEFAULT 0 CHECK (tanpa_upah IN (0, 1)),
    aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1))
  )`,
  `INSERT INTO jenis_cuti
    (idjenis, kode, nama, hitung, perlu_surat, pakai_saldo, kuota, kuota_per, maks_hari, hari_kalender, masa_kerja_bulan, tanpa_upah)
    VALUES
    (1, 'I', 'Ijin', 'ijin', 0, 0, 0, '', 0, 0, 0, 0),
    (2, 'S', 'Sakit', 'sakit', 0, 0, 0, '', 0, 0, 0, 0),
    (3, 'CT', 'Cuti Tahunan', 'cuti', 0, 1, 0, '', 0, 0, 12, 0),
    (4, 'CM', 'Cuti Melahirkan', 'cuti', 1, 0, 90, 'peristiwa', 90, 1, 0, 0),
    (5, 'CG', 'Cuti Keguguran', 'cuti', 1, 0, 45, 'peristiwa', 45, 1, 0, 0),
    (6, 'CN', 'Cuti Menikah', 'cuti', 0, 0, 3, 'peristiwa', 3, 0, 0, 0),
    (7, 'CNA', 'Cuti Menikahkan Anak', 'cuti', 0, 0, 2, 'peristiwa', 2, 0, 0, 0),
    (8, 'CKA', 'Cuti Khitanan/Pembaptisan Anak', 'cuti', 0, 0, 2, 'peristiwa', 2, 0, 0, 0),
    (9, 'CIM', 'Cuti Istri Melahirkan/Keguguran', 'cuti', 0, 0, 2, 'peristiwa', 2, 0, 0, 0),
    (10, 'CDK', 'Cuti Duka Keluarga Inti', 'cuti', 0, 0, 2, 'peristiwa', 2, 0, 0, 0),
    (11, 'CDS', 'Cuti Duka Anggota Keluarga Serumah', 'cuti', 0, 0, 1, 'peristiwa', 1, 0, 0, 0),
    (12, 'DL', 'Dinas Luar', 'dinas', 0, 0, 0, '', 0, 0, 0, 0)`,
  postgresOnly(
    `SELECT setval(pg_get_serial_sequence('jenis_cuti', 'idjenis'), COALESCE(MAX(idjenis), 0) + 1, false) FROM jenis_cuti`,
  ),
  'ALTER TABLE pengajuan_ijin ADD COLUMN idjenis INTEGER REFERENCES jenis_cuti (idjenis)',
  'UPDATE pengajuan_ijin SET idjenis = CASE status WHEN 0 THEN 2 ELSE 1 END',
  'CREATE INDEX pengajuan_ijin_idjenis ON pengajuan_ijin (idjenis)',
  'ALTER TABLE pengajuan_ijin ADD COLUMN hari_tanpa_upah INTEGER NOT NULL DEFAULT 0',
  ddl`ALTER TABLE pengajuan_ijin ADD COLUMN diajukan_oleh ${TEXT} NOT NULL DEFAULT ''`,
  ddl`ALTER TABLE pengajuan_ijin ADD COLUMN setuju_unit_oleh ${TEXT}`,
  ddl`ALTER TABLE pengajuan_ijin ADD COLUMN setuju_unit_waktu ${TEXT}`,
  ddl`ALTER TABLE pengajuan_ijin ADD COLUMN dijawab_oleh ${TEXT}`,
  ddl`ALTER TABLE pengajuan_ijin ADD COLUMN dijawab_waktu ${TEXT}`,
  ddl`ALTER TABLE pengajuan_ijin ADD COLUMN dibatalkan_oleh ${TEXT}`,
  ddl`ALTER TABLE pengajuan_ijin ADD COLUMN dibatalkan_waktu ${TEXT}`,
  ddl`ALTER TABLE pengajuan_ijin ADD COLUMN alasan_batal ${TEXT} NOT NULL DEFAULT ''`,
  // No foreign key: the copy order puts absensi before the requests, and a request is only ever
  // deleted with its employee, whose records go with it.
  'ALTER TABLE absensi ADD COLUMN idj INTEGER',
  ddl`ALTER TABLE absensi ADD COLUMN kategori ${TEXT} CHECK (kategori IN ('cuti', 'dinas'))`,
  `UPDATE absensi SET idj = (
    SELECT MIN(p.idj) FROM pengajuan_ijin p
    WHERE p.idp = absensi.idp AND p.disetujui = 1
      AND absensi.tgl >= p.tglawal AND absensi.tgl <= p.tglakhir
      AND absensi.status = CASE p.status WHEN 0 THEN 2 ELSE 1 END
  ) WHERE status IN (1, 2) AND waktu_masuk IS NULL`,
  'CREATE INDEX absensi_idj ON absensi (idj)',
  ddl`CREATE TABLE cuti_mutasi (
    idmutasi ${ID_KEY},
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    tgl ${TEXT} NOT NULL,
    jenis ${TEXT} NOT NULL CHECK (jenis IN ('ambil', 'kembali', 'penyesuaian')),
    hari INTEGER NOT NULL CHECK (hari <> 0),
    idj INTEGER,
    keterangan ${TEXT} NOT NULL DEFAULT '',
    oleh ${TEXT} NOT NULL,
    waktu ${TEXT} NOT NULL
  )`,
  'CREATE INDEX cuti_mutasi_idp_tgl ON cuti_mutasi (idp, tgl)',
])
