import { type Kysely, sql } from 'kysely'
import { type Migration, Migrator } from 'kysely/migration'
import { engineOf } from './dialect.ts'
import * as initial from './migrations/2026-11-22-0001-initial.ts'
import * as pengaturanYayasan from './migrations/2026-11-23-0001-pengaturan-yayasan.ts'
import * as radiusRealKodeNotNull from './migrations/2026-11-24-0001-radius-real-kode-not-null.ts'
import * as jejakPerubahan from './migrations/2026-11-25-0001-jejak-perubahan.ts'
import * as kantorAlamatKepala from './migrations/2026-11-26-0001-kantor-alamat-kepala.ts'
import * as sesiPegawai from './migrations/2026-11-27-0001-sesi-pegawai.ts'
import * as pegawaiLaporan from './migrations/2026-11-28-0001-pegawai-laporan.ts'
import * as kalender from './migrations/2026-11-28-0002-kalender.ts'
import * as cuti from './migrations/2026-11-28-0003-cuti.ts'
import * as absenTertunda from './migrations/2026-11-28-0004-absen-tertunda.ts'
import * as absensiKategoriCover from './migrations/2026-11-28-0005-absensi-kategori-cover.ts'
import * as mesin from './migrations/2026-11-28-0006-mesin.ts'
import * as jamMengajar from './migrations/2026-11-28-0007-jam-mengajar.ts'

/**
 * Append-only, dated migrations. Never edit one that has shipped: add a new file and list it here.
 * Kysely records applied ones in the kysely_migration table and runs them in name order.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-initial': initial,
  '2026-11-23-0001-pengaturan-yayasan': pengaturanYayasan,
  '2026-11-24-0001-radius-real-kode-not-null': radiusRealKodeNotNull,
  '2026-11-25-0001-jejak-perubahan': jejakPerubahan,
  '2026-11-26-0001-kantor-alamat-kepala': kantorAlamatKepala,
  '2026-11-27-0001-sesi-pegawai': sesiPegawai,
  '2026-11-28-0001-pegawai-laporan': pegawaiLaporan,
  '2026-11-28-0002-kalender': kalender,
  '2026-11-28-0003-cuti': cuti,
  '2026-11-28-0004-absen-tertunda': absenTertunda,
  '2026-11-28-0005-absensi-kategori-cover': absensiKategoriCover,
  '2026-11-28-0006-mesin': mesin,
  '2026-11-28-0007-jam-mengajar': jamMengajar,
}

export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1) ?? ''

/** Applies pending migrations; returns the names applied. Refuses a database from a newer version. */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema version.
  db: Kysely<any>,
  available: Record<string, Migration> = migrations,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => available },
    migrationTableSchema: await migrationSchema(db),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/**
 * On PostgreSQL, the schema the connection works in (its search_path's first): Kysely otherwise looks
 * for its migration tables in every schema of the database, so another schema's (a second
 * foundation, another app on Kysely) would stop this one from creating its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema version.
async function migrationSchema(db: Kysely<any>): Promise<string | undefined> {
  if (engineOf(db) !== 'postgres') return undefined
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)
  return rows[0]?.schema
}
