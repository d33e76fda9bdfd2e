import type { ComponentProps } from 'react'
import { FieldChrome, type LabelledFieldProps, useLabelledField } from './FieldChrome.tsx'
import './kit.css'

export type TimeFieldProps = Omit<ComponentProps<'input'>, 'className' | 'onChange' | 'type'> &
  LabelledFieldProps<HTMLInputElement>

/** Native time input: 'HH:mm' wall-clock values (never an instant), the browser's own picker. */
export function TimeField(props: TimeFieldProps) {
  const { chrome, control, native } = useLabelledField<HTMLInputElement, TimeFieldProps>(props)
  return (
    <FieldChrome {...chrome}>
      <input step={60} {...native} {...control} type="time" className="input input-time" />
    </FieldChrome>
  )
}
