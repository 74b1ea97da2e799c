/** The visitor's theme choice is kept in localStorage under this key (renaming it forgets every stored choice); dark by default. */
export const THEME_STORAGE_KEY = 'vite-ui-theme'

export type ThemePreference = 'dark' | 'light' | 'system'
export type Theme = 'dark' | 'light'

/** The theme <html> currently shows; the head script set it before first paint. */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

export function applyTheme(theme: Theme) {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}

export function storeTheme(theme: ThemePreference) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage can be disabled (private mode, blocked cookies); the choice then lasts this page only.
  }
}

export function storedPreference(): ThemePreference {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    if (value === 'light' || value === 'dark' || value === 'system') return value
  } catch {
    // See storeTheme.
  }
  return 'dark'
}

/** The theme the stored preference asks for now ('system': the operating system's). */
export function preferredTheme(): Theme {
  const preference = storedPreference()
  if (preference !== 'system') return preference
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}
