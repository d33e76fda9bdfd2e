import { type FormEvent, useRef, useState } from 'react'
import type { z } from 'zod'
import { showMessage } from '../components/MessageDialog.tsx'

/** Per-field messages; `_form` holds a message that belongs to no single field. */
export type FormErrors = Record<string, string | undefined>

type Values = Record<string, unknown>

export interface ZodFormOptions<S extends z.ZodType, V extends Values> {
  /**
   * The contract's own schema for the request body: the form checks exactly what the server checks.
   * A loader (`() => import(...)`) keeps zod out of the entry chunk for screens that are in it.
   */
  schema: S | (() => Promise<S>)
  initial: V
  /** The form's values → the body the schema validates (e.g. text fields to numbers). */
  toInput?: (values: V) => unknown
  /** SPEC dialogs: also show the first message in this dialog ('Perhatian', 'Gagal'). */
  dialogTitle?: string
  onSubmit: (data: z.output<S>) => Promise<unknown> | unknown
}

/** First message per top-level field, in the schema's order. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {}
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form'
    errors[key] ??= issue.message
  }
  return errors
}

/** Focuses the first control (in screen order) whose name has an error. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FormErrors) {
  const controls = form?.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]') ?? []
  for (const control of controls) {
    const name = control.getAttribute('name')
    if (name && errors[name]) return control.focus()
  }
}

/**
 * Form state validated by a contract schema: per-field errors under the fields (cleared as the
 * user edits), focus on the first bad field, optionally the first message in the SPEC's dialog,
 * and `submitting` while the save runs. Mount the form only while it is open so each opening
 * starts from `initial`.
 */
export function useZodForm<S extends z.ZodType, V extends Values>(options: ZodFormOptions<S, V>) {
  const { schema, initial, toInput, dialogTitle, onSubmit } = options
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FormErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  function set<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [name]: value }))
    setErrors((previous) =>
      previous[name] || previous._form ? { ...previous, [name]: undefined, _form: undefined } : previous,
    )
  }

  /** Props for a kit text/select/date field bound to `name`. */
  function field<K extends keyof V & string>(name: K) {
    return {
      name,
      value: String(values[name] ?? ''),
      onValueChange: (value: string) => set(name, value as V[K]),
      error: errors[name],
    }
  }

  /** Validates; on success runs onSubmit. Resolves true when the data was valid and sent. */
  async function validateAndSubmit(): Promise<boolean> {
    const resolved = typeof schema === 'function' ? await schema() : schema
    const parsed = resolved.safeParse(toInput ? toInput(values) : values)
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error.issues)
      setErrors(found)
      focusFirstInvalid(formRef.current, found)
      const first = Object.values(found).find(Boolean)
      if (dialogTitle && first) await showMessage({ title: dialogTitle, message: first, tone: 'warning' })
      return false
    }
    setErrors({})
    setSubmitting(true)
    try {
      await onSubmit(parsed.data)
    } finally {
      setSubmitting(false)
    }
    return true
  }

  return {
    values,
    set,
    setValues,
    errors,
    setErrors,
    field,
    submitting,
    validateAndSubmit,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent) => {
        event.preventDefault()
        if (!submitting) void validateAndSubmit()
      },
    },
  }
}

export type ZodForm = ReturnType<typeof useZodForm>
