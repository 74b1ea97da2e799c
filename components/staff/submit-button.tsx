'use client'

import type { ReactNode } from 'react'
import { useFormStatus } from 'react-dom'
import { buttonStyles } from '@/components/layout/button-styles'

/** A form's submit button, busy while its Server Action runs. */
export function SubmitButton({ children, pendingLabel, variant = 'primary' }: { children: ReactNode; pendingLabel: string; variant?: 'primary' | 'secondary' }) {
  const { pending } = useFormStatus()
  return (
    <button type="submit" className={buttonStyles[variant]} disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  )
}
