import type { ApiRoute, WriteRoute } from './api-client.ts'

/**
 * What each write changes, as the GET paths it makes stale (docs/architecture.md, "After a save:
 * what is refetched"). After a successful write the active queries under these paths reload; every
 * other cached answer is only marked stale (no request) and reloads when a screen shows it next.
 * So an entry must name what may be on screen while the write happens: the screen's own list and
 * detail, the layout's (pengaturan: the top bar; kantor: the unit filter), and the counts and
 * reports the write moves (Beranda, the daily recap). The change log (`api/jejakperubahan`) follows
 * every admin write, but shows only on its own screen, where nothing is saved.
 */

type GetRoute = Extract<ApiRoute, `GET ${string}`>

type PathOf<R> = R extends `${string} ${infer Path}` ? Path : never
/** A path and its leading segments: 'api/shift/{id}' → 'api' | 'api/shift' | 'api/shift/{id}'. */
type Heads<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | `${Head}/${Heads<Tail>}` : P
/** A GET path or a leading part of one: names that GET and every GET below it. */
export type QueryPrefix = Heads<PathOf<GetRoute>>

const area: QueryPrefix[] = ['api/area_absensi']
const shift: QueryPrefix[] = ['api/shift']
const kantor: QueryPrefix[] = ['api/kantor']
const jabatan: QueryPrefix[] = ['api/jabatan']
const pendidikan: QueryPrefix[] = ['api/pendidikan']
/**
 * A day off moved: the calendar, the Libur Khusus list, every report and count that counts working
 * days, and the leave balances (a Cuti Bersama day may be deducted).
 */
const kalender: QueryPrefix[] = ['api/kalender', 'api/hari_libur', 'api/laporan', 'api/beranda', 'api/cuti']
const hariKhusus: QueryPrefix[] = ['api/hari_khusus']
const jenisCuti: QueryPrefix[] = ['api/jeniscuti']
/** The bell schedule, classes or timetable changed: the timetable screens, the day's lessons, the recap. */
const jadwalAjar: QueryPrefix[] = [
  'api/jampelajaran',
  'api/kelas',
  'api/jadwalajar',
  'api/jurnalajar',
  'api/laporan',
  'presensi/mengajar',
]
/** A lesson recorded: the day's lessons, the recap, the teacher's history and app. */
const jurnalAjar: QueryPrefix[] = ['api/jurnalajar', 'api/laporan', 'api/absensi', 'presensi/mengajar']
/** A machine added, changed or removed: the machine list and the scan log screens. */
const mesin: QueryPrefix[] = ['api/mesin', 'api/scanlog']
/**
 * Punches imported or a PIN linked (issue 32): the scan log, the machines' counts, the records
 * written (every report), the employee's form (pin_mesin), Beranda and the employee's app.
 */
const scan: QueryPrefix[] = [
  'api/mesin',
  'api/scanlog',
  'api/absensi',
  'api/laporan',
  'api/beranda',
  'api/datapegawai',
  'presensi',
]
const pengguna: QueryPrefix[] = ['api/masterpengguna']
/** An employee's data: their list and form, the pickers, Beranda's count, the balances (tglmasuk). */
const pegawai: QueryPrefix[] = ['api/datapegawai', 'api/uppegawai', 'api/beranda', 'api/cuti']
/** An attendance entered by the admin: the employee's check, every report, Beranda's summary. */
const absensiManual: QueryPrefix[] = ['api/absensi', 'api/laporan', 'api/beranda']
/** An employee's own arrival or departure: their app, and the admin's reports and Beranda. */
const presensi: QueryPrefix[] = ['presensi', 'api/absensi', 'api/laporan', 'api/beranda']
/**
 * A leave request decided or cancelled (issue 31): the requests, the records it wrote or removed
 * (every report), the balances, the employee's app and Beranda's pending counts.
 */
const cuti: QueryPrefix[] = [
  'api/pengajuanijin',
  'api/beranda',
  'api/absensi',
  'api/laporan',
  'api/datapegawai',
  'api/cuti',
  'presensi',
]

export const WRITE_EFFECTS: Record<WriteRoute, readonly QueryPrefix[]> = {
  // A new session clears the cache (src/ui/lib/session.ts); a password change shows nowhere.
  'PUT admin/login': [],
  'POST admin/logout': [],
  'PUT presensi/login': [],
  'POST presensi/logout': [],
  'PUT presensi/sandi': [],
  'POST api/area_absensi': area,
  'PUT api/area_absensi': area,
  'DELETE api/area_absensi/{id}': area,
  'POST api/shift': shift,
  'PUT api/shift': shift,
  'DELETE api/shift/{id}': shift,
  'POST api/kantor': kantor,
  'PUT api/kantor': kantor,
  'DELETE api/kantor/{kode}': kantor,
  // A renamed position or education level: every employee holding it follows.
  'POST api/jabatan': jabatan,
  'PUT api/jabatan': [...jabatan, 'api/datapegawai'],
  'DELETE api/jabatan/{id}': jabatan,
  'POST api/pendidikan': pendidikan,
  'PUT api/pendidikan': [...pendidikan, 'api/datapegawai'],
  'DELETE api/pendidikan/{id}': pendidikan,
  'POST api/hari_libur': kalender,
  'PUT api/hari_libur': kalender,
  'DELETE api/hari_libur/{idx}': kalender,
  'POST api/kalender': kalender,
  'PUT api/kalender': kalender,
  'DELETE api/kalender/{idkalender}': kalender,
  'POST api/kalender/nasional': kalender,
  'POST api/jeniscuti': jenisCuti,
  'PUT api/jeniscuti': jenisCuti,
  'DELETE api/jeniscuti/{idjenis}': jenisCuti,
  'POST api/mesin': mesin,
  'PUT api/mesin': mesin,
  'DELETE api/mesin/{idmesin}': mesin,
  // A preview writes nothing.
  'POST api/mesin/{idmesin}/impor/pratinjau': [],
  'POST api/mesin/{idmesin}/impor': scan,
  'POST api/scanlog/hubungkan': scan,
  'PUT api/jampelajaran': jadwalAjar,
  'POST api/kelas': jadwalAjar,
  'PUT api/kelas': jadwalAjar,
  'DELETE api/kelas/{idkelas}': jadwalAjar,
  'POST api/jadwalajar': jadwalAjar,
  'PUT api/jadwalajar': jadwalAjar,
  'DELETE api/jadwalajar/{idjadwal}': jadwalAjar,
  'POST api/jadwalajar/salin': jadwalAjar,
  'POST api/jadwalajar/impor': jadwalAjar,
  'POST api/jurnalajar': jurnalAjar,
  'DELETE api/jurnalajar/{id}': jurnalAjar,
  'POST presensi/mengajar': [...jurnalAjar, 'presensi'],
  'POST api/hari_khusus': hariKhusus,
  'PUT api/hari_khusus': hariKhusus,
  'DELETE api/hari_khusus/{idx}': hariKhusus,
  'POST api/masterpengguna': pengguna,
  'PUT api/masterpengguna': pengguna,
  'DELETE api/masterpengguna/{iduser}': pengguna,
  'POST api/datapegawai': pegawai,
  'PUT api/datapegawai': pegawai,
  'DELETE api/datapegawai/{idp}': pegawai,
  'PUT api/apppegawai': ['api/datapegawai'],
  // Only checks the file; nothing is written.
  'POST api/datapegawai/impor/periksa': [],
  'POST api/datapegawai/impor': pegawai,
  // A decision moves Beranda's pending count.
  'PUT api/pengajuanijin': cuti,
  'POST api/pengajuanijin': ['api/pengajuanijin', 'api/beranda', 'presensi/ijin'],
  'POST api/pengajuanijin/{idj}/batal': cuti,
  // An adjustment: the employee's ledger and the Saldo Cuti report.
  'POST api/cuti/penyesuaian': ['api/cuti'],
  // The top bar shows the foundation's name on every screen.
  // The grace period, the zone and the Cuti Bersama setting move every report and the calendar.
  // The leave settings move every balance.
  'PUT api/pengaturan': ['api/pengaturan', 'api/kalender', 'api/laporan', 'api/beranda', 'api/cuti'],
  // Beranda's summary names the active year.
  'POST api/tahunajaran': ['api/tahunajaran'],
  'PUT api/tahunajaran/aktif': ['api/tahunajaran', 'api/beranda'],
  'DELETE api/tahunajaran/{id}': ['api/tahunajaran'],
  'POST api/absensi/datang': absensiManual,
  'POST api/absensi/pulang': absensiManual,
  'DELETE api/absensi/{id}': absensiManual,
  // The recap is computed when read: the same range again must be read again.
  'POST api/laporan/generate': ['api/laporan/rekapitulasi'],
  'POST presensi/datang': presensi,
  'POST presensi/pulang': presensi,
  'POST presensi/ijin': ['presensi/ijin', 'presensi/saldo-cuti', 'api/pengajuanijin', 'api/beranda'],
  'POST presensi/ijin/{idj}/batal': cuti,
  // The Data screen shows the time of the last export.
  'POST api/data/ekspor': ['api/data/status'],
  // Import and reset replace the whole database, so every query would be stale; but they also end
  // every session, so nothing is refetched: the Data screen clears the whole cache and goes to the
  // login (src/ui/features/data/replace-data.ts). A reload here would only meet a 401.
  'POST api/data/impor': [],
  'POST api/data/reset': [],
}

/** Whether a cached query (its key starts with its route, 'GET api/…') is one `prefix` names. */
export function isNamedBy(queryKey: readonly unknown[], prefix: QueryPrefix): boolean {
  const route = queryKey[0]
  if (typeof route !== 'string' || !route.startsWith('GET ')) return false
  const path = route.slice('GET '.length)
  return path === prefix || path.startsWith(`${prefix}/`)
}
