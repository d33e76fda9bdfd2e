// The 'Gagal' / 'Berhasil' / 'Perhatian' message: its imperative API
// `await showMessage({ title: 'Gagal', message: pesan, tone: 'error' })` and <MessageHost />, which
// must be mounted once in the app shell. Messages queue and show one at a time. The dialog
// (MessageDialogView.tsx, radix) loads on demand.

import { type ReactNode, Suspense, useEffect } from 'react'
import { createDialogQueue } from './dialog-queue.ts'
import { lazyOnIdle, useShownComponent } from './lazy-on-idle.ts'
import type { MessageTone } from './MessageDialogView.tsx'

export type { MessageTone } from './MessageDialogView.tsx'

export type MessageOptions = {
  title: string
  message: ReactNode
  tone: MessageTone
  okLabel?: string
}

const messageQueue = createDialogQueue<MessageOptions, void>()
const view = lazyOnIdle(() => import('./MessageDialogView.tsx').then((m) => m.MessageDialog))

/** Shows a message dialog; resolves when the user presses OK (or Escape). Needs <MessageHost />. */
export function showMessage(options: MessageOptions): Promise<void> {
  return messageQueue.request(options)
}

/** Loads the dialog's code now (a caller that will show a message after a long call). */
export const loadMessageDialog = (): void => void view.load().catch(() => undefined)

/** Renders the queued showMessage() dialogs. Mount exactly once, in the app shell. */
export function MessageHost() {
  const current = messageQueue.useCurrent()
  useEffect(view.preload, [])
  const Dialog = useShownComponent(view)
  if (!current) return null
  const { id, request } = current
  return (
    <Suspense fallback={null}>
      {/* Not keyed by id: a queued follow-up message reuses the open dialog, so focus stays inside
          and returns to the original opener only when the last one closes. */}
      <Dialog open {...request} onClose={() => messageQueue.settle(id, undefined)} />
    </Suspense>
  )
}
