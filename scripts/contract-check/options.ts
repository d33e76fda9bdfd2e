import { parseArgs } from 'node:util'

/** What `npm run contract:check` was asked to do (docs/contract-check.md). */
export interface CheckOptions {
  /** The admin base every contract path is relative to, ending in '/'. */
  base: URL
  admin: Credentials
  /** The level-1 login for the 403 and unit checks; null skips them (and says so). */
  unit: Credentials | null
  /**
   * An employee-app login (NIP as `usernama`) for the employee app's checks; '' as the NIP: the
   * first active employee with app access the employee list shows. Null skips them (and says so).
   */
  pegawai: Credentials | null
  /** Only GETs and refused calls that a conforming backend answers without changing anything. */
  readOnly: boolean
  /** The provider-state hook: POSTed `{"state":"demo"}` before the run. */
  setupUrl: URL | null
  junitFile: string | null
  help: boolean
}

export interface Credentials {
  usernama: string
  pass: string
}

/** A mistake in the command line: reported on one line with exit code 2. */
export class UsageError extends Error {}

export const USAGE = `Usage: npm run contract:check -- --base URL [options]

Runs the contract suite over HTTP against any backend of Presensi Admin.

  --base URL            the admin base, e.g. http://127.0.0.1:8080/admin/ (required)
  --admin USER:PASS     the level-0 login (Admin Yayasan; required)
  --unit USER:PASS      a level-1 login; without it the level-1 checks are skipped
  --pegawai NIP:PASS    an employee-app login (issue 17); NIP may be empty (--pegawai :PASS): the
                        first active employee with app access; without it those checks are skipped
  --read-only           only GETs and refused calls that change nothing (safe for staging)
  --setup-url URL       provider-state hook: POST {"state":"demo"} with the admin's token first
                        (this project's server: BASE/api/data/reset)
  --junit FILE          also write a JUnit XML report (one testcase per check)
  --help                this text

The report ends with a summary per call: ok, wrong (how many checks failed) or missing (every
check answered 404 as an unknown address does), then 'N passed, M failed'.
Answers are closed: a field the contract does not name fails, as the OpenAPI document says.

Exit code: 0 all passed, 1 a check failed, 2 bad usage or the backend is unreachable.
Details: docs/contract-check.md`

function credentials(option: string, value: string | undefined): Credentials | null {
  if (value === undefined) return null
  const colon = value.indexOf(':')
  if (colon < 1 || colon === value.length - 1)
    throw new UsageError(`${option}: expected USER:PASS, got "${value}"`)
  return { usernama: value.slice(0, colon), pass: value.slice(colon + 1) }
}

/** NIP:PASS, the NIP possibly empty (found in the employee list); the password never empty. */
function employeeCredentials(value: string | undefined): Credentials | null {
  if (value === undefined) return null
  const colon = value.indexOf(':')
  if (colon < 0 || colon === value.length - 1)
    throw new UsageError(`--pegawai: expected NIP:PASS or :PASS, got "${value}"`)
  return { usernama: value.slice(0, colon), pass: value.slice(colon + 1) }
}

function httpUrl(option: string, value: string): URL {
  if (!URL.canParse(value)) throw new UsageError(`${option}: not a URL: "${value}"`)
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${option}: expected an http(s) URL, got "${value}"`)
  return url
}

/** The base with a trailing '/', so 'api/beranda' resolves beneath it rather than beside it. */
function baseUrl(value: string): URL {
  const url = httpUrl('--base', value)
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`
  return url
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        base: { type: 'string' },
        admin: { type: 'string' },
        unit: { type: 'string' },
        pegawai: { type: 'string' },
        'read-only': { type: 'boolean', default: false },
        'setup-url': { type: 'string' },
        junit: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

export function parseCheckOptions(argv: string[]): CheckOptions {
  const values = parse(argv)
  if (values.help) {
    return {
      base: new URL('http://localhost/'),
      admin: { usernama: '', pass: '' },
      unit: null,
      pegawai: null,
      readOnly: false,
      setupUrl: null,
      junitFile: null,
      help: true,
    }
  }
  if (!values.base)
    throw new UsageError('--base URL is required (the admin base, e.g. http://127.0.0.1:8080/admin/)')
  const admin = credentials('--admin', values.admin)
  if (!admin) throw new UsageError('--admin USER:PASS is required (a level-0 login)')
  if (values.junit === '') throw new UsageError('--junit: a file name is required')
  return {
    base: baseUrl(values.base),
    admin,
    unit: credentials('--unit', values.unit),
    pegawai: employeeCredentials(values.pegawai),
    readOnly: values['read-only'],
    setupUrl: values['setup-url'] ? httpUrl('--setup-url', values['setup-url']) : null,
    junitFile: values.junit ?? null,
    help: false,
  }
}
