import { Link } from '@/components/ui/link'
import type { SiteSettings } from '@/lib/content/site'
import { buttonClasses } from '@/components/ui/button-classes'
import { DesktopNav } from './desktop-nav'
import { LogoMark } from '../ui/chrome-icons'
import { OptimizedImage } from '../ui/optimized-image'
import { MobileMenu } from './mobile-menu'
import { TalkToAgentButton } from './talk-to-agent-button'
import { ThemeToggle } from './theme-toggle'

export function Header({ settings }: { settings: SiteSettings }) {
  const agency = settings.agencyName ?? 'Kestrel AI'
  const navigation = settings.navigation ?? []
  const getStarted = settings.getStarted
  const label = getStarted?.label ?? 'Get Started'
  const logo = settings.logo?.asset

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" aria-label={`${agency} home`} className="flex shrink-0 items-center gap-2 rounded-lg">
          {logo?.url && logo.width && logo.height ? (
            <OptimizedImage
              src={logo.url}
              alt={settings.logo?.alt ?? agency}
              width={logo.width}
              height={logo.height}
              preload
              fetchPriority="high"
              className="h-8 w-auto"
            />
          ) : (
            <>
              <LogoMark className="size-8" />
              <span className="text-lg font-bold tracking-tight whitespace-nowrap md:max-lg:sr-only">{agency}</span>
            </>
          )}
        </Link>
        <div className="flex flex-1 justify-center">
          <DesktopNav items={navigation} />
        </div>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <TalkToAgentButton compact className="max-md:hidden" />
          {getStarted?.path ? (
            <Link href={getStarted.path} className={buttonClasses({ className: 'whitespace-nowrap max-md:hidden' })}>
              {label}
            </Link>
          ) : null}
          <MobileMenu
            items={navigation}
            actions={
              <>
                <TalkToAgentButton size="lg" className="w-full" />
                {getStarted?.mobilePath || getStarted?.path ? (
                  <Link
                    href={getStarted.mobilePath ?? getStarted.path ?? '/contact'}
                    className={buttonClasses({ size: 'lg', className: 'w-full' })}
                  >
                    {label}
                  </Link>
                ) : null}
              </>
            }
          />
        </div>
      </div>
    </header>
  )
}
