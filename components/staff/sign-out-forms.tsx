import { buttonClasses } from '@/components/ui/button-classes'

/** "Sign out" ends this device's session; "Sign out everywhere" every session of the account. */
export function SignOutForms({ action }: { action: (formData: FormData) => Promise<void> }) {
  return (
    <div className="flex flex-wrap gap-2">
      <form action={action}>
        <input type="hidden" name="scope" value="local" />
        <button type="submit" className={buttonClasses({ variant: 'ghost' })}>
          Sign out
        </button>
      </form>
      <form action={action}>
        <input type="hidden" name="scope" value="global" />
        <button type="submit" className={buttonClasses({ variant: 'ghost' })}>
          Sign out everywhere
        </button>
      </form>
    </div>
  )
}
