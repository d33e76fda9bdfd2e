import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_SELFIE } from '../../scripts/openapi/demo-calls.ts'
import { PRESENSI_MESSAGES as M } from '../../src/contract/messages.ts'
import type { PresensiHariIni } from '../../src/contract/presensi.ts'
import {
  enqueue,
  phoneClockLag,
  type QueuedAbsen,
  queuedOf,
  sendQueued,
  stepAfterQueue,
} from '../../src/ui/features/presensi/absen-queue.ts'
import { configureApiClient } from '../../src/ui/lib/api-client.ts'
import { areasOf, employeeToken, employeeWorkingOn } from '../support/presensi.ts'
import { mswServer, startTestServer, TEST_API, TEST_NOW, TEST_TODAY } from '../support/test-server.ts'

/**
 * The employee app's queue of check-ins made without signal (issue 34): the app's own code
 * (src/ui/features/presensi/absen-queue.ts) against the real handlers through msw/node. Without a
 * connection nothing leaves the list; with one it is sent and stored once; a refusal stays with
 * its message.
 */
const HOUR_MS = 3_600_000

async function employeeWithArrival(takenHoursAgo: number) {
  const server = await startTestServer()
  const who = await employeeWorkingOn(server, TEST_TODAY, { lokasiMasuk: 2 })
  const [area] = await areasOf(server.db, who.kode)
  if (!area) throw new Error(`unit ${who.kode} has no area`)
  const token = await employeeToken(server, who.idp, TEST_NOW)
  configureApiClient({ token: () => token })
  localStorage.clear()
  const item: QueuedAbsen = {
    step: 'datang',
    body: {
      lat: area.lat,
      lng: area.lng,
      akurasi: 10,
      foto: DEMO_SELFIE,
      diambil: new Date(TEST_NOW.getTime() - takenHoursAgo * HOUR_MS).toISOString(),
      id_kirim: crypto.randomUUID(),
    },
  }
  const records = () =>
    server.db
      .selectFrom('absensi')
      .selectAll()
      .where('idp', '=', who.idp)
      .where('tgl', '=', TEST_TODAY)
      .execute()
  return { server, idp: who.idp, item, records }
}

describe('the queue of check-ins made without signal', () => {
  it('keeps a check-in while there is no connection, then sends it once; a second copy writes nothing', async () => {
    const { idp, item, records } = await employeeWithArrival(1)
    enqueue(idp, item)
    mswServer.use(http.post(`${TEST_API}presensi/datang`, () => HttpResponse.error()))

    await sendQueued(idp)
    expect(queuedOf(idp)).toEqual([item])
    expect(await records()).toHaveLength(0)

    mswServer.resetHandlers()
    await sendQueued(idp)
    expect(queuedOf(idp)).toEqual([])
    const [stored] = await records()
    expect(stored?.kirim_masuk).not.toBeNull()
    expect(stored?.id_kirim_masuk).toBe(item.body.id_kirim)

    // Another tab held the same check-in and sends it too: answered, removed, nothing new stored.
    enqueue(idp, item)
    await sendQueued(idp)
    expect(queuedOf(idp)).toEqual([])
    expect(await records()).toHaveLength(1)
  })

  it("keeps a refused one with the server's message and sends it no more", async () => {
    const { idp, item, records } = await employeeWithArrival(13)
    enqueue(idp, item)

    await sendQueued(idp)

    expect(queuedOf(idp)).toEqual([{ ...item, ditolak: M.takenTooLongAgo(12) }])
    expect(await records()).toHaveLength(0)
  })

  it("stamps a check-in by the server's clock as the phone last saw it, when the phone's is off by minutes", () => {
    const answer = (waktu: string, zona_waktu = 'Asia/Jakarta') =>
      ({ tanggal: '2026-11-16', waktu, zona_waktu }) as PresensiHariIni
    const at = (iso: string) => Date.parse(iso)
    // 09:00 WIB is 02:00 UTC; received by a phone whose clock says 01:50 UTC: ten minutes slow.
    expect(phoneClockLag(answer('09:00'), at('2026-11-16T01:50:00Z'))).toBe(10 * 60_000 + 30_000)
    expect(phoneClockLag(answer('10:00', 'Asia/Makassar'), at('2026-11-16T02:20:00Z'))).toBe(
      -20 * 60_000 + 30_000,
    )
    // Within two minutes the phone's clock is taken as it is.
    expect(phoneClockLag(answer('09:00'), at('2026-11-16T02:00:40Z'))).toBe(0)
  })

  it('the button after a queued arrival is Absen Pulang; after a queued departure, none', () => {
    const queued = (step: 'datang' | 'pulang', ditolak?: string) =>
      ({ step, body: {} as QueuedAbsen['body'], ...(ditolak && { ditolak }) }) as QueuedAbsen
    expect(stepAfterQueue('datang', [])).toBe('datang')
    expect(stepAfterQueue('datang', [queued('datang')])).toBe('pulang')
    expect(stepAfterQueue('datang', [queued('datang', 'Ditolak')])).toBe('datang')
    expect(stepAfterQueue('pulang', [queued('pulang')])).toBeNull()
  })
})
