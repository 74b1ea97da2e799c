'use client'

import type { ReactNode } from 'react'
import { useFormStatus } from 'react-dom'
import { buttonClasses } from '@/components/ui/button-classes'

/** A form's submit button, busy while its Server Action runs. */
export function SubmitButton({ children, pendingLabel, variant = 'primary' }: { children: ReactNode; pendingLabel: string; variant?: 'primary' | 'secondary' }) {
  const { pending } = useFormStatus()
  return (
    <button type="submit" className={buttonClasses({ variant })} disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  )
}
