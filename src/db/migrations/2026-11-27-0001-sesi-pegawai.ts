import { ddl, runStatements, TEXT, WITHOUT_ROWID } from '../ddl.ts'

/**
 * Sessions of the employee app (issue 17, docs/presensi-pegawai.md), kept apart from the admins'
 * `sesi`: a token is looked up only in the table of the calls it is sent to, so an employee token
 * never opens an admin call and an admin token never opens an employee call. Like `sesi`, only the
 * SHA-256 of the token is stored; an employee's sessions go with the employee.
 */
export const up = runStatements([
  ddl`CREATE TABLE sesi_pegawai (
    token_hash ${TEXT} PRIMARY KEY,
    idp INTEGER NOT NULL REFERENCES pegawai (idp) ON DELETE CASCADE,
    dibuat ${TEXT} NOT NULL,
    kedaluwarsa ${TEXT} NOT NULL
  ) ${WITHOUT_ROWID}`,
  'CREATE INDEX sesi_pegawai_idp ON sesi_pegawai (idp)',
])
