import { type ComponentType, lazy } from 'react'

export interface PageProps {
  title: string
}

export type LazyPage = ComponentType<PageProps> & { preload(): Promise<unknown> }

/**
 * A code-split page that can be fetched before it renders. Once loaded it renders directly,
 * without suspending, so React shows no fallback (and adds no fallback throttle delay).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): LazyPage {
  let loaded: ComponentType<PageProps> | null = null
  let pending: Promise<unknown> | null = null
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default
    })
    return pending
  }
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType<PageProps> })))
  const Page = (props: PageProps) => {
    const Component = loaded ?? Suspending
    return <Component {...props} />
  }
  return Object.assign(Page, { preload })
}
