// A tiny promise-returning request queue shared by the imperative dialogs (showMessage, confirm).
// Screens call `request(...)` from anywhere (event handlers, async flows); the one mounted host
// renders the head of the queue and settles it. Requests made while a dialog is open wait their
// turn instead of replacing it, so no message is lost. A plain store with useSyncExternalStore is
// used rather than a jotai atom so the kit works whatever jotai Provider/store the app shell uses.
import { useSyncExternalStore } from 'react'

/** A queued dialog; `id` is unique so a host can key on it and remount between dialogs. */
export type QueuedDialog<TRequest> = { id: number; request: TRequest }

type Pending<TRequest, TResult> = QueuedDialog<TRequest> & { settle: (result: TResult) => void }

export type DialogQueue<TRequest, TResult> = {
  /** Enqueues a dialog and resolves when the user closes it. */
  request: (request: TRequest) => Promise<TResult>
  /** Hook for the host: the dialog to show now, or null. */
  useCurrent: () => QueuedDialog<TRequest> | null
  /**
   * Called by the host when the user closes dialog `id`. Ignored unless `id` is still the current
   * one, so a second close event (button click then onOpenChange) cannot settle the next dialog.
   */
  settle: (id: number, result: TResult) => void
}

export function createDialogQueue<TRequest, TResult>(): DialogQueue<TRequest, TResult> {
  let queue: Pending<TRequest, TResult>[] = []
  let nextId = 1
  const listeners = new Set<() => void>()

  const notify = () => {
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const getCurrent = () => queue[0] ?? null

  return {
    request: (request) =>
      new Promise<TResult>((settle) => {
        queue = [...queue, { id: nextId++, request, settle }]
        notify()
      }),
    useCurrent: () => useSyncExternalStore(subscribe, getCurrent, () => null),
    settle: (id, result) => {
      const [head, ...rest] = queue
      if (!head || head.id !== id) return
      queue = rest
      head.settle(result)
      notify()
    },
  }
}
