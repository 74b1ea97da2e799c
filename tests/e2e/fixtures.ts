import { type BrowserContext, test as base, expect } from '@playwright/test'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Aborts every request of the context to a host other than this machine. */
export async function keepOffline(context: BrowserContext) {
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url())
    return LOCAL_HOSTS.has(hostname) ? route.fallback() : route.abort('blockedbyclient')
  })
}

/**
 * Every test runs offline: any request to a host other than this machine is aborted, so a
 * test can never pass by reaching the internet (or fail because it cannot). A test that opens a
 * context of its own (a second device) calls keepOffline on it.
 */
export const test = base.extend({
  // The fixture's callback is named `provide`, not Playwright's customary `use`: that name reads
  // (to people and to the React Hooks lint rules) as React's `use`.
  context: async ({ context }, provide) => {
    await keepOffline(context)
    await provide(context)
  },
})

export { expect }
