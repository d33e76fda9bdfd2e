import type { UnitFilter } from '../lib/unit-filter.ts'
import { ALL_UNITS } from './print-text.ts'
import { SelectField } from './SelectField.tsx'

/** The 'Unit' select of a report or list: 'Semua unit' or one office; fixed for a unit admin. */
export function UnitSelect({ filter }: { filter: UnitFilter }) {
  const options = filter.fixed
    ? [{ value: filter.kode, label: filter.name }]
    : [
        { value: '', label: ALL_UNITS },
        ...filter.units.map((unit) => ({ value: unit.kode, label: unit.cabang })),
      ]
  return (
    <SelectField
      label="Unit"
      value={filter.kode}
      options={options}
      disabled={filter.fixed}
      onValueChange={filter.choose}
    />
  )
}
