import { QueryClientProvider } from '@tanstack/react-query'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { ConfirmHost } from '../components/ConfirmDialog.tsx'
import { MessageHost } from '../components/MessageDialog.tsx'
import { ToastHost } from '../components/Toast.tsx'
import { queryClient } from '../lib/query.ts'
import { appStore } from '../lib/session.ts'

/**
 * What every screen runs inside, in the admin app, the employee app and the component tests: the
 * one jotai store and query cache, and the hosts of the message and confirm dialogs and the toasts
 * (outside the screens, so a dialog outlives the screen that opened it).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      <MessageHost />
      <ConfirmHost />
      <ToastHost />
    </Provider>
  )
}
