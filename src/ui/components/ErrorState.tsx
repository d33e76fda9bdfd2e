import { Button } from './Button.tsx'
import './kit.css'

export type ErrorStateProps = {
  /** What failed, for the user (the server's pesan or the connection message). */
  message: string
  onRetry: () => void
  /** Compact variant inside a table cell. */
  inline?: boolean
}

/**
 * The one state of a failed load: says it failed, why, and offers 'Coba lagi'. Never the empty
 * text — an empty list after a failure would invite the user to add duplicates.
 */
export function ErrorState({ message, onRetry, inline = false }: ErrorStateProps) {
  return (
    <div role="alert" className={inline ? 'error-state error-state-inline' : 'error-state'}>
      <p className="error-state-title">Data gagal dimuat</p>
      <p className="error-state-message">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Coba lagi
      </Button>
    </div>
  )
}
