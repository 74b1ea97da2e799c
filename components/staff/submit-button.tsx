'use client'

import type { ReactNode } from 'react'
import { useFormStatus } from 'react-dom'
import { buttonClasses } from '@/components/ui/button-classes'

type SubmitButtonProps = {
  children: ReactNode
  pendingLabel: string
  variant?: 'primary' | 'secondary'
  /** When several forms on a page share a label ("Retry now"): the name that tells them apart, starting with the label. */
  accessibleName?: string
}

/** A form's submit button, busy while its Server Action runs. */
export function SubmitButton({ children, pendingLabel, variant = 'primary', accessibleName }: SubmitButtonProps) {
  const { pending } = useFormStatus()
  return (
    <button
      type="submit"
      className={buttonClasses({ variant })}
      disabled={pending}
      aria-disabled={pending}
      aria-label={pending ? undefined : accessibleName}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}
