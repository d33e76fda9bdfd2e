import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { queryClient } from '../../../src/ui/lib/query.ts'
import { mswServer } from '../../support/test-server.ts'

// Two cores shared with other test runs: a screen's first answer can take more than a second.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  // Each test starts from a fresh server: nothing cached from the previous one may show.
  queryClient.clear()
})
afterAll(() => mswServer.close())
