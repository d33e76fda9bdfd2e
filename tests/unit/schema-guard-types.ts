import type { Generated } from 'kysely'
import type { Database } from '../../src/db/schema.ts'
import type { AssertNoDrift, SchemaDrift } from '../../src/db/schema-shape.ts'
import type { schemaSnapshot } from '../../src/db/schema-snapshot.ts'
import type { postgresSchemaSnapshot } from '../../src/db/schema-snapshot-postgres.ts'

/**
 * Schema guard, type level (docs/schema-guard.md): checked by `tsc -b`, not run by vitest.
 */

// Compile-time: every table and column of the snapshot is in `Database` and vice versa, with the
// TS type its SQL type and nullability give. A drift names itself in tsc's error.
export type SnapshotMatchesDatabase = AssertNoDrift<SchemaDrift<Database, typeof schemaSnapshot>>
// The same for what the migrations create on PostgreSQL (identity columns count as filled).
export type PostgresSnapshotMatchesDatabase = AssertNoDrift<
  SchemaDrift<Database, typeof postgresSchemaSnapshot>
>

// The check can fail: each drifted interface below is rejected (tsc fails if one compiles).
type Snapshot = typeof schemaSnapshot
type Drifted<T extends keyof Database, Change> = Omit<Database, T> & {
  [K in T]: Omit<Database[T], keyof Change> & Change
}
type Check<DB> = SchemaDrift<DB, Snapshot>
type WrongType = Drifted<'area_absensi', { radius: string }>
type MissingNull = Drifted<'pegawai', { tgllahir: string }>
type ExtraNull = Drifted<'pegawai', { nama: string | null }>
type OptionalInsert = Drifted<'pegawai', { nama: Generated<string> }>
type ExtraColumn = Drifted<'kantor', { telepon: string }>
type MissingColumn = Omit<Database, 'kantor'> & { kantor: { kode: string } }
type MissingTable = Omit<Database, 'sesi'>
// @ts-expect-error radius as text
export type RejectsWrongType = AssertNoDrift<Check<WrongType>>
// @ts-expect-error tgllahir can be NULL in SQL
export type RejectsMissingNull = AssertNoDrift<Check<MissingNull>>
// @ts-expect-error nama is NOT NULL in SQL
export type RejectsExtraNull = AssertNoDrift<Check<ExtraNull>>
// @ts-expect-error nama has no default: an insert must give it
export type RejectsOptionalInsert = AssertNoDrift<Check<OptionalInsert>>
// @ts-expect-error a column no migration creates
export type RejectsExtraColumn = AssertNoDrift<Check<ExtraColumn>>
// @ts-expect-error columns missing from Database
export type RejectsMissingColumn = AssertNoDrift<Check<MissingColumn>>
// @ts-expect-error a table missing from Database
export type RejectsMissingTable = AssertNoDrift<Check<MissingTable>>
