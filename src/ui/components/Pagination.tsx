import { clampPage, type PageItem, pageItems } from '../lib/pagination.ts'
import './kit.css'

export type PaginationProps = {
  /** 1-based current page. */
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** Accessible name of the navigation landmark. */
  label?: string
  className?: string
}

type PagerButtonProps = {
  target: number
  label: string
  text: string
  disabled: boolean
  current?: boolean
  onPageChange: (page: number) => void
}

function PagerButton({ target, label, text, disabled, current = false, onPageChange }: PagerButtonProps) {
  return (
    <li>
      <button
        type="button"
        className={current ? 'pager-btn is-current' : 'pager-btn'}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={() => !current && onPageChange(target)}
      >
        {text}
      </button>
    </li>
  )
}

// Ellipses are keyed by the page before them: stable and unique, unlike an array index.
function keyedItems(current: number, last: number): { item: PageItem; key: string }[] {
  let previousPage = 0
  return pageItems(current, last).map((item) => {
    if (item === 'ellipsis') return { item, key: `ellipsis-after-${previousPage}` }
    previousPage = item
    return { item, key: `page-${item}` }
  })
}

/** First / previous / page numbers with ellipsis / next / last (SPEC §2). Hidden when there are no pages. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Navigasi halaman',
  className,
}: PaginationProps) {
  if (totalPages < 1) return null
  const current = clampPage(page, totalPages)
  const last = Math.floor(totalPages)
  const atStart = current <= 1
  const atEnd = current >= last
  const common = { onPageChange }
  return (
    <nav aria-label={label} className={['pager', 'no-print', className ?? ''].filter(Boolean).join(' ')}>
      <ul className="pager-list">
        <PagerButton {...common} target={1} label="Halaman pertama" text="«" disabled={atStart} />
        <PagerButton {...common} target={current - 1} label="Sebelumnya" text="‹" disabled={atStart} />
        {keyedItems(current, last).map(({ item, key }) =>
          item === 'ellipsis' ? (
            <li key={key} className="pager-ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <PagerButton
              {...common}
              key={key}
              target={item}
              label={`Halaman ${item}`}
              text={String(item)}
              disabled={false}
              current={item === current}
            />
          ),
        )}
        <PagerButton {...common} target={current + 1} label="Berikutnya" text="›" disabled={atEnd} />
        <PagerButton {...common} target={last} label="Halaman terakhir" text="»" disabled={atEnd} />
      </ul>
    </nav>
  )
}
