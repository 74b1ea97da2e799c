import Link from 'next/link'
import { StaffMain } from './_bar'

export default function StaffNotFound() {
  return (
    <StaffMain narrow>
      <h1 className="text-3xl font-bold tracking-tight">Not found</h1>
      <p className="mt-3">
        There is no such lead (it may have been deleted).{' '}
        <Link href="/staff" className="text-primary underline">
          Back to all leads
        </Link>
      </p>
    </StaffMain>
  )
}
