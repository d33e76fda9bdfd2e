import initSqlJs, { type Database as SqlJsDatabase, type SqlJsStatic } from 'sql.js'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_CREDENTIALS,
  DEMO_EMPLOYEE_COUNT,
  DEMO_EMPLOYEE_PASSWORD,
  DEMO_EMPLOYEES_PER_OFFICE,
  DEMO_LEAVE,
  DEMO_UNIT_KODE,
  seedDemo,
} from '../../seeds/demo.ts'
import { seedLarge } from '../../seeds/large.ts'
import { verifyPassword } from '../../src/api-handlers/auth/password.ts'
import { type Connection, openConnection } from '../../src/db/connection.ts'

const TODAY = '2026-11-22'
type Value = string | number | null | Uint8Array
type Rows = Record<string, Value>[]

function query(sqlite: SqlJsDatabase, sql: string): Rows {
  const [result] = sqlite.exec(sql)
  if (!result) return []
  return result.values.map((values) =>
    Object.fromEntries(result.columns.map((c, i) => [c, values[i] ?? null])),
  )
}
const scalar = (sqlite: SqlJsDatabase, sql: string) => Object.values(query(sqlite, sql)[0] ?? {})[0]

let SQL: SqlJsStatic | undefined
const fresh = async (): Promise<Connection> => {
  SQL ??= await initSqlJs()
  return openConnection(new SQL.Database())
}

/** Minutes after midnight of an 'HH:mm' column, in SQL. */
const minutes = (column: string) =>
  `(CAST(substr(${column}, 1, 2) AS INTEGER) * 60 + CAST(substr(${column}, 4, 2) AS INTEGER))`

/** Each absensi row joined to its employee's shift day for the row's weekday. */
const ROW_WITH_SHIFT = `FROM absensi a JOIN pegawai p ON p.idp = a.idp
  LEFT JOIN shift_hari h ON h.idshift = p.idshift AND h.hari = CAST(strftime('%w', a.tgl) AS INTEGER)`

describe('seedDemo', () => {
  let first: Connection
  let second: Connection
  beforeAll(async () => {
    first = await fresh()
    second = await fresh()
    await seedDemo(first, { today: TODAY })
    await seedDemo(second, { today: TODAY })
  })

  it('is deterministic for the same today (password hashes aside: they are salted)', () => {
    const tables = {
      kantor: 'SELECT * FROM kantor ORDER BY kode',
      pegawai: 'SELECT * FROM pegawai ORDER BY idp',
      shift_hari: 'SELECT * FROM shift_hari ORDER BY idshift, hari',
      absensi: 'SELECT * FROM absensi ORDER BY id',
      absensi_ajar: 'SELECT * FROM absensi_ajar ORDER BY id',
      pengajuan_ijin: 'SELECT * FROM pengajuan_ijin ORDER BY idj',
      hari_libur: 'SELECT * FROM hari_libur ORDER BY idx',
      pengguna: 'SELECT * FROM pengguna ORDER BY iduser',
    }
    const unsalted = (rows: Rows) => rows.map(({ pass_hash: _salted, ...row }) => row)
    for (const sql of Object.values(tables)) {
      expect(unsalted(query(second.sqlite, sql))).toEqual(unsalted(query(first.sqlite, sql)))
    }
  })

  it('gives a different attendance history for another today', async () => {
    const other = await fresh()
    await seedDemo(other, { today: '2026-12-01' })
    expect(scalar(other.sqlite, 'SELECT max(tgl) FROM absensi')).toBe('2026-12-01')
    expect(scalar(other.sqlite, 'SELECT count(*) FROM pegawai')).toBe(DEMO_EMPLOYEE_COUNT)
  })

  it('refuses a database that already holds data', async () => {
    await expect(seedDemo(first, { today: TODAY })).rejects.toThrow(/sudah berisi data/)
  })

  it('creates the expected amounts', () => {
    const db = first.sqlite
    const perOffice = query(db, 'SELECT kode, count(*) AS n FROM pegawai GROUP BY kode')
    expect(Object.fromEntries(perOffice.map((r) => [r.kode, r.n]))).toEqual(DEMO_EMPLOYEES_PER_OFFICE)
    expect(scalar(db, 'SELECT count(*) FROM kantor WHERE pusat = 1')).toBe(1)
    // The seed is a pure function of `today`: these are its exact figures for TODAY (a change to
    // the seed shows here), so a table that silently shrank or doubled cannot pass.
    const count = (where: string) => scalar(db, `SELECT count(*) FROM ${where}`)
    expect({
      shift: count('shift'),
      shift_hari: count('shift_hari'),
      guru: count("pegawai WHERE tipe = 'ajar'"),
      aktif: count('pegawai WHERE status = 0'),
      keluar: count('pegawai WHERE status IN (1, 2) AND tglkeluar IS NOT NULL'),
      area_absensi: count('area_absensi'),
      absensi: count('absensi'),
      manual: count('absensi WHERE device = 1 AND status = 0'),
      tanpa_pulang: count('absensi WHERE status = 0 AND waktu_pulang IS NULL'),
      absensi_ajar: count('absensi_ajar'),
      hari_libur: count('hari_libur'),
      hari_khusus: count('hari_khusus'),
    }).toEqual({
      shift: 4,
      shift_hari: 28,
      guru: 78,
      aktif: 109,
      keluar: 11,
      area_absensi: 9,
      absensi: 8776,
      manual: 1027,
      tanpa_pulang: 288,
      absensi_ajar: 9927,
      hari_libur: 41,
      hari_khusus: 4,
    })
    expect(scalar(db, 'SELECT count(DISTINCT status) FROM absensi')).toBe(3)
    expect(scalar(db, 'SELECT count(*) FROM absensi_ajar')).toBeGreaterThan(1000)
    expect(scalar(db, 'SELECT count(*) FROM hari_libur')).toBeGreaterThan(0)
    expect(scalar(db, 'SELECT count(*) FROM hari_khusus')).toBeGreaterThanOrEqual(3)
  })

  it('gives each school a clash-free timetable and lesson records that agree with the attendance and the calendar', () => {
    const db = first.sqlite
    const schools = scalar(db, 'SELECT count(*) FROM kantor WHERE pusat = 0')
    expect(scalar(db, 'SELECT count(DISTINCT kode) FROM jadwal_ajar')).toBe(schools)
    expect(scalar(db, 'SELECT count(DISTINCT kode) FROM jam_pelajaran')).toBe(schools)
    // A teacher once per period of a weekday, on a teacher of the unit.
    expect(
      scalar(
        db,
        'SELECT count(*) FROM (SELECT 1 FROM jadwal_ajar GROUP BY idp, hari, jamke HAVING count(*) > 1)',
      ),
    ).toBe(0)
    expect(
      scalar(
        db,
        "SELECT count(*) FROM jadwal_ajar j JOIN pegawai p USING (idp) WHERE p.kode <> j.kode OR p.tipe <> 'ajar'",
      ),
    ).toBe(0)
    expect(query(db, "SELECT DISTINCT kategori_guru FROM pegawai WHERE tipe = 'ajar' ORDER BY 1")).toEqual([
      { kategori_guru: 'GTT' },
      { kategori_guru: 'GTY' },
      { kategori_guru: 'honorer' },
    ])
    const count = (where: string) => scalar(db, `SELECT count(*) FROM absensi_ajar a ${where}`)
    expect(count("WHERE status = 'pengganti'")).toBeGreaterThan(0)
    expect(count("WHERE status = 'tidak' AND alasan <> ''")).toBe(count("WHERE status = 'tidak'"))
    expect(count("WHERE status = 'hadir' AND materi <> ''")).toBe(count("WHERE status = 'hadir'"))
    // Taught by someone present that day; never on the scheduled teacher's leave, nor on a day off.
    expect(
      count(
        "WHERE status <> 'tidak' AND NOT EXISTS (SELECT 1 FROM absensi b WHERE b.idp = a.idp AND b.tgl = a.tgl AND b.status = 0)",
      ),
    ).toBe(0)
    expect(
      count(
        'JOIN jadwal_ajar j USING (idjadwal) JOIN absensi b ON b.idp = j.idp AND b.tgl = a.tgl AND b.status IN (1, 2)',
      ),
    ).toBe(0)
    expect(count('JOIN hari_libur h ON h.tgllibur = a.tgl')).toBe(0)
    // A substitute has no lesson of their own that period; the record is the cell's weekday.
    expect(
      count(
        "JOIN jadwal_ajar j USING (idjadwal) JOIN jadwal_ajar o ON o.idp = a.idp AND o.hari = j.hari AND o.jamke = j.jamke WHERE a.status = 'pengganti'",
      ),
    ).toBe(0)
    expect(
      count("JOIN jadwal_ajar j USING (idjadwal) WHERE CAST(strftime('%w', a.tgl) AS INTEGER) <> j.hari"),
    ).toBe(0)
  })

  it("holds the decreed national calendar, each day one entry linked to its Libur Khusus date, and the schools' semester break", () => {
    const db = first.sqlite
    // 2026-12-24 is Cuti Bersama Hari Natal in the 2026 decree; the approximations had Idulfitri on 20 March.
    expect(
      query(db, "SELECT jenis, keterangan, sk <> '' AS decreed FROM kalender WHERE tglawal = '2026-12-24'"),
    ).toEqual([{ jenis: 'cuti_bersama', keterangan: 'Cuti Bersama Kelahiran Yesus Kristus', decreed: 1 }])
    expect(
      scalar(
        db,
        'SELECT count(*) FROM hari_libur h JOIN kalender k ON k.idkalender = h.idkalender AND k.tglawal = h.tgllibur AND k.semua_unit = 1',
      ),
    ).toBe(scalar(db, 'SELECT count(*) FROM kalender WHERE semua_unit = 1'))
    const breaks = query(
      db,
      "SELECT k.tglawal, k.tglakhir, count(ku.kode) AS units FROM kalender k JOIN kalender_unit ku USING (idkalender) WHERE k.jenis = 'unit' GROUP BY k.idkalender",
    )
    const schools = scalar(db, 'SELECT count(*) FROM kantor WHERE pusat = 0')
    expect(breaks).toEqual([
      { tglawal: '2025-12-22', tglakhir: '2026-01-02', units: schools },
      { tglawal: '2026-12-21', tglakhir: '2027-01-01', units: schools },
    ])
    // The whole decreed year from 1 January, though the history starts later.
    expect(
      query(
        db,
        "SELECT jenis, count(*) AS n FROM kalender WHERE tglawal LIKE '2026-%' AND semua_unit = 1 GROUP BY jenis ORDER BY jenis",
      ),
    ).toEqual([
      { jenis: 'cuti_bersama', n: 8 },
      { jenis: 'nasional', n: 17 },
    ])
  })

  it('keeps every attendance row on a working day of the employee, up to today', () => {
    const bad = query(
      first.sqlite,
      `SELECT a.* ${ROW_WITH_SHIFT}
       WHERE h.libur IS NOT 0 OR a.tgl IN (SELECT tgllibur FROM hari_libur)
          OR EXISTS (SELECT 1 FROM kalender k JOIN kalender_unit ku ON ku.idkalender = k.idkalender
                     WHERE ku.kode = p.kode AND a.tgl BETWEEN k.tglawal AND k.tglakhir)
          OR a.tgl < p.tglmasuk OR a.tgl > coalesce(p.tglkeluar, '${TODAY}') OR a.tgl > '${TODAY}'`,
    )
    expect(bad).toEqual([])
    expect(scalar(first.sqlite, 'SELECT max(tgl) FROM absensi')).toBe(TODAY)
    expect(
      scalar(
        first.sqlite,
        `SELECT count(*) FROM absensi WHERE tgl = '${TODAY}' AND waktu_pulang IS NOT NULL`,
      ),
    ).toBe(0)
  })

  it('computes lateness, early leave and work time in minutes from the shift', () => {
    const bad = query(
      first.sqlite,
      `SELECT a.* ${ROW_WITH_SHIFT} WHERE a.status = 0 AND (
         a.keterlambatan != max(0, ${minutes('a.waktu_masuk')} - ${minutes('h.waktu_masuk')})
         OR (a.waktu_pulang IS NULL AND (a.pulangawal != 0 OR a.waktukerja != 0))
         OR (a.waktu_pulang IS NOT NULL AND (
           a.pulangawal != max(0, ${minutes('h.waktu_pulang')} - ${minutes('a.waktu_pulang')})
           OR a.waktukerja != ${minutes('a.waktu_pulang')} - ${minutes('a.waktu_masuk')})))`,
    )
    expect(bad).toEqual([])
    const absent =
      'SELECT count(*) FROM absensi WHERE status != 0 AND (waktu_masuk IS NOT NULL OR keterlambatan != 0)'
    expect(scalar(first.sqlite, absent)).toBe(0)
    expect(scalar(first.sqlite, 'SELECT count(*) FROM absensi WHERE keterlambatan > 0')).toBe(748)
  })

  it('marks manual entries with the operator and a reason', () => {
    const bad = "SELECT count(*) FROM absensi WHERE device = 1 AND (opr != 'admin' OR catatan = '')"
    expect(scalar(first.sqlite, bad)).toBe(0)
    expect(
      scalar(first.sqlite, 'SELECT count(*) FROM absensi WHERE device = 0 AND (lat IS NULL OR lng IS NULL)'),
    ).toBe(0)
  })

  it('has leave requests in every state, approved ones backed by Ijin/Sakit records', () => {
    const db = first.sqlite
    const states = query(
      db,
      'SELECT disetujui, count(*) AS n FROM pengajuan_ijin GROUP BY disetujui ORDER BY 1',
    )
    expect(states).toEqual([
      { disetujui: 0, n: DEMO_LEAVE.pending },
      { disetujui: 1, n: DEMO_LEAVE.approved },
      { disetujui: 9, n: DEMO_LEAVE.rejected },
    ])
    expect(DEMO_LEAVE.pending).toBeGreaterThanOrEqual(5)
    expect(scalar(db, "SELECT count(*) FROM pengajuan_ijin WHERE disetujui = 9 AND catatan = ''")).toBe(0)
    expect(
      scalar(
        db,
        'SELECT count(*) FROM pengajuan_ijin WHERE julianday(tglakhir) - julianday(tglawal) + 1 != hari',
      ),
    ).toBe(0)
    const approved = query(db, 'SELECT * FROM pengajuan_ijin WHERE disetujui = 1')
    for (const j of approved) {
      const records = query(
        db,
        `SELECT status FROM absensi WHERE idp = ${j.idp} AND tgl BETWEEN '${j.tglawal}' AND '${j.tglakhir}'`,
      )
      expect(records).toEqual(
        Array.from({ length: Number(j.hari) }, () => ({ status: j.status === 0 ? 2 : 1 })),
      )
    }
    const pendingPast = `SELECT count(*) FROM pengajuan_ijin j JOIN absensi a ON a.idp = j.idp
      AND a.tgl BETWEEN j.tglawal AND j.tglakhir WHERE j.disetujui = 0`
    expect(scalar(db, pendingPast)).toBe(0)
  })

  it("keeps the pictures small: the last two days' app selfies, most letters, every fifth photo", () => {
    const db = first.sqlite
    const since = '2026-11-21'
    expect(scalar(db, 'SELECT count(*) FROM absensi_foto')).toBe(
      scalar(
        db,
        `SELECT count(*) + count(waktu_pulang) FROM absensi WHERE device = 0 AND status = 0 AND tgl >= '${since}'`,
      ),
    )
    expect(
      scalar(
        db,
        `SELECT count(*) FROM absensi_foto f JOIN absensi a ON a.id = f.absensi_id WHERE a.tgl < '${since}'`,
      ),
    ).toBe(0)
    expect(scalar(db, 'SELECT count(*) FROM surat_ijin')).toBe(
      scalar(db, 'SELECT count(*) FROM pengajuan_ijin WHERE status = 0 OR idj % 3 <> 0'),
    )
    expect(scalar(db, 'SELECT count(*) FROM pegawai WHERE image1 IS NOT NULL')).toBe(
      scalar(db, 'SELECT count(*) FROM pegawai WHERE idp % 5 = 1'),
    )
    const jpegs = `SELECT data FROM absensi_foto UNION ALL SELECT data FROM surat_ijin`
    expect(scalar(db, `SELECT count(*) FROM (${jpegs}) WHERE hex(substr(data, 1, 3)) <> 'FFD8FF'`)).toBe(0)
    const bytes = Number(
      scalar(
        db,
        `SELECT (SELECT sum(length(data)) FROM (${jpegs})) + (SELECT sum(length(image1)) FROM pegawai)`,
      ),
    )
    expect(bytes).toBeLessThan(400_000)
  })

  it('has exactly one active academic year, the demo logins and a consistent schema', async () => {
    const db = first.sqlite
    expect(query(db, 'SELECT nama FROM tahunajaran WHERE aktif = 1')).toEqual([{ nama: '2026/2027' }])
    expect(query(db, 'PRAGMA foreign_key_check')).toEqual([])
    expect(query(db, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }])
    const users = query(db, 'SELECT usernama, levelx, ids, pass_hash FROM pengguna ORDER BY iduser')
    expect(users.map(({ usernama, levelx, ids }) => ({ usernama, levelx, ids }))).toEqual([
      { usernama: 'admin', levelx: 0, ids: null },
      { usernama: 'unit', levelx: 1, ids: DEMO_UNIT_KODE },
    ])
    for (const [i, login] of DEMO_CREDENTIALS.entries()) {
      expect(await verifyPassword(login.pass, String(users[i]?.pass_hash))).toBe(true)
    }
    expect(DEMO_UNIT_KODE).toBe(scalar(db, 'SELECT kode FROM kantor WHERE pusat = 0 ORDER BY rowid LIMIT 1'))
    const hash = String(scalar(db, 'SELECT pass_hash FROM pegawai LIMIT 1'))
    expect(await verifyPassword(DEMO_EMPLOYEE_PASSWORD, hash)).toBe(true)
    expect(scalar(db, 'SELECT count(DISTINCT pass_hash) FROM pegawai')).toBe(1)
    expect(scalar(db, 'SELECT count(*) FROM pegawai WHERE idshift IS NULL')).toBe(1)
  })
})

describe('seedLarge', () => {
  it('scales the same data down to 20 employees × 30 days', async () => {
    const conn = await fresh()
    const summary = await seedLarge(conn, { today: TODAY, employees: 20, days: 30 })
    const db = conn.sqlite
    expect(summary.pegawai).toBe(20)
    expect(scalar(db, 'SELECT count(*) FROM pegawai')).toBe(20)
    expect(summary.absensi).toBe(scalar(db, 'SELECT count(*) FROM absensi'))
    expect(summary.absensi).toBe(438)
    expect(scalar(db, 'SELECT min(tgl) FROM absensi')).toBe('2026-10-24')
    expect(scalar(db, 'SELECT max(tgl) FROM absensi')).toBe(TODAY)
    expect(scalar(db, 'SELECT count(*) FROM pengajuan_ijin WHERE disetujui = 0')).toBe(5)
    expect(query(db, 'PRAGMA foreign_key_check')).toEqual([])
  })
})
