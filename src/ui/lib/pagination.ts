// Page-number list for the pager of SPEC §2/§9 ("page numbers with ellipsis, 3 pages around the
// current one").
//
// Rule: a window of 3 consecutive pages containing the current page (centred on it, shifted inward
// at the edges), plus always the first and the last page. A gap of two or more pages becomes one
// 'ellipsis'; a gap of exactly one page shows that page instead, because an ellipsis standing for
// a single page hides it without saving space.
//   pageItems(5, 10) -> [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]
//   pageItems(1, 10) -> [1, 2, 3, 'ellipsis', 10]
//   pageItems(4, 10) -> [1, 2, 3, 4, 5, 'ellipsis', 10]

export type PageItem = number | 'ellipsis'

/** Number of page buttons in the sliding window around the current page. */
export const PAGE_WINDOW = 3

/** Clamps a requested page into 1..totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages))
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.floor(page)), last)
}

function windowBounds(current: number, totalPages: number): [number, number] {
  const half = Math.floor(PAGE_WINDOW / 2)
  const start = Math.max(1, Math.min(current - half, totalPages - PAGE_WINDOW + 1))
  const end = Math.min(totalPages, start + PAGE_WINDOW - 1)
  return [start, end]
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)
}

/** Items to render between the previous and next buttons. Empty when there are no pages. */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0
  if (total < 1) return []
  const [start, end] = windowBounds(clampPage(current, total), total)
  const items: PageItem[] = []
  if (start > 1) items.push(1)
  if (start === 3) items.push(2)
  else if (start > 3) items.push('ellipsis')
  items.push(...range(start, end))
  if (end === total - 2) items.push(total - 1)
  else if (end < total - 2) items.push('ellipsis')
  if (end < total) items.push(total)
  return items
}
