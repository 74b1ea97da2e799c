'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { MoonIcon, SunIcon } from '../ui/chrome-icons'
import { applyTheme, currentTheme, preferredTheme, storedPreference, storeTheme, type Theme } from './theme'

/** Follows the `dark` class on <html>, so every toggle and the toaster stay in step. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

/** The theme shown now; 'dark' on the server, since the site is dark by default. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'dark')
}

/**
 * Keeps <html> on the stored preference: once on mount, since a client render of <html> (the
 * not-found page gets one) puts back the server's class over the head script's, and for a
 * stored 'system', whenever the operating system changes, including before this effect ran.
 */
function useStoredTheme() {
  useEffect(() => {
    applyTheme(preferredTheme())
    if (storedPreference() !== 'system') return
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => {
      if (storedPreference() === 'system') applyTheme(preferredTheme())
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
}

/** The stored preference kept on <html>, for a page without the header's toggle (the root 404). */
export function StoredTheme() {
  useStoredTheme()
  return null
}

export function ThemeToggle({ className = '' }: { className?: string }) {
  const theme = useTheme()
  useStoredTheme()
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      onClick={() => {
        applyTheme(next)
        storeTheme(next)
      }}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className={`inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground ${className}`}
    >
      {theme === 'dark' ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  )
}
