import { Link } from '@/components/ui/link'
import { type ReactNode, useId } from 'react'
import type { SiteSettings } from '@/lib/content/site'
import { telHref } from '@/lib/phone/phone-number'
import { LinkedInIcon, LogoMark, PhoneIcon, XIcon, YouTubeIcon } from '../ui/chrome-icons'
import { NavLink } from './nav-link'
import { dropdownLinks } from './nav-items'

type Platform = 'youtube' | 'x' | 'linkedin'

const socialPlatforms: Record<Platform, { label: string; icon: ReactNode }> = {
  youtube: { label: 'YouTube', icon: <YouTubeIcon className="size-5" /> },
  x: { label: 'X', icon: <XIcon className="size-5" /> },
  linkedin: { label: 'LinkedIn', icon: <LinkedInIcon className="size-5" /> },
}

// At least 24 px tall on phones, where the links of a column wrap side by side (WCAG 2.5.8).
const linkClass =
  'inline-flex min-h-6 items-center gap-1 text-sm text-muted-foreground transition-colors hover:text-foreground sm:min-h-0'

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <div>
      <h2 id={id} className="text-sm font-semibold text-foreground">
        {title}
      </h2>
      <ul aria-labelledby={id} className="mt-2 flex flex-wrap gap-x-5 gap-y-1 sm:mt-4 sm:flex-col sm:gap-3">
        {children}
      </ul>
    </div>
  )
}

/**
 * Footer: the agency's name, tagline and phone number (a link that dials it), a compact sitemap
 * (the navigation, then the columns of the site settings, for pages the top navigation has no
 * room for), copyright, legal and social links.
 */
export function Footer({ settings }: { settings: SiteSettings }) {
  const agency = settings.agencyName ?? 'Kestrel AI'
  const navigation = settings.navigation ?? []
  const topLevel = navigation.filter((item) => !item.children?.length && item.path)
  const groups = navigation.filter((item) => item.children?.length)
  const columns = (settings.footerColumns ?? []).filter((column) => column.title && column.links?.length)
  const phoneHref = telHref(settings.phone)
  // Prerendered pages show the year of their last render; a revalidation refreshes it.
  const year = new Date().getFullYear()

  return (
    <footer data-deferred className="border-t border-border bg-card/40">
      {/* On phones one column, each column's links wrapping side by side; two columns from 640px,
          four under the brand on tablets, one row from 1024px (however many columns the CMS gives). */}
      <div className="mx-auto grid max-w-7xl gap-x-6 gap-y-6 px-4 py-10 sm:grid-cols-2 sm:gap-y-10 sm:px-6 sm:py-14 md:grid-cols-4 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-[1.5fr] lg:px-8">
        <div className="max-w-xs sm:col-span-2 md:col-span-4 lg:col-span-1">
          <Link href="/" className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
            <LogoMark className="size-8" />
            {agency}
          </Link>
          {settings.tagline ? <p className="mt-4 text-sm leading-6 text-muted-foreground">{settings.tagline}</p> : null}
          {phoneHref ? (
            <p className="mt-4">
              <a href={phoneHref} className={linkClass}>
                <PhoneIcon />
                <span className="sr-only">Call</span> {settings.phone}
              </a>
            </p>
          ) : null}
        </div>
        {topLevel.length > 0 ? (
          <FooterColumn title="Explore">
            {topLevel.map((item) => (
              <li key={item._key}>
                <NavLink href={item.path ?? '/'} external={item.external} className={linkClass}>
                  {item.name}
                </NavLink>
              </li>
            ))}
          </FooterColumn>
        ) : null}
        {groups.map((item) => (
          <FooterColumn key={item._key} title={item.name ?? ''}>
            {dropdownLinks(item).map((link) => (
              <li key={link.key}>
                <NavLink href={link.path} external={link.external} className={linkClass}>
                  {link.name}
                </NavLink>
              </li>
            ))}
          </FooterColumn>
        ))}
        {columns.map((column) => (
          <FooterColumn key={column._key} title={column.title ?? ''}>
            {(column.links ?? []).map((link) =>
              link.href && link.label ? (
                <li key={link._key}>
                  <NavLink href={link.href} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ) : null,
            )}
          </FooterColumn>
        ))}
      </div>
      <div className="border-t border-border">
        <div
          data-footer-last-row
          className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8"
        >
          <p>
            © {year} {settings.copyright ?? agency}
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {(settings.footerLinks ?? []).map((link) =>
                link.href && link.label ? (
                  <li key={link._key}>
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
          <ul className="-ml-2.5 flex gap-2 md:ml-0 md:-mr-2.5" aria-label="Social media">
            {(settings.socialLinks ?? []).map((social) => {
              const platform = social.platform ? socialPlatforms[social.platform] : undefined
              if (!platform || !social.url) return null
              return (
                <li key={social._key}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                  >
                    {platform.icon}
                    <span className="sr-only">
                      {agency} on {platform.label} (opens in a new tab)
                    </span>
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </footer>
  )
}
