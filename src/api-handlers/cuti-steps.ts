import { type Kysely, sql } from 'kysely'
import type { TahapPengajuan } from '../contract/ijin.ts'
import type { Database } from '../db/schema.ts'
import { readPengaturan } from './pengaturan.ts'

/**
 * Where a leave request stands (issue 31, docs/cuti.md "Persetujuan dua tingkat"): its type and
 * each step's who and when, as the admin's list and the employee's app show them.
 */

/** The type of a request; a row written before issue 31 has none: Sakit (status 0) or Ijin (1). */
const JENIS_OF_REQUEST = sql`COALESCE(pengajuan_ijin.idjenis, CASE pengajuan_ijin.status WHEN 0 THEN 2 ELSE 1 END)`

/**
 * The requests with their employee (`pegawai`), their type (`jenis_cuti`) and the step columns:
 * the admin's list and the app's list build on it.
 */
export function requestsWithSteps(db: Kysely<Database>) {
  return db
    .selectFrom('pengajuan_ijin')
    .innerJoin('pegawai', 'pegawai.idp', 'pengajuan_ijin.idp')
    .innerJoin('jenis_cuti', (join) => join.on(sql<boolean>`jenis_cuti.idjenis = ${JENIS_OF_REQUEST}`))
    .select([
      'jenis_cuti.idjenis',
      'jenis_cuti.nama as jenis',
      'jenis_cuti.hitung',
      'jenis_cuti.pakai_saldo',
      'pengajuan_ijin.setuju_unit_oleh',
      'pengajuan_ijin.setuju_unit_waktu',
      'pengajuan_ijin.dijawab_oleh',
      'pengajuan_ijin.dijawab_waktu',
      'pengajuan_ijin.dibatalkan_oleh',
      'pengajuan_ijin.dibatalkan_waktu',
      'pengajuan_ijin.alasan_batal',
      'pengajuan_ijin.diajukan_oleh',
      'pengajuan_ijin.hari_tanpa_upah',
      'pegawai.kode as kode_unit',
    ])
}

/** What the stage of a pending request depends on: the setting and which units have an Admin Unit. */
export interface StageRules {
  twoLevels: boolean
  unitsWithAdmin: ReadonlySet<string>
}

export async function loadStageRules(db: Kysely<Database>): Promise<StageRules> {
  const [{ persetujuan_tingkat }, admins] = await Promise.all([
    readPengaturan(db),
    db.selectFrom('pengguna').select('ids').where('levelx', '=', 1).where('ids', 'is not', null).execute(),
  ])
  return {
    twoLevels: persetujuan_tingkat === 2,
    unitsWithAdmin: new Set(admins.map((admin) => admin.ids ?? '')),
  }
}

/** Whether a pending request still waits for its unit admin (two levels, and the unit has one). */
export const waitsForUnit = (
  request: { setuju_unit_waktu: string | null; kode_unit: string | null },
  rules: StageRules,
) =>
  rules.twoLevels && request.setuju_unit_waktu === null && rules.unitsWithAdmin.has(request.kode_unit ?? '')

export function tahapOf(
  request: {
    disetujui: 0 | 1 | 9
    dibatalkan_waktu: string | null
    setuju_unit_waktu: string | null
    kode_unit: string | null
  },
  rules: StageRules,
): TahapPengajuan {
  if (request.dibatalkan_waktu !== null) return 'dibatalkan'
  if (request.disetujui === 9) return 'ditolak'
  if (request.disetujui === 1) return 'disetujui'
  return waitsForUnit(request, rules) ? 'menunggu_unit' : 'menunggu_yayasan'
}

/** A row as answered: its stage added, the columns only the stage needs left out. */
export function withTahap<R extends Parameters<typeof tahapOf>[0] & { pakai_saldo: 0 | 1 }>(
  row: R,
  rules: StageRules,
): Omit<R, 'kode_unit' | 'pakai_saldo'> & { tahap: TahapPengajuan } {
  const { kode_unit: _unit, pakai_saldo: _saldo, ...rest } = row
  return { ...rest, tahap: tahapOf(row, rules) }
}
