import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { RENDER_FAILURE, RenderBoundary } from '../../src/ui/app/RenderBoundary.tsx'
import { queryClient } from '../../src/ui/lib/query.ts'

/** A screen that fails to render while `broken.now` is set (a bad answer, a bug). */
const broken = { now: true }
function Fragile() {
  if (broken.now) throw new Error('hari.map is not a function')
  return <p>Jadwal tampil</p>
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true })
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <RenderBoundary title="Jadwal">
          <Fragile />
        </RenderBoundary>
      </Router>
    </QueryClientProvider>,
  )
  return location
}

let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  broken.now = true
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => consoleError.mockRestore())

describe('a render error inside a boundary', () => {
  it('shows the message, the address and the title, and logs the error', () => {
    renderAt('/shift')
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(RENDER_FAILURE)
    expect(screen.getByTestId('alamat-gagal').textContent).toBe('/shift')
    expect(alert.textContent).toContain('hari.map is not a function')
    expect(screen.getByRole('heading', { name: 'Jadwal' })).toBeTruthy()
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('/shift'),
      expect.objectContaining({ message: 'hari.map is not a function' }),
      expect.any(String),
    )
  })

  it("'Coba lagi' renders the screen again and drops cached answers so they are fetched afresh", async () => {
    renderAt('/shift')
    queryClient.setQueryData(['GET api/shift', null], { datae: 'rusak' })
    broken.now = false
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(screen.getByText('Jadwal tampil')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(queryClient.getQueryData(['GET api/shift', null])).toBeUndefined()
  })

  it('clears itself when the address changes', () => {
    const location = renderAt('/shift')
    expect(screen.getByRole('alert')).toBeTruthy()
    broken.now = false
    act(() => location.navigate('/pegawai'))
    expect(screen.getByText('Jadwal tampil')).toBeTruthy()
  })

  it('still failing after Coba lagi: the message again, not a white page', async () => {
    renderAt('/shift')
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(screen.getByRole('alert').textContent).toContain(RENDER_FAILURE)
  })
})
