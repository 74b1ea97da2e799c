import { buttonClasses } from '@/components/ui/button-classes'
import { ConfirmForm } from './confirm-dialog'

/**
 * "Sign out" ends this device's session, the bar's one button; "Sign out everywhere" ends every
 * session of the account, a smaller link-like button beside it, asked about first.
 */
export function SignOutForms({ action }: { action: (formData: FormData) => Promise<void> }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <form action={action}>
        <input type="hidden" name="scope" value="local" />
        <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
          Sign out
        </button>
      </form>
      <ConfirmForm
        action={action}
        title="Sign out on every device?"
        description="This ends your sessions on every phone and computer, this one included. Each of them asks you to sign in again at its next page."
        confirmLabel="Sign out everywhere"
      >
        <input type="hidden" name="scope" value="global" />
        <button
          type="submit"
          className="min-h-11 rounded-lg px-2 text-sm text-muted-foreground underline underline-offset-2 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Sign out everywhere
        </button>
      </ConfirmForm>
    </div>
  )
}
