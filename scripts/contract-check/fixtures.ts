import { contract, type EndpointName } from '../../src/contract/index.ts'
import type { Fixtures } from './context.ts'
import { daysBefore } from './dates.ts'
import { type HttpClient, pathOf } from './http.ts'
import { IJIN_LIST_QUERY, kalenderQuery, PEGAWAI_LIST_QUERY } from './witnesses.ts'

/**
 * Ids and today's date found through the API, so the checks run on a backend whose data is not
 * ours. A list that is empty or refused leaves null (the checks that need its row are skipped).
 */

async function rows(
  ctx: Session,
  name: EndpointName,
  params?: Record<string, string>,
  query?: Record<string, string>,
) {
  const answer = await ctx.http.send('GET', pathOf(contract[name], params, query), { token: ctx.admin })
  const parsed = contract[name].response.safeParse(answer.json)
  if (answer.status !== 200 || !parsed.success) return []
  const data = parsed.data as { datae?: unknown[]; umum?: unknown[] }
  return (data.datae ?? data.umum ?? []) as Record<string, unknown>[]
}

const first = (list: Record<string, unknown>[], key: string) => {
  const value = list[0]?.[key]
  return typeof value === 'number' ? value : null
}

/** The backend's today: the dashboard's summary date, else this machine's UTC date. */
async function todayOf(ctx: Session): Promise<string> {
  const answer = await ctx.http.send('GET', contract.berandaRingkasan.path, { token: ctx.admin })
  const parsed = contract.berandaRingkasan.response.safeParse(answer.json)
  return parsed.success ? parsed.data.tgl : new Date().toISOString().slice(0, 10)
}

/** The admin's session on the backend: all discovery needs. */
interface Session {
  http: HttpClient
  admin: string
}

export async function discoverFixtures(ctx: Session): Promise<Fixtures> {
  const today = await todayOf(ctx)
  const years = await rows(ctx, 'tahunAjaranList')
  const inactiveYears = years.filter((year) => year.aktif === 0)
  const records = await rows(ctx, 'laporanRiwayat', { tglawal: daysBefore(today, 7), tglakhir: today })
  const employees = await rows(ctx, 'pegawaiList', undefined, PEGAWAI_LIST_QUERY)
  const nama = employees[0]?.nama
  return {
    today,
    namaPegawai: typeof nama === 'string' && nama.length >= 3 ? nama : 'abc',
    // Active employees with app access and a schedule: whom `--pegawai :PASS` may log in as.
    nipPegawai: employees
      .filter((row) => row.status === 0 && row.status_aktif === 1 && row.idshift !== null)
      .slice(0, 10)
      .map((row) => String(row.nip)),
    ids: {
      tahunAjaran: first(inactiveYears.length ? inactiveYears : years, 'id'),
      shift: first(await rows(ctx, 'shiftList'), 'idshift'),
      hariLibur: first(await rows(ctx, 'hariLiburList'), 'idx'),
      hariKhusus: first(await rows(ctx, 'hariKhususList'), 'idx'),
      // An entry of this year's foundation-wide calendar (so a unit admin may read it too).
      kalender: first(await rows(ctx, 'kalenderList', undefined, kalenderQuery(today)), 'idkalender'),
      // The spec's Ijin (1): every backend with leave types has it, and it cannot be deleted.
      jenisCuti: first(await rows(ctx, 'jenisCutiList'), 'idjenis'),
      area: first(await rows(ctx, 'areaList'), 'idar'),
      pegawai: first(employees, 'idp'),
      pengguna: first(await rows(ctx, 'penggunaList'), 'iduser'),
      ijin: first(await rows(ctx, 'ijinList', undefined, IJIN_LIST_QUERY), 'idj'),
      absensi: first(records, 'id'),
    },
  }
}
