import { ddl, runStatements, TEXT } from '../ddl.ts'

/**
 * Units as master data (issue 20, docs/master-data.md): each unit's address and the name of its
 * head, signed under 'Mengetahui, Kepala …' on a print of that unit. Empty for units that existed
 * before: the print keeps its dotted line until someone fills the head in.
 */
export const up = runStatements([
  ddl`ALTER TABLE kantor ADD COLUMN alamat ${TEXT} NOT NULL DEFAULT ''`,
  ddl`ALTER TABLE kantor ADD COLUMN kepala ${TEXT} NOT NULL DEFAULT ''`,
])
