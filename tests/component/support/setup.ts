import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { queryClient } from '../../../src/ui/lib/query.ts'
import { mswServer } from '../../support/test-server.ts'

// jsdom has no layout: radix's Switch measures itself with a ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Two cores shared with other test runs: a screen's first answer can take more than a second.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  // The message/confirm queues outlive a render: a dialog left open would block the next test's.
  const open = document.querySelector('[role="alertdialog"]')
  cleanup()
  if (open) throw new Error(`a test left a dialog open: ${open.textContent}`)
  // Each test starts from a fresh server: nothing cached from the previous one may show.
  queryClient.clear()
})
afterAll(() => mswServer.close())
