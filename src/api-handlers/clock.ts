/**
 * Instants for internal bookkeeping (session expiry, login lockouts) are UTC ISO strings: they
 * sort and compare. Calendar dates and wall-clock times are src/domain/calendar.ts.
 */
export const instant = (d: Date) => d.toISOString()
export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000)
