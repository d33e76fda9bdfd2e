import {
  keepPreviousData,
  QueryClient,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query'
import { type ApiArgs, ApiFailure, type ApiResponse, type ApiRoute, api } from './api-client.ts'

/**
 * The one query cache. Screens that show the same master list (offices, positions, schedules)
 * share one request; after any save every active query reloads (`invalidateAll`), so a count on
 * one screen never disagrees with a list on another.
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

/** After a save: every screen's data may have changed (counts, lists, reports); active ones reload. */
export function invalidateAll(): Promise<void> {
  return queryClient.invalidateQueries()
}
