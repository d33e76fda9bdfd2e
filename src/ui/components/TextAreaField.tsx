import type { ComponentProps } from 'react'
import { FieldChrome, type LabelledFieldProps, useLabelledField } from './FieldChrome.tsx'
import './kit.css'

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'className' | 'onChange'> &
  LabelledFieldProps<HTMLTextAreaElement>

/** Labelled multi-line text (reasons, notes, descriptions). */
export function TextAreaField(props: TextAreaFieldProps) {
  const { chrome, control, native } = useLabelledField<HTMLTextAreaElement, TextAreaFieldProps>(props)
  return (
    <FieldChrome {...chrome}>
      <textarea rows={3} {...native} {...control} className="input textarea" />
    </FieldChrome>
  )
}
