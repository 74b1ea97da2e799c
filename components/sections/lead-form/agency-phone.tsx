import { fetchSiteSettings } from '@/lib/content/site'
import { telHref } from '@/lib/phone/phone-number'

/**
 * Server Component: the agency's phone number from the site settings, under the contact form, as
 * a link that dials it; nothing when the settings have none.
 */
export async function AgencyPhone() {
  const number = (await fetchSiteSettings())?.phone
  const href = telHref(number)
  if (!number || !href) return null
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      Prefer to talk? Call us at{' '}
      <a href={href} className="font-semibold whitespace-nowrap text-primary underline-offset-2 hover:underline">
        {number}
      </a>
    </p>
  )
}
