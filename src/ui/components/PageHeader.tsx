import type { ReactNode } from 'react'

/**
 * A screen's heading row: the route table's title as the page's one <h1> (the shell moves focus
 * to it after each navigation) and the screen's main actions beside it.
 */
export function PageHeader({
  title,
  children,
  className,
}: {
  title: string
  children?: ReactNode
  /** e.g. 'no-print' for reports, whose printed head is the PrintHeader. */
  className?: string
}) {
  return (
    <div className={['page-header', className ?? ''].filter(Boolean).join(' ')}>
      <h1>{title}</h1>
      {children && <div className="page-actions">{children}</div>}
    </div>
  )
}
