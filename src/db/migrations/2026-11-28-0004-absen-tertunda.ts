import { ddl, runStatements, TEXT } from '../ddl.ts'

/**
 * Check-ins sent late (issue 34, docs/presensi-pegawai.md): the employee app queues a check-in/out
 * made without signal and sends it when the signal returns. The record keeps the time it was
 * taken (waktu_masuk / waktu_pulang); `kirim_masuk` / `kirim_pulang` say when it reached the server
 * ('YYYY-MM-DD HH:mm' in the foundation's zone), NULL when it was sent as it was taken. The
 * `id_kirim_*` columns hold the app's id of the sending, so a re-send of the same check-in is
 * answered from the record instead of writing again (however long it waited).
 */
export const up = runStatements([
  ddl`ALTER TABLE absensi ADD COLUMN kirim_masuk ${TEXT}`,
  ddl`ALTER TABLE absensi ADD COLUMN kirim_pulang ${TEXT}`,
  ddl`ALTER TABLE absensi ADD COLUMN id_kirim_masuk ${TEXT}`,
  ddl`ALTER TABLE absensi ADD COLUMN id_kirim_pulang ${TEXT}`,
])
