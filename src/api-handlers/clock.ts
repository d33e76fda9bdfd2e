/**
 * 'today' and 'now' are the browser's local wall-clock (DESIGN.md §3: users are in WIB/WITA/WIT),
 * so dates and times are read with local getters, never from an ISO (UTC) string.
 */
const pad = (n: number) => String(n).padStart(2, '0')

export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
export const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`

/** Instants for internal bookkeeping (session expiry) are UTC ISO strings: they sort and compare. */
export const instant = (d: Date) => d.toISOString()
export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000)
