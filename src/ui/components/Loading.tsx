import './kit.css'

export type LoadingProps = {
  /** Text read by screen readers and shown next to the spinner. */
  label?: string
  /** Inline variant for table cells and toolbars; the default is a centred block. */
  inline?: boolean
}

/** Spinner with a live status text ('Memuat...'). */
export function Loading({ label = 'Memuat...', inline = false }: LoadingProps) {
  return (
    <div role="status" className={inline ? 'loading loading-inline' : 'loading'}>
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
