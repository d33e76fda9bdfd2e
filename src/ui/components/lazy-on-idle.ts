// Code that only a rare moment needs (a dialog, a toast) is kept out of the initial JS and fetched
// once the page is idle, so the first dialog still opens without waiting for the network.
import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useState } from 'react'

const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 })
  else setTimeout(work, 1000)
}

export interface LazyOnIdle<Props> {
  /** Suspends until the module is there (loading it if nobody has yet). */
  Component: LazyExoticComponent<ComponentType<Props>>
  /** Loads the module when the browser is next idle (a host calls it when it mounts). */
  preload(): void
  /** Loads it now (or returns the load under way). */
  load(): Promise<ComponentType<Props>>
  /** Settles once the module has loaded, whoever asked for it; never starts a load. */
  loaded: Promise<ComponentType<Props>>
  /** The component if its module has loaded, else null. */
  current(): ComponentType<Props> | null
}

/** One module behind a rarely shown component: loaded at most once, on idle or on first use. */
export function lazyOnIdle<Props>(importComponent: () => Promise<ComponentType<Props>>): LazyOnIdle<Props> {
  let loading: Promise<ComponentType<Props>> | null = null
  let announce: (component: ComponentType<Props>) => void = () => undefined
  let resolved: ComponentType<Props> | null = null
  const loaded = new Promise<ComponentType<Props>>((resolve) => {
    announce = (component) => {
      resolved = component
      resolve(component)
    }
  })
  const load = () => {
    if (!loading) {
      const attempt = importComponent()
      loading = attempt
      // A failed fetch (server gone) may be retried by the next use.
      attempt.then(announce, () => {
        if (loading === attempt) loading = null
      })
    }
    return loading
  }
  let scheduled = false
  return {
    Component: lazy(() => load().then((component) => ({ default: component }))),
    preload: () => {
      if (scheduled) return
      scheduled = true
      whenIdle(() => void load().catch(() => undefined)) // a failure shows when the dialog is asked for
    },
    load,
    loaded,
    current: () => resolved,
  }
}

/**
 * What a host renders: the loaded component itself once its module is there, else the lazy one
 * (under Suspense). A lazy component suspends on its first render even when its module has long
 * loaded, and React then holds the reveal ~300 ms: a dialog opened after an import showed ~600 ms
 * after it was asked for.
 */
export function useShownComponent<Props>(
  view: LazyOnIdle<Props>,
): ComponentType<Props> | LazyExoticComponent<ComponentType<Props>> {
  const [loaded, setLoaded] = useState(view.current)
  useEffect(() => {
    let mounted = true
    void view.loaded.then((component) => {
      if (mounted) setLoaded(() => component)
    })
    return () => {
      mounted = false
    }
  }, [view])
  return loaded ?? view.Component
}
