import type { ReactNode } from 'react'
import './kit.css'

export type Fact = readonly [label: string, value: ReactNode]

/**
 * Labelled facts as a description list: `rows` puts each label beside its value (a detail
 * modal), `grid` flows label-over-value cards across the width (an employee card).
 */
export function FactList({ facts, layout = 'rows' }: { facts: readonly Fact[]; layout?: 'rows' | 'grid' }) {
  return (
    <dl className={`facts facts-${layout}`}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
