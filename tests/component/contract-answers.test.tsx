import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { RequireSession } from '../../src/ui/app/guards.tsx'
import { ROUTES } from '../../src/ui/app/route-table.ts'
import BerandaPage from '../../src/ui/features/beranda/BerandaPage.tsx'
import LoginPage from '../../src/ui/features/login/LoginPage.tsx'
import JadwalPage from '../../src/ui/features/shift/JadwalPage.tsx'
import { ApiFailure, api, ContractFailure, configureApiClient } from '../../src/ui/lib/api-client.ts'
import { appStore, sessionAtom } from '../../src/ui/lib/session.ts'
import { currentServer, mswServer, TEST_API } from '../support/test-server.ts'
import { expectMessage, loadedTable, renderScreen } from './support/screen.tsx'

/**
 * A live backend's answers are checked against the contract (api-client.ts). Here msw answers with
 * the real server's answer, changed the way a wrong backend would (a mangling proxy in-process).
 */

type Json = Record<string, unknown>

/** `GET path` answers what the server answers, passed through `mangle`. */
function mangleGet(path: string, mangle: (answer: Json) => unknown) {
  mswServer.use(
    http.get(`${TEST_API}${path}`, async ({ request }) => {
      const real = await currentServer.handle(request)
      return HttpResponse.json(mangle((await real.json()) as Json) as Json, { status: real.status })
    }),
  )
}

let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  configureApiClient({ checkAnswers: true }) // as a live build does
})

afterEach(() => {
  configureApiClient({ checkAnswers: false })
  mswServer.resetHandlers()
  vi.unstubAllGlobals()
  consoleError.mockRestore()
})

/** The failure `api()` rejected with. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  )
}

describe('the api client checks a live answer against its call', () => {
  it('a list answered as a bare array fails naming the call, and logs every mismatch', async () => {
    await renderScreen(null)
    mangleGet('api/jabatan', (answer) => answer.datae)
    const error = await failureOf(api('GET api/jabatan'))
    expect(error).toBeInstanceOf(ContractFailure)
    expect(error).toBeInstanceOf(ApiFailure) // every screen's failure path shows it
    expect((error as ContractFailure).message).toBe(
      'Jawaban server tidak sesuai kontrak: GET api/jabatan: expected object, received array',
    )
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('GET api/jabatan'),
      (error as ContractFailure).mismatches,
    )
  })

  it('a schedule whose hari is an array names that field', async () => {
    await renderScreen(null)
    // The detail is the row itself (no wrapper); hari travels as JSON text.
    mangleGet('api/shift/1', (answer) => ({ ...answer, hari: JSON.parse(answer.hari as string) }))
    const error = (await failureOf(api('GET api/shift/{id}', { params: { id: 1 } }))) as ContractFailure
    expect(error.message).toBe(
      'Jawaban server tidak sesuai kontrak: GET api/shift/{id}: hari: expected string, received array',
    )
  })

  it('several mismatches: the message names the first in schema order, the console has all', async () => {
    await renderScreen(null)
    mangleGet('api/shift/1', (answer) => ({ ...answer, hari: [], label: 5 }))
    const error = (await failureOf(api('GET api/shift/{id}', { params: { id: 1 } }))) as ContractFailure
    expect(error.message).toBe(
      'Jawaban server tidak sesuai kontrak: GET api/shift/{id}: label: expected string, received number',
    )
    expect(error.mismatches.map((m) => m.field)).toEqual(['label', 'hari'])
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET api/shift/{id}'), error.mismatches)
  })

  it('a conforming answer passes unchanged', async () => {
    await renderScreen(null)
    const answer = await api('GET api/jabatan')
    expect(answer.datae.length).toBeGreaterThan(0)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('in mock mode the check is off: the wrong answer reaches the caller as it came', async () => {
    await renderScreen(null)
    configureApiClient({ checkAnswers: false })
    mangleGet('api/jabatan', (answer) => answer.datae)
    expect(Array.isArray(await api('GET api/jabatan'))).toBe(true)
  })
})

describe('screens show the contract message, and the rest of the screen works', () => {
  it('Jadwal: a bare-array list is the contract message, not "Belum ada data"', async () => {
    mangleGet('api/shift', (answer) => answer.datae)
    await renderScreen(<JadwalPage title={ROUTES.jadwal.title} />)
    const table = await loadedTable()
    expect(within(table).getByRole('alert').textContent).toContain(
      'Jawaban server tidak sesuai kontrak: GET api/shift: expected object, received array',
    )
    expect(table.textContent).not.toContain('Belum ada data')
    expect(screen.getByRole('heading', { name: ROUTES.jadwal.title })).toBeTruthy()
  })

  it('Beranda: ringkasan answered {} names its first field; the two counts still show', async () => {
    mangleGet('api/beranda/ringkasan', () => ({}))
    await renderScreen(<BerandaPage title={ROUTES.beranda.title} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(
      /Jawaban server tidak sesuai kontrak: GET api\/beranda\/ringkasan: \w+: expected \w+, received undefined/,
    )
    expect((await screen.findByTestId('jum-pegawai')).textContent).toMatch(/^\d+$/)
  })

  it('Login: token instead of token_app is the contract message under Gagal', async () => {
    vi.stubGlobal('__DEMO_CREDENTIALS__', []) // a build-time constant (vite.config.ts)
    const { user } = await renderScreen(<LoginPage />, { path: '/login' })
    mswServer.use(
      http.put(`${TEST_API}admin/login`, async ({ request }) => {
        const real = (await (await currentServer.handle(request)).json()) as { data: Json }
        const { token_app, ...rest } = real.data
        return HttpResponse.json({ ...real, data: { ...rest, token: token_app } })
      }),
    )
    await user.type(screen.getByLabelText('Nama Pengguna'), 'admin')
    await user.type(screen.getByLabelText('Kata Sandi'), 'admin123')
    await user.click(screen.getByRole('button', { name: 'Masuk' }))
    await expectMessage(
      user,
      'Gagal',
      'Jawaban server tidak sesuai kontrak: PUT admin/login: token_app: expected string, received undefined',
    )
  })

  it('a wrongly shaped session check is said in a toast; the session stays', async () => {
    mangleGet('api/cek/pengguna', (answer) => ({ ...answer, datae: [answer.datae] }))
    await renderScreen(
      <RequireSession>
        <p>Isi layar</p>
      </RequireSession>,
    )
    expect(
      await screen.findByText(
        'Jawaban server tidak sesuai kontrak: GET api/cek/pengguna: datae: expected object, received array',
      ),
    ).toBeTruthy()
    expect(screen.getByText('Isi layar')).toBeTruthy()
    expect(appStore.get(sessionAtom)).not.toBeNull()
  })
})
