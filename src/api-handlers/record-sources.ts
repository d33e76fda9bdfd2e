import type { Device } from '../db/schema.ts'

/**
 * Where a record's halves came from (issue 32, docs/mesin.md): a record merged from several
 * sources says the source of a half only when it is not the record's own `device`, and the
 * machine's name of a half a machine took. A SPEC-only record (both null) says neither, so it
 * answers exactly as before.
 */
export interface SourceColumns {
  device: Device
  sumber_masuk: Device | null
  sumber_pulang: Device | null
  mesin_masuk: string | null
  mesin_pulang: string | null
}

/** Adds the said sources to `record` in place (the reports copy thousands of rows: no spread). */
export function addSources(record: Record<string, unknown>, row: SourceColumns): void {
  if (row.sumber_masuk !== null && row.sumber_masuk !== row.device) record.sumber_masuk = row.sumber_masuk
  if (row.sumber_pulang !== null && row.sumber_pulang !== row.device) record.sumber_pulang = row.sumber_pulang
  if (row.mesin_masuk !== null) record.mesin_masuk = row.mesin_masuk
  if (row.mesin_pulang !== null) record.mesin_pulang = row.mesin_pulang
}

/** The said sources as fields of their own, for one record. */
export function sourcesOf(row: SourceColumns): SaidSources {
  const said: Record<string, unknown> = {}
  addSources(said, row)
  return said as SaidSources
}

type SaidSources = Partial<{
  [Column in Exclude<keyof SourceColumns, 'device'>]: NonNullable<SourceColumns[Column]>
}>
