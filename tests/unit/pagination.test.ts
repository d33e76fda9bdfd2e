import { describe, expect, it } from 'vitest'
import { clampPage, pageItems } from '../../src/ui/lib/pagination.ts'

describe('pageItems', () => {
  it('is empty when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([])
    expect(pageItems(1, -3)).toEqual([])
    expect(pageItems(1, Number.NaN)).toEqual([])
  })

  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(2, 3)).toEqual([1, 2, 3])
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('shows 3 pages around the current one with ellipses on both sides', () => {
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10])
    expect(pageItems(50, 100)).toEqual([1, 'ellipsis', 49, 50, 51, 'ellipsis', 100])
  })

  it('shifts the window inward at the edges', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis', 10])
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 8, 9, 10])
  })

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10])
    expect(pageItems(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10])
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('clamps a current page outside the range', () => {
    expect(pageItems(0, 10)).toEqual(pageItems(1, 10))
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10))
  })

  it('never repeats a page and keeps pages ascending', () => {
    for (let total = 1; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = pageItems(current, total).filter((item) => item !== 'ellipsis')
        expect(pages).toContain(current)
        expect(pages[0]).toBe(1)
        expect(pages.at(-1)).toBe(total)
        expect([...pages].sort((a, b) => a - b)).toEqual(pages)
        expect(new Set(pages).size).toBe(pages.length)
      }
    }
  })
})

describe('clampPage', () => {
  it('keeps the page within 1..totalPages', () => {
    expect(clampPage(0, 5)).toBe(1)
    expect(clampPage(6, 5)).toBe(5)
    expect(clampPage(3, 5)).toBe(3)
    expect(clampPage(3, 0)).toBe(1)
    expect(clampPage(Number.NaN, 5)).toBe(1)
  })
})
