import type { Connection } from '../src/db/connection.ts'
import type { Office } from './offices.ts'

/**
 * One registered fingerprint machine per office (issue 32, docs/mesin.md), at the gate: named after
 * the office, with a plausible ZKTeco serial number, the office's first attendance area, and both
 * ways of reading punches (the head office and every other unit by status, the rest by order), so
 * the demo's Mesin Absensi and its imports have machines. No punches are seeded.
 */
export function machineRows(offices: readonly Office[]) {
  return offices.map((office, index) => ({
    nama: `Mesin Gerbang ${office.cabang}`,
    sn: `AEH21937600${String(index + 12).padStart(2, '0')}`,
    kode: office.kode,
    arah: index % 2 === 0 ? 'status' : 'urutan',
  }))
}

/** Written on a schema that has machines (tests seed databases of versions before issue 32). */
export function writeMachines(sqlite: Connection['sqlite'], offices: readonly Office[]) {
  const tables = sqlite.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'mesin'")
  if (!tables[0]?.values.length) return
  for (const machine of machineRows(offices))
    sqlite.run(
      `INSERT INTO mesin (nama, sn, kode, idar, arah, aktif)
       VALUES (?, ?, ?, (SELECT MIN(idar) FROM area_absensi WHERE kode = ?), ?, 1)`,
      [machine.nama, machine.sn, machine.kode, machine.kode, machine.arah],
    )
}
