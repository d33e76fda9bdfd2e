import { ddl, ID_KEY, runStatements } from '../ddl.ts'

/**
 * The audit trail (docs/audit-trail.md): one row per create, change or delete made through the
 * API, written in the same transaction as the change. Who is kept by id and by the name at that
 * time, without a foreign key: a user deleted later keeps their entries. Before/after are JSON
 * text (passwords, hashes and photos masked by the writer). `tgl`/`jam` are the foundation's
 * calendar date and wall-clock time, as every other date of the app.
 *
 * Written once for both engines (src/db/ddl.ts, since issue 28). Its text columns are a plain
 * `TEXT` on PostgreSQL too (the database's collation, not "C"), as it shipped.
 */
export const up = runStatements([
  ddl`CREATE TABLE jejak_perubahan (
    id ${ID_KEY},
    tgl TEXT NOT NULL,
    jam TEXT NOT NULL,
    iduser INTEGER NOT NULL,
    namauser TEXT NOT NULL,
    tabel TEXT NOT NULL,
    idrekaman TEXT NOT NULL,
    jenis TEXT NOT NULL CHECK (jenis IN ('tambah', 'ubah', 'hapus')),
    sebelum TEXT,
    sesudah TEXT,
    keterangan TEXT NOT NULL DEFAULT ''
  )`,
  'CREATE INDEX jejak_perubahan_tgl ON jejak_perubahan (tgl, id)',
  'CREATE INDEX jejak_perubahan_rekaman ON jejak_perubahan (tabel, idrekaman)',
  'CREATE INDEX jejak_perubahan_iduser ON jejak_perubahan (iduser)',
])
