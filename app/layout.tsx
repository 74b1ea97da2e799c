import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'
import { THEME_SCRIPT } from '@/components/layout/theme-script'
import { getConfig } from '@/lib/config'
import { fetchSiteSettings } from '@/lib/content/site'
import './globals.css'

const inter = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The head script may switch the `dark` class and color-scheme before hydration;
    // data-scroll-behavior lets Next turn smooth scrolling off while it scrolls to a new page.
    <html lang="en" className={`${inter.variable} dark`} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  )
}
