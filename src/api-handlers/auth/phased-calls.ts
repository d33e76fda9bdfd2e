import type { EndpointName } from '../../contract/index.ts'
import type { Phases } from '../context.ts'
import { withHashingSlot } from './hashing-slots.ts'
import { hashPassword } from './password.ts'

/**
 * Calls that hash a password: they run outside a transaction, hash off the request queue, then
 * write in their own transaction (HandlerContext.phases), so a 600,000-round PBKDF2 never holds
 * other requests up (docs/security/login-and-sessions.md).
 */
export const PHASED_CALLS: ReadonlySet<EndpointName> = new Set([
  'login',
  'penggunaCreate',
  'penggunaUpdate',
  'pegawaiCreate',
  'pegawaiUpdate',
  'appPegawai',
  'presensiLogin',
  'presensiSandi',
])

/** A password's hash, computed off the request queue (in a phased call, before its transaction). */
export function hashOffQueue(phases: Phases, pass: string): Promise<string> {
  return phases.offQueue(() => withHashingSlot(() => hashPassword(pass)))
}
