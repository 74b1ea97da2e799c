import type { InputHTMLAttributes } from 'react'
import { errorTextClass, inputClass, labelClass } from './styles'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string
  label: string
  error?: string
  hint?: string
  formId: string
}

/** A labelled input whose problem, when there is one, is tied to it for screen readers. */
export function Field({ name, label, error, hint, formId, ...input }: FieldProps) {
  const id = `${formId}-${name}`
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={errorTextClass}>
          {error}
        </p>
      )}
    </div>
  )
}
