import type { ReactNode } from 'react'
import { BookingHost } from '@/components/booking/booking-host'
import { ChatLauncher } from '@/components/chat/chat-launcher'
import { ClosingCta } from '@/components/layout/closing-cta'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { NavigationStatus } from '@/components/layout/navigation-status'
import { OfflineSupport } from '@/components/layout/offline-support'
import { SiteToaster } from '@/components/layout/site-toaster'
import { DraftPreview } from '@/components/layout/visual-editing'
import { ImageSettle } from '@/components/ui/image-settle'
import { fetchChatWidgetContent } from '@/lib/chat/widget-content'
import { getConfig } from '@/lib/config'
import { fetchSiteSettings } from '@/lib/content/site'

/**
 * The chrome of every public page: header, closing call to action, footer, toasts, booking, chat,
 * and visual editing while a marketer previews drafts.
 * The (site) layout wraps its pages in it, and so do the pages outside that group that a visitor
 * may land on: the site-wide 404 and the Studio's setup page.
 */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const [siteSettings, chatContent] = await Promise.all([fetchSiteSettings(), fetchChatWidgetContent()])
  const settings = siteSettings ?? {
    agencyName: 'Kestrel AI',
    tagline: null,
    logo: null,
    navigation: null,
    getStarted: null,
    copyright: null,
    footerLinks: null,
    footerColumns: null,
    socialLinks: null,
    phone: null,
    bookingUrl: null,
    bookingEmail: null,
    closingCta: null,
    voiceAssistant: null,
    defaultSeo: null,
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary-foreground"
      >
        Skip to main content
      </a>
      <NavigationStatus />
      <Header settings={settings} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
        <ClosingCta cta={settings.closingCta} />
      </main>
      <Footer settings={settings} />
      <BookingHost bookingUrl={settings.bookingUrl} contactEmail={settings.bookingEmail} />
      <ChatLauncher content={chatContent} />
      <SiteToaster />
      <ImageSettle />
      <OfflineSupport enabled={!getConfig().development} />
      <DraftPreview />
    </>
  )
}
