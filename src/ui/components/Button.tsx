import type { ComponentProps } from 'react'
import './kit.css'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: 'sm' | 'md'
  /** Shows a spinner, sets aria-busy and disables the button so a request is not sent twice. */
  loading?: boolean
}

/** Kit button. Defaults to type="button" so a button inside a form never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', className ?? '']
  return (
    <button
      {...rest}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="spinner spinner-sm" aria-hidden="true" />}
      {children}
    </button>
  )
}
