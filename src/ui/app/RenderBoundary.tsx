import { useQueryClient } from '@tanstack/react-query'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { Button } from '../components/Button.tsx'
import { PageHeader } from '../components/PageHeader.tsx'

/**
 * A render error becomes a message, never a white page: one boundary per screen (inside the
 * layout, so the sidebar and top bar stay usable) and one around everything (the layout itself).
 * It shows the address it happened on and 'Coba lagi', and clears itself when the address changes.
 */

export const RENDER_FAILURE = 'Halaman ini gagal ditampilkan.'

interface BoundaryProps {
  /** The address shown in the message; a new one clears the failure (another screen). */
  location: string
  /** The screen's title as its heading while it cannot render (the layout boundary has none). */
  title?: string
  /** Before rendering again: fetch the data afresh (what broke may have been an answer). */
  beforeRetry: () => void
  children: ReactNode
}

interface BoundaryState {
  error: Error | null
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null }

  static getDerivedStateFromError(thrown: unknown): BoundaryState {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[layar] ${this.props.location}: ${RENDER_FAILURE}`, error, info.componentStack)
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.location !== this.props.location) this.setState({ error: null })
  }

  retry = () => {
    this.props.beforeRetry()
    this.setState({ error: null })
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <section className="render-failure">
        {this.props.title && <PageHeader title={this.props.title} />}
        <div role="alert" className="error-state">
          <p className="error-state-title">{RENDER_FAILURE}</p>
          <p className="error-state-message">
            Alamat: <code data-testid="alamat-gagal">{this.props.location}</code>
          </p>
          <p className="error-state-message">Rincian: {error.message}</p>
          <Button variant="secondary" size="sm" onClick={this.retry}>
            Coba lagi
          </Button>
        </div>
      </section>
    )
  }
}

/** Catches what `children` throw while rendering, on the current address. */
export function RenderBoundary({ title, children }: { title?: string; children: ReactNode }) {
  const [location] = useLocation()
  const queryClient = useQueryClient()
  // Dropping cached answers makes the screen fetch them again as it mounts; active ones refetch now.
  const refetch = () => void queryClient.resetQueries()
  return (
    <Boundary location={location} title={title} beforeRetry={refetch}>
      {children}
    </Boundary>
  )
}
