import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { seedSiteSettings } from './seed'

// The agency's top navigation, item for item.
const TOP_LEVEL = ['Home', 'AI Agency', 'Products', 'Pricing', 'Resources']
const PRODUCTS = ['AI Voice Chat', 'AI Receptionist', 'Email Agent', 'Text Agent', 'OutboundAI']
const RESOURCES = ['Demos', 'Agent Marketplace', 'Agent Integrations', 'AI Research', 'News', 'Videos', 'Podcast']
const NEW_TAB = ' (opens in a new tab)'

/** Link names in document order, without the screen-reader note of external links. */
async function linkNames(links: Locator) {
  return (await links.allTextContents()).map((text) => text.replace(NEW_TAB, '').trim())
}

/** The drop-down panel a disclosure button controls. */
function panelOf(page: Page, button: Locator) {
  return button.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`))
}

test.describe('desktop (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows the SPEC navigation with Get Started and Talk to an AI Agent', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    const topLevel = nav.locator('xpath=./ul/li/a | ./ul/li/div/button')
    expect(await linkNames(topLevel)).toEqual(TOP_LEVEL)

    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/trynow')
    await expect(banner.getByRole('button', { name: 'Talk to an AI Agent' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })

  test('Products opens and closes with the mouse', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Products' })
    const panel = await panelOf(page, button)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    // A closed panel holds no links: no page hydrates the drop-downs' links until one opens.
    await expect(panel.getByRole('link', { includeHidden: true })).toHaveCount(0)

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    expect((await linkNames(panel.getByRole('link'))).filter((name) => PRODUCTS.includes(name))).toEqual(PRODUCTS)

    await button.click()
    await expect(panel).toBeHidden()

    await button.click()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })

  test('Resources opens with the keyboard and Escape returns focus to its button', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Resources' })
    const panel = await panelOf(page, button)

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const links = panel.getByRole('link')
    expect(await linkNames(links)).toEqual(RESOURCES)

    await page.keyboard.press('Tab')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()

    await page.keyboard.press('Space')
    await expect(panel).toBeVisible()
    for (let i = 0; i < RESOURCES.length; i++) await page.keyboard.press('Tab')
    await expect(links.last()).toBeFocused()
    // Tabbing past the last link leaves the drop-down, which closes it.
    await page.keyboard.press('Tab')
    await expect(panel).toBeHidden()
  })

  test('arrow keys open a drop-down and move between its links', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Products' })
    const links = (await panelOf(page, button)).getByRole('link')

    await button.focus()
    await page.keyboard.press('ArrowDown')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(links.last()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(links.first()).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(links.last()).toBeFocused()
  })

  test('external links open in a new tab and say so', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Resources' }).click()
    for (const name of ['AI Research', 'Videos', 'Podcast']) {
      const link = nav.getByRole('link', { name: `${name}${NEW_TAB}`, exact: true })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    }
    await nav.getByRole('button', { name: 'Products' }).click()
    const outbound = nav.getByRole('link', { name: `OutboundAI${NEW_TAB}`, exact: true })
    await expect(outbound).toHaveAttribute('target', '_blank')
    await expect(nav.getByRole('link', { name: 'AI Voice Chat', exact: true })).not.toHaveAttribute('target', /.+/)
  })

  test('marks the current page in the navigation', async ({ page }) => {
    await page.goto('/pricing')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', /.+/)
  })

  test('links prefetch the pages they lead to, never the page already shown', async ({ page }) => {
    const prefetched: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname)
    })
    await page.goto('/pricing')
    // The header links to Pricing (this page), Home, AI Agency and more: the others are fetched ahead.
    await expect.poll(() => prefetched.includes('/ai-agency')).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(prefetched).not.toContain('/pricing')
  })

  test('clicking the logo on the home page scrolls back to the top', async ({ page }) => {
    const { agencyName } = seedSiteSettings()
    await page.goto('/')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${agencyName} home` })
      .click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page).toHaveURL(/\/$/)
  })

  test('a link to a section lands with its heading below the sticky header, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const heading = page.locator('main section[aria-labelledby] h2[id]').nth(3)
    const id = await heading.getAttribute('id')
    await page.goto(`/#${id}`)
    // The browser scrolls there smoothly: read where it stops.
    let last = -1
    await expect
      .poll(async () => {
        const y = await page.evaluate(() => window.scrollY)
        const settled = y === last && y > 0
        last = y
        return settled
      })
      .toBe(true)
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(headerBottom)
    expect(top - headerBottom).toBeLessThan(40)
  })

  test('on a phone, blocks below the first screen render as they come near, and jumps into the page land', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const faq = page.locator('section[data-section="faq"]')
    const rendering = () => faq.evaluate((el) => getComputedStyle(el).contentVisibility)
    // A page whose blocks are all in the HTML in order: a block React moves into place late is the
    // next test's matter, not the deferred rendering this one is about.
    await page.goto('/products')
    // Deferred: components/layout/deferred-rendering.ts.
    expect(await rendering()).toBe('auto')
    const question = faq.locator('summary').last()
    const heading = faq.locator('h2[id]')
    const id = await heading.getAttribute('id')

    // A fresh load of a link to the last section: the placeholders above it would have put it
    // hundreds of pixels off; the page renders everything instead and lands on the heading.
    await page.goto('about:blank')
    await page.goto(`/products#${id}`)
    expect(await rendering()).toBe('visible')
    // Below the sticky header and its scroll margin (about 80px from the top), once the scroll stops.
    await expect.poll(() => heading.evaluate((el) => Math.abs(el.getBoundingClientRect().top - 80) < 30)).toBe(true)

    // A text fragment, as a search result links to: the browser scrolls the words into view.
    const words = (await question.innerText()).split(/\s+/).slice(0, 5).join(' ')
    await page.goto('about:blank')
    await page.goto(`/products#:~:text=${encodeURIComponent(words)}`)
    expect(await rendering()).toBe('visible')
    await expect(question).toBeInViewport()
  })

  test('on a phone, a jump to a block below one that React moves into place late lands on it', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    // The call-me section is written at the end of the HTML and moved into place by React's script
    // (docs/architecture.md, "Blocks that arrive last"); the FAQ comes after it on the page.
    const heading = page.locator('section[data-section="faq"] h2[id]')
    const id = await heading.getAttribute('id')
    const html = await (await page.request.get('/')).text()
    expect(html.indexOf(`id="${id}"`)).toBeLessThan(html.indexOf('data-section="callMe"'))

    // A slow network streams the HTML: the browser reaches the FAQ, and jumps to it, before the
    // section above it has arrived.
    const cdp = await context.newCDPSession(page)
    const throughput = (bytesPerSecond: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      })
    await throughput(64 * 1024)
    await page.goto('about:blank')
    await page.goto(`/#${id}`)
    await throughput(-1)
    // Below the sticky header and its scroll margin (about 80px from the top), not the call-me
    // section's height further down; and still there once the page is idle.
    const landed = () => heading.evaluate((el) => Math.abs(el.getBoundingClientRect().top - 80) < 30)
    await expect.poll(landed).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await landed()).toBe(true)
  })

  test('printed, a page renders every block, the deferred ones included', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const deferred = page.locator('[data-section] ~ [data-section], [data-deferred]')
    const renderings = () => deferred.evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility))
    expect(await deferred.count()).toBeGreaterThan(3)
    expect(new Set(await renderings())).toEqual(new Set(['auto']))
    await page.emulateMedia({ media: 'print' })
    expect(new Set(await renderings())).toEqual(new Set(['visible']))
  })

  test('following a link lands at the top of the new page', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    await footer.getByRole('link', { name: 'Pricing', exact: true }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the page a visitor lands on shows at once; a page reached by a link fades in', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const entrance = () => page.locator('main > .route-enter').evaluate((el) => getComputedStyle(el).animationName)
    await page.goto('/')
    expect(await entrance()).toBe('none')
    await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).first().click()
    await expect(page).toHaveURL(/\/pricing$/)
    expect(await entrance()).toBe('route-enter')
  })

  test('the footer shows the copyright, legal and social links', async ({ page }) => {
    const settings = seedSiteSettings()
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${settings.copyright}`)).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service')
    await expect(footer.getByRole('link', { name: 'Privacy Statement' })).toHaveAttribute('href', '/privacy-statement')
    const platforms = { youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn' } as const
    for (const social of settings.socialLinks) {
      const link = footer.getByRole('link', { name: `${settings.agencyName} on ${platforms[social.platform]}` })
      await expect(link).toHaveAttribute('href', social.url)
      await expect(link).toHaveAttribute('target', '_blank')
    }
    expect(settings.socialLinks.map((s) => s.platform).sort()).toEqual(['linkedin', 'x', 'youtube'])
  })
})

test.describe('mobile (375px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the menu button reveals the navigation with expandable sub-menus', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeHidden()

    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.click()
    const closeButton = page.getByRole('button', { name: 'Close menu' })
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    const products = nav.getByRole('button', { name: 'Products' })
    await expect(nav.getByRole('link', { name: 'AI Voice Chat' })).toBeHidden()
    await products.click()
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'AI Voice Chat' })).toBeVisible()
    await nav.getByRole('button', { name: 'Resources' }).click()
    await expect(nav.getByRole('link', { name: `Podcast${NEW_TAB}` })).toHaveAttribute('target', '_blank')

    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('button', { name: 'Talk to an AI Agent' })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await expect(nav).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })

  test('a tap on the menu button before the scripts have run opens the menu once they have', async ({ page }) => {
    // Every script file arrives 2 s late: the visitor taps the button they can already see.
    await page.route('**/_next/static/**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      await route.fallback()
    })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Open menu' }).tap()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 })
    // Opened once, not opened by the kept tap and closed again by React delivering the same tap.
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: 'Close menu' }).tap()
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  })

  test('following a link in the menu closes it', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  })
})

/** Scrolls halfway down the page at once (the site scrolls smoothly otherwise). */
async function scrollHalfway(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

for (const size of [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
]) {
  test.describe(`${size.name} (${size.viewport.width}px)`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile ?? false, hasTouch: size.hasTouch ?? false })
    const mobile = size.name === 'mobile'

    /** The header's link of that name: in the bar, or in the menu on phones. */
    async function headerLink(page: Page, name: string) {
      if (mobile) await page.getByRole('button', { name: 'Open menu' }).click()
      return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })
    }

    test('a link to the page already shown scrolls back to the top, in the header and the footer', async ({ page }) => {
      await page.goto('/')
      await scrollHalfway(page)
      await (await headerLink(page, 'Home')).click()
      await expect.poll(() => scrollY(page)).toBe(0)
      await expect(page).toHaveURL(/\/$/)

      await scrollHalfway(page)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click()
      await expect.poll(() => scrollY(page)).toBe(0)

      await page.goto('/pricing')
      await scrollHalfway(page)
      await (await headerLink(page, 'Pricing')).click()
      await expect.poll(() => scrollY(page)).toBe(0)
      await expect(page).toHaveURL(/\/pricing$/)
      if (mobile)
        await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    })

    test('the footer has a Company column from the site settings', async ({ page }) => {
      const company = seedSiteSettings().footerColumns[0]!
      expect(company.title).toBe('Company')
      await page.goto('/')
      const footer = page.getByRole('contentinfo')
      const column = footer.getByRole('list', { name: 'Company' })
      expect(await column.getByRole('link').allTextContents()).toEqual(['About', 'Careers', 'Blog', 'News', 'Contact'])
      for (const link of company.links)
        await expect(column.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href)
      await column.getByRole('link', { name: 'Careers' }).click()
      await expect(page).toHaveURL(/\/careers$/)
      await expect(column.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page')
    })
  })
}
