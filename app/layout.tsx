import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { DEFERRED_RENDERING_SCRIPT } from '@/components/layout/deferred-rendering'
import { FRAGMENT_LANDING_SCRIPT } from '@/components/layout/fragment-landing'
import { THEME_SCRIPT } from '@/components/layout/theme-script'
import { EARLY_PRESS_SCRIPT } from '@/components/ui/early-press'
import { JsonLdScript } from '@/components/seo/json-ld'
import { getConfig } from '@/lib/config'
import { fetchSiteSettings } from '@/lib/content/site'
import { toE164 } from '@/lib/phone/phone-number'
import { organizationJsonLd } from '@/lib/seo/json-ld'
import './globals.css'

// Inter 4.001, Latin, weights 400 to 700 only: app/fonts/README.md says how it was cut from the
// full variable font and why.
const inter = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
})

export async function generateMetadata(): Promise<Metadata> {
  const settings = await fetchSiteSettings()
  const agency = settings?.agencyName ?? 'Kestrel AI'
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: settings?.defaultSeo?.title ?? agency, template: `%s | ${agency}` },
    description: settings?.defaultSeo?.description ?? undefined,
    applicationName: agency,
    openGraph: { siteName: agency, type: 'website' },
  }
}

export const viewport: Viewport = {
  colorScheme: 'dark light',
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0b1020' },
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  ],
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await fetchSiteSettings()
  const { siteUrl } = getConfig()
  const organization = organizationJsonLd({
    siteUrl,
    name: settings?.agencyName ?? 'Kestrel AI',
    description: settings?.defaultSeo?.description ?? settings?.tagline,
    logoUrl: settings?.logo?.asset?.url,
    telephone: settings?.phone ? toE164(settings.phone) : undefined,
    sameAs: (settings?.socialLinks ?? []).flatMap((link) => (link.url ? [link.url] : [])),
  })
  return (
    // The head script may switch the `dark` class and color-scheme before hydration;
    // data-scroll-behavior lets Next turn smooth scrolling off while it scrolls to a new page.
    <html lang="en" className={`${inter.variable} dark`} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: EARLY_PRESS_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: DEFERRED_RENDERING_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: FRAGMENT_LANDING_SCRIPT }} />
      </head>
      <body>
        {children}
        {/* Organization on every page (the agency behind the site), for search engines. */}
        <JsonLdScript data={organization} />
      </body>
    </html>
  )
}
