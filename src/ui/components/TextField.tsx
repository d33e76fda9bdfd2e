import type { ComponentProps } from 'react'
import { FieldChrome, type LabelledFieldProps, useLabelledField } from './FieldChrome.tsx'
import './kit.css'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className' | 'onChange'> &
  LabelledFieldProps<HTMLInputElement>

/**
 * Labelled input. `required` only shows an asterisk and sets the native attribute; forms should use
 * `noValidate` so the SPEC's own validation dialogs ('Lengkapi isian!') show, not browser bubbles.
 */
export function TextField(props: TextFieldProps) {
  const { chrome, control, native } = useLabelledField<HTMLInputElement, TextFieldProps>(props)
  return (
    <FieldChrome {...chrome}>
      <input type="text" {...native} {...control} className="input" />
    </FieldChrome>
  )
}
