import { ALL_UNITS } from '../components/print-text.ts'
import { api } from './api-client.ts'
import type { ExportHeading } from './export-xlsx.ts'
import { apiQueryKey, queryClient } from './query.ts'
import { appStore, sessionAtom } from './session.ts'

/**
 * The unit a report covers: the one the screen narrowed it to, else a unit admin's own unit (the
 * server gives it nothing else), else every unit.
 */
export function reportUnit(chosen?: string): string {
  if (chosen) return chosen
  const session = appStore.get(sessionAtom)
  return session?.levelx === 1 && session.sekolah ? session.sekolah : ALL_UNITS
}

export interface ReportHeading {
  title: string
  period: string
  /** A unit chosen on the screen; default from the session (`reportUnit`). */
  unit?: string
  notes?: readonly string[]
}

/**
 * The heading block of an export: the foundation's name from `GET api/pengaturan` (the cached
 * answer the top bar already has, or one request), then the report's own lines.
 */
export async function exportHeading(report: ReportHeading): Promise<ExportHeading> {
  const settings = await queryClient.ensureQueryData({
    queryKey: apiQueryKey('GET api/pengaturan'),
    queryFn: () => api('GET api/pengaturan'),
  })
  return {
    foundation: settings.nama_yayasan,
    title: report.title,
    period: report.period,
    unit: reportUnit(report.unit),
    notes: report.notes,
  }
}
