import { runStatements } from '../ddl.ts'

/**
 * The period recap's covering index (issue 18) with `kategori` (issue 31): the recap counts the
 * SPEC's Ijin as status 1 without a kategori, and cuti and dinas by it (src/db/reports.ts). Without
 * the column in the index every record of the range was read from the table as well (~30 % more
 * time for a year of 2,000 employees in sql.js, docs/cuti.md).
 */
export const up = runStatements([
  'DROP INDEX absensi_idp_tgl_cover',
  `CREATE INDEX absensi_idp_tgl_cover ON absensi
    (idp, tgl, status, keterlambatan, pulangawal, waktu_masuk, waktu_pulang, kategori)`,
])
