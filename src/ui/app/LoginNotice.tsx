import { useAtomValue } from 'jotai'
import { SESSION_MESSAGES, sessionEndAtom } from './session-flow.ts'

/** On the login page: why the user is here again, when the server ended the session. */
export function LoginNotice() {
  const ended = useAtomValue(sessionEndAtom)
  if (ended !== 'expired') return null
  return (
    <p className="notice" role="status">
      {SESSION_MESSAGES.expired}
    </p>
  )
}
