import { useCallback, useEffect, useState } from 'react'
import { type ApiResponse, type ApiRoute, api } from './api-client.ts'

/** Loads a GET call on mount (and on `reload()`), exposing data, the error message and loading. */
export function useApi<R extends ApiRoute>(route: R, args?: Parameters<typeof api<R>>[1]) {
  const [data, setData] = useState<ApiResponse<R> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const key = JSON.stringify(args ?? null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `args` by value.
  const load = useCallback(async () => {
    setLoading(true)
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the rest-tuple type is checked at the call site.
      setData(await (api as any)(route, args))
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setLoading(false)
    }
  }, [route, key])

  useEffect(() => {
    void load()
  }, [load])

  return { data, error, loading, reload: load }
}
