import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { DEMO_ADMIN } from '../../seeds/credentials.ts'
import type { AbsensiRecord } from '../../src/contract/laporan.ts'
import { zonedTime } from '../../src/domain/calendar.ts'
import { createReferenceServer } from '../../src/server/http-server.ts'
import type { IclockLimits } from '../../src/server/iclock.ts'
import { employeeWorkingOn } from '../support/presensi.ts'
import {
  currentServer,
  startTestServer,
  TEST_NOW,
  TEST_TODAY,
  type TestServer,
} from '../support/test-server.ts'

/**
 * The machines' push (issue 32, src/server/iclock.ts) over real HTTP on the engine the test file
 * selected: a simulated machine is a plain fetch speaking the three iClock calls, the admin reads
 * what it did through the admin API of the same server.
 */

/** Tight limits, so a flood and a large body are seen with a few calls. */
const LIMITS: Partial<IclockLimits> = {
  machineBurst: 4,
  machinePerSecond: 0.01,
  unknownBurst: 3,
  unknownPerSecond: 0.01,
  maxBodyBytes: 4096,
  maxUnknownRows: 2,
}

export function iclockSuite(): void {
  let server: TestServer
  let http: Server
  let base = ''
  let admin = ''

  beforeEach(async () => {
    server = await startTestServer({ loggedIn: [DEMO_ADMIN] })
    admin = server.sessions.get(DEMO_ADMIN.usernama) ?? ''
    http = createReferenceServer({ server: currentServer, staticDir: null, iclock: LIMITS })
    await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening))
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  })
  afterEach(async () => {
    http.closeAllConnections()
    await new Promise((closed) => http.close(closed))
  })

  /** A machine as its firmware talks: no token, its serial number in the query. */
  function machine(sn: string) {
    const send = async (method: string, path: string, body?: string) => {
      const response = await fetch(`${base}/iclock/${path}`, { method, body })
      return {
        status: response.status,
        text: await response.text(),
        retry: response.headers.get('Retry-After'),
      }
    }
    return {
      options: () => send('GET', `cdata?SN=${sn}&options=all&pushver=2.4.1&language=69`),
      attlog: (lines: string[], stamp: string) =>
        send('POST', `cdata?SN=${sn}&table=ATTLOG&Stamp=${stamp}`, `${lines.join('\n')}\n`),
      post: (table: string, body: string) => send('POST', `cdata?SN=${sn}&table=${table}&Stamp=1`, body),
      getrequest: () => send('GET', `getrequest?SN=${sn}`),
    }
  }

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/admin/${path}`, {
      method,
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(response.status, `${method} ${path}`).toBe(200)
    return (await response.json()) as T
  }
  const register = (sn: string, nama: string, kode = 'PST') =>
    api<{ idmesin: number }>('POST', 'api/mesin', { nama, sn, kode, arah: 'status' })
  const count = async (table: 'scan_log' | 'absensi' | 'mesin_tak_dikenal') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it("an unregistered machine is refused (403), stores nothing, and is listed as 'tidak dikenal'", async () => {
    const records = await count('absensi')
    const unknown = machine('ABCD123456')
    expect(await unknown.options()).toMatchObject({ status: 403 })
    expect(await unknown.attlog(['1\t2026-11-16 07:01:00\t0\t1\t0\t0'], '0')).toMatchObject({ status: 403 })
    expect([await count('scan_log'), await count('absensi')]).toEqual([0, records])
    const { datae } = await api<{ datae: { sn: string; alamat: string; jumlah: number }[] }>(
      'GET',
      'api/mesin/tidakdikenal',
    )
    expect(datae).toEqual([expect.objectContaining({ sn: 'ABCD123456', alamat: '127.0.0.1', jumlah: 2 })])
    // Registering it (any letter case) takes it off the list; its next call is answered.
    await register('abcd123456', 'Mesin Gerbang')
    expect((await api<{ datae: unknown[] }>('GET', 'api/mesin/tidakdikenal')).datae).toEqual([])
    expect(await unknown.getrequest()).toEqual({ status: 200, text: 'OK', retry: null })
  })

  it('a registered machine: its options, its punches in Rekap Harian as device 2 with its name at once, a repeat adds nothing', async () => {
    const employee = await employeeWorkingOn(server, TEST_TODAY)
    const { idmesin } = await register('CQUJ230660012', 'Mesin Ruang Guru', employee.kode)
    const gate = machine('CQUJ230660012')
    const options = await gate.options()
    expect(options.status).toBe(200)
    expect(options.text.split('\n')).toEqual(
      expect.arrayContaining([
        'GET OPTION FROM: CQUJ230660012',
        'ATTLOGStamp=None',
        'TimeZone=7',
        'Realtime=1',
      ]),
    )
    const lines = [
      `${employee.nip}\t${TEST_TODAY} 07:05:00\t0\t1\t0\t0`,
      `99999\t${TEST_TODAY} 07:06:00\t0\t1\t0\t0`,
    ]
    expect(await gate.attlog(lines, '9001')).toMatchObject({ status: 200, text: 'OK: 2' })
    const day = await api<{ umum: AbsensiRecord[] }>('GET', `api/laporan/absensi/harian/${TEST_TODAY}`)
    expect(day.umum.find((record) => record.idp === employee.idp)).toMatchObject({
      waktu_masuk: '07:05',
      device: 2,
      mesin_masuk: 'Mesin Ruang Guru',
    })
    const stored = [await count('scan_log'), await count('absensi')]
    expect(stored[0]).toBe(2)
    expect(await gate.attlog(lines, '9001')).toMatchObject({ status: 200, text: 'OK: 2' })
    expect([await count('scan_log'), await count('absensi')]).toEqual(stored)
    // The stamp is kept: the machine sends only what comes after it.
    expect((await gate.options()).text).toContain('ATTLOGStamp=9001')
    const detail = await api<{ push_terakhir: string; jumlah_scan: number }>('GET', `api/mesin/${idmesin}`)
    expect(detail).toMatchObject({ jumlah_scan: 2, push_terakhir: `${TEST_TODAY} ${zonedTime(TEST_NOW)}:00` })
  })

  it('an inactive machine is refused (403) and stores nothing, but its call is seen', async () => {
    const { idmesin } = await register('NONAKTIF01', 'Mesin Lama')
    await api('PUT', 'api/mesin', {
      idmesin,
      nama: 'Mesin Lama',
      sn: 'NONAKTIF01',
      kode: 'PST',
      arah: 'status',
      aktif: 0,
    })
    const line = `1\t${TEST_TODAY} 07:01:00\t0\t1\t0\t0`
    expect(await machine('NONAKTIF01').attlog([line], '1')).toMatchObject({ status: 403 })
    expect(await count('scan_log')).toBe(0)
    expect(await count('mesin_tak_dikenal')).toBe(0)
    const detail = await api<{ push_terakhir: string | null }>('GET', `api/mesin/${idmesin}`)
    expect(detail.push_terakhir).not.toBeNull()
  })

  it('other tables and the command poll are answered OK and store nothing', async () => {
    await register('OPER000001', 'Mesin Aula')
    const aula = machine('OPER000001')
    expect(await aula.post('OPERLOG', 'OPLOG 4\t0\t2026-11-16 07:00:00\t0\t0\t0\t0\n')).toMatchObject({
      status: 200,
      text: 'OK',
    })
    expect(await aula.getrequest()).toMatchObject({ status: 200, text: 'OK' })
    expect(await count('scan_log')).toBe(0)
  })

  it("one machine's flood is limited (429 with Retry-After) while another machine is answered", async () => {
    await register('FLOOD00001', 'Mesin Banjir')
    await register('QUIET00001', 'Mesin Tenang')
    const flood = machine('FLOOD00001')
    const answers = []
    for (let call = 0; call < 6; call++) answers.push(await flood.getrequest())
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 429])
    expect(Number(answers[4]?.retry)).toBeGreaterThan(0)
    expect(await machine('QUIET00001').getrequest()).toMatchObject({ status: 200, text: 'OK' })
  })

  it('invented serial numbers from one address are limited, and the list keeps the latest few', async () => {
    const statuses = []
    for (let call = 0; call < 5; call++) {
      server.setNow(new Date(TEST_NOW.getTime() + call * 1000))
      statuses.push((await machine(`PALSU0000${call}`).getrequest()).status)
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429])
    // Three reached the server; the one seen longest ago made room for the third.
    const kept = await server.db.selectFrom('mesin_tak_dikenal').select('sn').orderBy('sn').execute()
    expect(kept.map((row) => row.sn)).toEqual(['PALSU00001', 'PALSU00002'])
  })

  it('a body over the limit is refused (413) and stores nothing', async () => {
    await register('BESAR00001', 'Mesin Besar')
    const line = `1\t${TEST_TODAY} 07:01:00\t0\t1\t0\t0`
    const answer = await machine('BESAR00001').attlog(Array(200).fill(line), '1')
    expect(answer.status).toBe(413)
    expect(await count('scan_log')).toBe(0)
  })
}
