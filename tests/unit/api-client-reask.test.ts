import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_ID_HEADER } from '../../src/contract/request-id.ts'
import { ApiFailure, api, configureApiClient, NETWORK_FAILURE } from '../../src/ui/lib/api-client.ts'

/**
 * The API client's side of "a write is stored once and its answer reaches the caller": a write
 * carries an id fixed before it leaves the page, and in mock mode a write whose fetch died is asked
 * again with that id through the direct hop (the local server answers what it did, or runs it once).
 */
const year = { nama: '2080/2081', tglawal: '2080-07-01', tglakhir: '2081-06-30', aktif: 0 }
const answer = { status: 'sukses', pesan: 'Data telah ditambahkan!', id: 7 }

/** Every request the (stubbed) service worker road saw, then failed as Chromium does. */
let fetched: Headers[]

beforeEach(() => {
  fetched = []
  vi.stubGlobal('location', { href: 'http://localhost/tahunajaran' })
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    fetched.push(new Headers(init.headers))
    return Promise.reject(new TypeError('Failed to fetch'))
  })
  configureApiClient({ token: () => 'token', ready: () => Promise.resolve() })
})

afterEach(() => {
  vi.unstubAllGlobals()
  configureApiClient({ sendFile: undefined })
})

describe('a write whose fetch failed', () => {
  it('mock mode: is asked again by the same id through the direct hop, and answers what the server did', async () => {
    const direct: Request[] = []
    configureApiClient({
      sendFile: async (request) => {
        direct.push(request)
        return Response.json(answer)
      },
    })
    await expect(api('POST api/tahunajaran', { body: year })).resolves.toEqual(answer)
    const id = fetched[0]?.get(REQUEST_ID_HEADER)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(direct.map((request) => request.headers.get(REQUEST_ID_HEADER))).toEqual([id])
    expect(await direct[0]?.json()).toEqual(year)
  })

  it('mock mode: an answer whose body is cut off (its service worker died) is asked again by id', async () => {
    const cut = new ReadableStream({ start: (stream) => stream.error(new TypeError('network error')) })
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      fetched.push(new Headers(init.headers))
      return Promise.resolve(new Response(cut, { status: 200 }))
    })
    const direct: Request[] = []
    configureApiClient({
      sendFile: async (request) => {
        direct.push(request)
        return Response.json(answer)
      },
    })
    await expect(api('POST api/tahunajaran', { body: year })).resolves.toEqual(answer)
    expect(direct.map((request) => request.headers.get(REQUEST_ID_HEADER))).toEqual([
      fetched[0]?.get(REQUEST_ID_HEADER),
    ])
  })

  it('mock mode: every write gets an id of its own; a read carries none and is not asked again', async () => {
    const direct: Request[] = []
    configureApiClient({
      sendFile: async (request) => {
        direct.push(request)
        return Response.json(answer)
      },
    })
    await api('POST api/tahunajaran', { body: year })
    await api('POST api/tahunajaran', { body: year })
    await expect(api('GET api/tahunajaran')).rejects.toEqual(new ApiFailure(0, NETWORK_FAILURE))
    const ids = fetched.map((headers) => headers.get(REQUEST_ID_HEADER))
    expect(new Set(ids.slice(0, 2)).size).toBe(2)
    expect(ids[2]).toBeNull()
    expect(direct).toHaveLength(2)
  })

  it('live mode (no local server): no id is sent and the failure is reported', async () => {
    await expect(api('POST api/tahunajaran', { body: year })).rejects.toEqual(
      new ApiFailure(0, NETWORK_FAILURE),
    )
    expect(fetched.map((headers) => headers.get(REQUEST_ID_HEADER))).toEqual([null])
  })
})
