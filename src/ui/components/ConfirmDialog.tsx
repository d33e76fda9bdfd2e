// Yes/no confirmation: its imperative API
// `if (await confirm({ title: 'Hapus Pengguna ini?', ... })) hapus()` and <ConfirmHost />, which
// must be mounted once in the app shell. The dialog (ConfirmDialogView.tsx, radix) loads on demand.

import { type ReactNode, Suspense, useEffect } from 'react'
import type { ConfirmTone } from './ConfirmDialogView.tsx'
import { createDialogQueue } from './dialog-queue.ts'
import { lazyOnIdle, useShownComponent } from './lazy-on-idle.ts'

export type { ConfirmTone } from './ConfirmDialogView.tsx'

export type ConfirmOptions = {
  title: string
  message?: ReactNode
  /** Default 'Ya'. */
  confirmLabel?: string
  /** Default 'Batal'. */
  cancelLabel?: string
  /** Default 'primary'; use 'danger' for deletions. */
  tone?: ConfirmTone
}

const confirmQueue = createDialogQueue<ConfirmOptions, boolean>()
const view = lazyOnIdle(() => import('./ConfirmDialogView.tsx').then((m) => m.ConfirmDialog))

/** Asks a yes/no question; resolves true on confirm, false on cancel or Escape. Needs <ConfirmHost />. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return confirmQueue.request(options)
}

/** Renders the queued confirm() dialogs. Mount exactly once, in the app shell. */
export function ConfirmHost() {
  const current = confirmQueue.useCurrent()
  useEffect(view.preload, [])
  const Dialog = useShownComponent(view)
  if (!current) return null
  const { id, request } = current
  return (
    <Suspense fallback={null}>
      {/* Not keyed by id: a queued follow-up reuses the open dialog (see MessageHost). */}
      <Dialog
        open
        {...request}
        onConfirm={() => confirmQueue.settle(id, true)}
        onCancel={() => confirmQueue.settle(id, false)}
      />
    </Suspense>
  )
}
