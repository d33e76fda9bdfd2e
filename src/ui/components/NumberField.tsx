import type { ComponentProps } from 'react'
import { FieldChrome, type LabelledFieldProps, useLabelledField } from './FieldChrome.tsx'
import './kit.css'

export type NumberFieldProps = Omit<ComponentProps<'input'>, 'className' | 'onChange' | 'type'> &
  LabelledFieldProps<HTMLInputElement> & {
    /** 'decimal' allows a decimal comma or point (coordinates); default whole numbers. */
    kind?: 'integer' | 'decimal'
  }

/**
 * A number typed as text (so an empty field stays empty and a half-typed '-7,' is not lost);
 * convert with `parseNumber` when building the request.
 */
export function NumberField({ kind = 'integer', ...props }: NumberFieldProps) {
  const { chrome, control, native } = useLabelledField<HTMLInputElement, typeof props>(props)
  return (
    <FieldChrome {...chrome}>
      <input
        inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
        autoComplete="off"
        {...native}
        {...control}
        type="text"
        className="input input-number"
      />
    </FieldChrome>
  )
}

/** Text → number (decimal comma or point); empty or not a number → undefined (the schema says why). */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const value = Number(trimmed.replace(',', '.'))
  return Number.isFinite(value) ? value : undefined
}
