import { LOGIN_MESSAGES } from '../../../contract/messages.ts'

/** SPEC.md §5: both fields required, each with its own message. */
export function validateLogin(usernama: string, pass: string): { usernama?: string; pass?: string } {
  return {
    usernama: usernama.trim() ? undefined : LOGIN_MESSAGES.usernameRequired,
    pass: pass ? undefined : LOGIN_MESSAGES.passwordRequired,
  }
}
