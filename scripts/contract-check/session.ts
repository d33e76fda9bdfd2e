import { contract } from '../../src/contract/index.ts'
import type { HttpClient } from './http.ts'
import type { Credentials } from './options.ts'

/** A login the run cannot do without (wrong credentials, a broken login answer): exit code 2. */
export class LoginError extends Error {}

/** Logs in through PUT admin/login and returns the session token (`data.token_app`). */
export async function logIn(http: HttpClient, who: Credentials, option: string): Promise<string> {
  const answer = await http.send(contract.login.method, contract.login.path, { json: who })
  const parsed = contract.login.response.safeParse(answer.json)
  if (answer.status !== 200 || !parsed.success)
    throw new LoginError(
      `${option}: login as ${who.usernama} answered ${answer.status} ${JSON.stringify(answer.json ?? null).slice(0, 200)}`,
    )
  return parsed.data.data.token_app
}

/** The provider-state hook: POST {"state":"demo"} with the admin's token; any 2xx is success. */
export async function runSetupHook(http: HttpClient, url: URL, token: string): Promise<void> {
  const answer = await http.sendTo(url, 'POST', { token, json: { state: 'demo' } })
  if (answer.status < 200 || answer.status > 299)
    throw new LoginError(`--setup-url: POST ${url.href} answered ${answer.status}, expected 2xx`)
}

/**
 * Logs in to the employee app (PUT presensi/login) as --pegawai; an empty NIP: the first active
 * employee with app access that the employee list (`nips`, in list order) names and who can log in.
 */
export async function logInEmployee(
  http: HttpClient,
  who: Credentials,
  nips: readonly string[],
): Promise<{ nip: string; token: string }> {
  for (const nip of who.usernama ? [who.usernama] : nips) {
    const answer = await http.send(contract.presensiLogin.method, contract.presensiLogin.path, {
      json: { nip, pass: who.pass },
    })
    const parsed = contract.presensiLogin.response.safeParse(answer.json)
    if (answer.status === 200 && parsed.success) return { nip, token: parsed.data.data.token_app }
    if (who.usernama)
      throw new LoginError(
        `--pegawai: login as ${nip} answered ${answer.status} ${JSON.stringify(answer.json ?? null).slice(0, 200)}`,
      )
  }
  throw new LoginError('--pegawai: no employee of the list logs in with that password')
}
