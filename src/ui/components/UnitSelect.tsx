import type { UnitFilter } from '../lib/unit-filter.ts'
import { ALL_UNITS } from './print-text.ts'
import { SelectField } from './SelectField.tsx'

/**
 * The 'Unit' select of a report or list: 'Semua unit' or one office; fixed for a unit admin. With
 * `oneUnit` (a screen about one school: its timetable, its teaching hours) there is no 'Semua unit':
 * '-- Pilih unit --' until one is chosen.
 */
export function UnitSelect({ filter, oneUnit = false }: { filter: UnitFilter; oneUnit?: boolean }) {
  const offices = filter.units.map((unit) => ({ value: unit.kode, label: unit.cabang }))
  const options = filter.fixed
    ? [{ value: filter.kode, label: filter.name }]
    : oneUnit
      ? offices
      : [{ value: '', label: ALL_UNITS }, ...offices]
  return (
    <SelectField
      label="Unit"
      value={filter.kode}
      options={options}
      placeholder={oneUnit ? '-- Pilih unit --' : undefined}
      disabled={filter.fixed}
      onValueChange={filter.choose}
    />
  )
}
