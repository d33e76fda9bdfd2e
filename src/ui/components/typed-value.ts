// The text-versus-value state of the kit's typed inputs (TimeField, DatePicker): the text is what
// the user types, the value is what the form holds, and they meet on blur.
import { useId, useState } from 'react'

type TypedValueOptions = {
  id: string | undefined
  /** The form's value ('' when empty). */
  value: string
  /** Text -> value; '' for blank text, null when the text is no value. */
  parse: (text: string) => string | null
  /** Value -> the text shown for it. */
  show: (value: string) => string
  /**
   * What the form gets while the text is blank or no value: 'raw', the text itself as it is typed
   * (the contract's check refuses it); 'empty-when-left', nothing while typing (a filter page that
   * falls back on '' would replace a cleared or half-typed text) and '' once the field is left.
   */
  unparsed: 'raw' | 'empty-when-left'
  onValueChange: ((value: string) => void) | undefined
}

export function useTypedValue({ id, value, parse, show, unparsed, onValueChange }: TypedValueOptions) {
  const generatedId = useId()
  const [text, setText] = useState(() => show(value))
  const [known, setKnown] = useState(value)
  const [wrong, setWrong] = useState(false)
  // A value from outside (a loaded record, a reset, a parent refusing a change) replaces the text.
  if (value !== known) {
    setKnown(value)
    setText(show(value))
    setWrong(false)
  }
  function emit(next: string) {
    setKnown(next)
    if (next !== value) onValueChange?.(next)
  }
  return {
    id: id ?? generatedId,
    text,
    /** The text was left (blurred) as no value: the field shows the format message. */
    wrong,
    /** Typing: the form gets the value as soon as the text is one. */
    type(raw: string) {
      setText(raw)
      setWrong(false)
      const parsed = parse(raw)
      if (unparsed === 'raw') emit(parsed ?? raw)
      else if (parsed) emit(parsed)
    },
    /**
     * Leaving the field (or Enter, before the form's submit reads the value): the text takes the
     * value's own form ('0730' -> '07:30') or is flagged.
     */
    settle() {
      const parsed = parse(text)
      if (parsed) setText(show(parsed))
      else setWrong(parsed === null)
      if (!parsed && unparsed === 'empty-when-left') emit('')
    },
    /** A value picked (arrow keys, a calendar). */
    set(next: string) {
      setText(show(next))
      setWrong(false)
      emit(next)
    },
  }
}
