import type { Kysely } from 'kysely'
import initSqlJs from 'sql.js'
import { describe, expect, it } from 'vitest'
import type { ChangeAuthor } from '../../src/api-handlers/audit-trail.ts'
import { deleteEntry, insertEntry, takeDateOut } from '../../src/api-handlers/kalender-entries.ts'
import type { Database } from '../../src/db/schema.ts'
import { type DatabaseHost, startDatabaseHost } from '../../src/worker/database-host.ts'
import { encodeRecord } from '../../src/worker/journal-codec.ts'
import { MemoryStore } from '../../src/worker/memory-store.ts'

/**
 * Replay must reproduce exactly what committed: foreign-key cascades included, ids reused, failed
 * statements left out. Writes go through the same steps as the server pipeline (one transaction,
 * statements captured by the write log, appended to the journal before COMMIT).
 */
const sqlJs = await initSqlJs()

const boot = (store: MemoryStore) =>
  startDatabaseHost({
    sqlJs,
    store,
    seed: async () => undefined,
    checkpointAfterBytes: Number.POSITIVE_INFINITY,
  })

/** One write call: true when it committed, false when it was refused (and rolled back). */
async function write(
  host: DatabaseHost,
  store: MemoryStore,
  work: (tx: Kysely<Database>) => Promise<unknown>,
) {
  return host.server.exclusive(async () => {
    try {
      await host.connection.db.transaction().execute(async (tx) => {
        const { statements } = await host.connection.writeLog.capture(() => work(tx))
        if (statements.length) store.append(statements)
      })
      return true
    } catch {
      return false
    }
  })
}

/** Every table's rows in primary-key order, plus the foreign-key check. */
function dump(host: DatabaseHost) {
  const sqlite = host.connection.sqlite
  const tables =
    sqlite
      .exec(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name",
      )[0]
      ?.values.map(([name]) => String(name)) ?? []
  const rows = Object.fromEntries(
    tables.map((t) => [t, sqlite.exec(`SELECT * FROM ${t} ORDER BY 1, 2`)[0]?.values ?? []]),
  )
  return { rows, fkViolations: sqlite.exec('PRAGMA foreign_key_check')[0]?.values ?? [] }
}

const week = (idshift: number) =>
  Array.from({ length: 7 }, (_, hari) => ({
    idshift,
    hari,
    waktu_masuk: '08:00',
    waktu_pulang: '14:00',
    libur: hari === 0 ? (1 as const) : (0 as const),
  }))

const addShift = (idshift: number) => async (tx: Kysely<Database>) => {
  await tx
    .insertInto('shift')
    .values({ idshift, label: `Shift ${idshift}`, lokasi_masuk: 0, lokasi_pulang: 0 })
    .execute()
  await tx.insertInto('shift_hari').values(week(idshift)).execute()
}

describe('journal replay reproduces what committed', () => {
  it('re-applies cascades: a deleted shift keeps its days deleted after a restart', async () => {
    const store = new MemoryStore()
    const live = await boot(store)
    expect(await write(live, store, addShift(7))).toBe(true)
    expect(await write(live, store, (tx) => tx.deleteFrom('shift').where('idshift', '=', 7).execute())).toBe(
      true,
    )
    expect(dump(live).rows.shift_hari).toEqual([])
    const restarted = await boot(store)
    expect(restarted.recovery).toBeNull()
    expect(dump(restarted)).toEqual(dump(live))
  })

  it('replays a deleted id reused by a new row, and keeps starting afterwards', async () => {
    const store = new MemoryStore()
    const live = await boot(store)
    await write(live, store, addShift(3))
    await write(live, store, (tx) => tx.deleteFrom('shift').where('idshift', '=', 3).execute())
    expect(await write(live, store, addShift(3))).toBe(true)
    const first = await boot(store)
    expect(first.recovery).toBeNull()
    expect(dump(first)).toEqual(dump(live))
    const second = await boot(store)
    expect(dump(second)).toEqual(dump(live))
  })

  it("replays the calendar's writes: a range split by a date taken out, a unit's entry deleted with its units", async () => {
    const store = new MemoryStore()
    const live = await boot(store)
    const author = {
      session: { iduser: 1, namalengkap: 'Uji' },
      clock: { today: '2026-11-18', time: '10:00' },
    } as unknown as ChangeAuthor
    await write(live, store, (tx) =>
      tx.insertInto('kantor').values({ kode: 'SD1', cabang: 'SD 1', pusat: 0 }).execute(),
    )
    const range = { jenis: 'yayasan' as const, keterangan: 'Libur Yayasan', semua_unit: 1 as const, unit: [] }
    let idRange = 0
    let idUnit = 0
    expect(
      await write(live, store, async (tx) => {
        idRange = await insertEntry(tx, author, { ...range, tglawal: '2026-12-01', tglakhir: '2026-12-05' })
        idUnit = await insertEntry(tx, author, {
          ...{ jenis: 'unit', tglawal: '2026-12-21', tglakhir: '2026-12-31', keterangan: 'Libur Semester' },
          ...{ semua_unit: 0, unit: ['SD1'] },
        })
      }),
    ).toBe(true)
    expect(await write(live, store, (tx) => takeDateOut(tx, author, idRange, '2026-12-03'))).toBe(true)
    expect(await write(live, store, (tx) => deleteEntry(tx, author, idUnit))).toBe(true)
    const { rows } = dump(live)
    expect(rows.kalender?.map((row) => row.slice(0, 4))).toEqual([
      [idRange, 'yayasan', '2026-12-01', '2026-12-02'],
      [idUnit + 1, 'yayasan', '2026-12-04', '2026-12-05'],
    ])
    expect(rows.hari_libur?.map((row) => row[1])).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-04',
      '2026-12-05',
    ])
    expect(rows.kalender_unit).toEqual([])
    const restarted = await boot(store)
    expect(restarted.recovery).toBeNull()
    expect(dump(restarted)).toEqual(dump(live))
  })

  it('leaves a refused write out of the journal entirely', async () => {
    const store = new MemoryStore()
    const live = await boot(store)
    await write(live, store, addShift(1))
    const before = store.journalBytes()
    expect(await write(live, store, addShift(1))).toBe(false) // duplicate id: rolled back
    expect(store.journalBytes()).toBe(before)
  })

  it('holds for hundreds of random sequences of creates, edits, deletes with cascades and id reuse', async () => {
    let seed = 20261122
    const random = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    const ops: ((tx: Kysely<Database>) => Promise<unknown>)[] = [
      (tx) =>
        tx
          .insertInto('kantor')
          .values({ kode: `K${random(3)}`, cabang: 'Kantor', pusat: 0 })
          .execute(),
      (tx) => addShift(1 + random(3))(tx),
      (tx) =>
        tx
          .deleteFrom('shift')
          .where('idshift', '=', 1 + random(3))
          .execute(),
      (tx) =>
        tx.updateTable('shift_hari').set({ waktu_pulang: '15:00' }).where('hari', '=', random(7)).execute(),
      (tx) =>
        tx
          .insertInto('pegawai')
          .values({
            ...{
              idp: 1 + random(5),
              nip: `N${random(1000)}`,
              nama: 'P',
              jk: 'L',
              tempat: '',
              tgllahir: null,
            },
            ...{ alamat: '', jabatan: '', pendidikan: '', catatan: '', wa: '', email: '', status: 0 },
            ...{
              tglmasuk: null,
              tglkeluar: null,
              kode: `K${random(3)}`,
              pass_hash: 'x',
              idshift: random(2) ? 1 + random(3) : null,
            },
            ...{ status_aktif: 1, tipe: 'normal', image1: null },
          })
          .execute(),
      (tx) =>
        tx
          .deleteFrom('pegawai')
          .where('idp', '=', 1 + random(5))
          .execute(),
      (tx) =>
        tx
          .insertInto('absensi')
          .values({
            ...{
              idp: 1 + random(5),
              tgl: `2026-01-0${1 + random(5)}`,
              status: ([0, 1, 2] as const)[random(3)] ?? 0,
              waktu_masuk: '08:05',
              waktu_pulang: null,
            },
            ...{ keterlambatan: random(30), pulangawal: 0, waktukerja: 0, idar: null, lokasi: '', device: 1 },
            ...{
              tglentri: '2026-01-01',
              waktuentri: '08:05',
              lat: null,
              lng: null,
              opr: 'admin',
              catatan: '',
            },
          })
          .execute(),
      async (tx) => {
        const row = await tx
          .selectFrom('absensi')
          .select('id')
          .orderBy('id')
          .limit(1)
          .offset(random(4))
          .executeTakeFirst()
        if (row)
          await tx
            .insertInto('absensi_foto')
            .values({ absensi_id: row.id, jenis: 'datang', data: new Uint8Array([random(256), 1, 2]) })
            .execute()
      },
      (tx) =>
        tx
          .deleteFrom('absensi')
          .where('idp', '=', 1 + random(5))
          .execute(),
    ]
    let committed = 0
    for (let sequence = 0; sequence < 300; sequence++) {
      const store = new MemoryStore()
      const live = await boot(store)
      const steps = 5 + random(20)
      for (let step = 0; step < steps; step++) {
        if (await write(live, store, ops[random(ops.length)] as (tx: Kysely<Database>) => Promise<unknown>))
          committed++
        if (random(15) === 0) await live.checkpoint()
      }
      const restarted = await boot(store)
      expect(restarted.recovery, `sequence ${sequence}`).toBeNull()
      const expected = dump(live)
      expect(expected.fkViolations).toEqual([])
      expect(dump(restarted), `sequence ${sequence}`).toEqual(expected)
    }
    expect(committed).toBeGreaterThan(1000)
  }, 120_000)
})

describe('a journal record that cannot be replayed', () => {
  it('is set aside with everything after it; the app starts from the last good record and says so', async () => {
    const store = new MemoryStore()
    const live = await boot(store)
    await write(live, store, addShift(1))
    // A frame with a valid checksum that fails on replay (the same id again), then a good one.
    const bad = encodeRecord([
      ["INSERT INTO shift (idshift, label, lokasi_masuk, lokasi_pulang) VALUES (1, 'x', 0, 0)", []],
    ])
    const later = encodeRecord([
      ["INSERT INTO kantor (kode, cabang, pusat) VALUES ('K9', 'Sembilan', 0)", []],
    ])
    const journal = new Uint8Array(store.journal.length + bad.length + later.length)
    journal.set(store.journal)
    journal.set(bad, store.journal.length)
    journal.set(later, store.journal.length + bad.length)
    store.journal = journal

    const restarted = await boot(store)
    expect(restarted.recovery).toMatchObject({ setAside: 2 })
    expect(restarted.recovery?.reason).toMatch(/UNIQUE/)
    expect(dump(restarted).rows.shift).toHaveLength(1)
    expect(store.sideFiles.get(restarted.recovery?.file ?? '')?.length).toBe(bad.length + later.length)
    // It keeps working, and the next start is clean.
    expect(await write(restarted, store, addShift(2))).toBe(true)
    const next = await boot(store)
    expect(next.recovery).toBeNull()
    expect(dump(next)).toEqual(dump(restarted))
  })
})
