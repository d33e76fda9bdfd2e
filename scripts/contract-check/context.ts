import type { HttpClient } from './http.ts'
import type { UnknownAddressAnswer } from './missing-calls.ts'
import type { CheckOptions, Credentials } from './options.ts'
import type { Results } from './results.ts'

/** Ids and values found through the API itself before the checks start (fixtures.ts). */
export interface Fixtures {
  /** The backend's today ('YYYY-MM-DD'), as GET api/beranda/ringkasan reports it. */
  today: string
  /** An employee's name, for the employee picker's search (at least 3 characters). */
  namaPegawai: string
  /** NIPs of the first active employees with app access (for `--pegawai :PASS`). */
  nipPegawai: string[]
  /**
   * An existing row per id parameter of the contract's paths (a year, a schedule…), or null when
   * the backend lists none: checks that need one are then skipped, saying so.
   */
  ids: Record<
    | 'tahunAjaran'
    | 'shift'
    | 'hariLibur'
    | 'hariKhusus'
    | 'kalender'
    | 'jenisCuti'
    | 'area'
    | 'pegawai'
    | 'pengguna'
    | 'ijin'
    | 'absensi',
    number | null
  >
}

/** What every check reads and writes: the backend, the sessions, the options and the results. */
export interface RunContext {
  http: HttpClient
  options: CheckOptions
  results: Results
  /** The admin's token; replaced after a call that ends every session (import, reset). */
  admin: string
  /** The level-1 token, or null without --unit. */
  unit: string | null
  /** The employee-app token and NIP, or null without --pegawai (checks/presensi.ts). */
  pegawai: { nip: string; token: string } | null
  fixtures: Fixtures
  /** How the backend answers an address it does not have (missing-calls.ts). */
  unknownAddress: UnknownAddressAnswer
  /** The domain of the checks running now (JUnit classname). */
  group: string
  /** Logs in again (as the admin, and the unit when given) after every session was ended. */
  relogin(): Promise<void>
}

export type { Credentials }
