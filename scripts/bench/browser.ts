/** Headless Chromium as the end-to-end tests launch it (playwright.config.ts): offline but for this machine. */
import { existsSync } from 'node:fs'

export const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
]
