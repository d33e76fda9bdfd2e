import {
  keepPreviousData,
  QueryClient,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query'
import {
  type ApiArgs,
  ApiFailure,
  type ApiResponse,
  type ApiRoute,
  api,
  configureApiClient,
  type WriteRoute,
} from './api-client.ts'
import { isNamedBy, WRITE_EFFECTS } from './write-effects.ts'

/**
 * The one query cache. Screens that show the same master list (offices, positions, schedules)
 * share one request; after a save the queries it names reload and every other one is marked stale
 * (`refetchAfterWrite`), so a count on one screen never disagrees with a list on another.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The local server answers in milliseconds and the data changes only through this app:
      // reload on mount and after saves, not on every window focus.
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // A refused call (4xx) will not succeed on a second try; a lost connection might.
      retry: (failures, error) => error instanceof ApiFailure && error.status === 0 && failures < 1,
    },
  },
})

type GetRoute = Extract<ApiRoute, `GET ${string}`>
type QueryArgs<R extends GetRoute> = Omit<ApiArgs<R>, 'signal' | 'token' | 'body'>

/** The cache key of a call: its route and the arguments it is sent with. */
export const apiQueryKey = <R extends GetRoute>(route: R, args?: QueryArgs<R>) =>
  [route, args ?? null] as const

type Options<R extends GetRoute> = Omit<
  UseQueryOptions<ApiResponse<R>, ApiFailure, ApiResponse<R>, ReturnType<typeof apiQueryKey<R>>>,
  'queryKey' | 'queryFn'
> & {
  /** Keep the previous answer on screen while new arguments load (pagers, filters). */
  keepPrevious?: boolean
}

/**
 * A GET of the contract as a query: cached per route + arguments, and a newer request's answer
 * always wins over an older one. Paths with an unknown
 * param (e.g. `{idp}` before a choice) can be held back with `enabled: false`.
 */
export function useApiQuery<R extends GetRoute>(
  route: R,
  args?: QueryArgs<R>,
  options: Options<R> = {},
): UseQueryResult<ApiResponse<R>, ApiFailure> {
  const { keepPrevious, ...rest } = options
  return useQuery({
    queryKey: apiQueryKey(route, args),
    // No abort signal on purpose: a request the screen no longer needs just finishes into the cache.
    // Aborting it mid-read (an observer that unmounts and remounts, a modal's body) can leave the
    // query pending with nothing to restart it; the key already keeps a stale answer from winning.
    // biome-ignore lint/suspicious/noExplicitAny: the rest-tuple type is checked at the call site.
    queryFn: () => (api as any)(route, args) as Promise<ApiResponse<R>>,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...rest,
  })
}

/**
 * Another tab changed the shared database (mock mode), and what it changed is not known: every
 * active query reloads. Free there: the answers come from this browser.
 */
export function invalidateAll(): Promise<void> {
  return queryClient.invalidateQueries()
}

/**
 * After `route` changed data (docs/architecture.md, "After a save: what is refetched"): the active
 * queries it names (`WRITE_EFFECTS`) reload now; every other cached answer is only marked stale,
 * without a request, so the next screen that shows it loads it again. Against a live server a save
 * costs its own list, not every query of the screen and the layout.
 *
 * `waitForRunning`: resolve when the named queries have their new answers, joining a reload the
 * client already started for this write (no second request) instead of restarting it.
 */
export async function refetchAfterWrite(route: WriteRoute, waitForRunning = false): Promise<void> {
  const changes = WRITE_EFFECTS[route]
  const named = (queryKey: readonly unknown[]) => changes.some((prefix) => isNamedBy(queryKey, prefix))
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => !named(query.queryKey), refetchType: 'none' }),
    queryClient.invalidateQueries(
      { predicate: (query) => named(query.queryKey) },
      { cancelRefetch: !waitForRunning },
    ),
  ])
}

// Every successful write through the client, whichever screen or helper made it, follows the rule.
configureApiClient({ onWritten: (route) => void refetchAfterWrite(route) })
