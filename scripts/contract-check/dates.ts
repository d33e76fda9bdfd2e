/** Calendar arithmetic on 'YYYY-MM-DD' (UTC noon, so no zone or DST moves the day). */
export function daysBefore(date: string, days: number): string {
  const instant = new Date(`${date}T12:00:00Z`)
  instant.setUTCDate(instant.getUTCDate() - days)
  return instant.toISOString().slice(0, 10)
}
