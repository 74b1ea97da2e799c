import type { Page } from '@playwright/test'
import { RENDER_ALL_ATTRIBUTE } from '../../components/layout/deferred-rendering'
import { expect, test } from './fixtures'

/**
 * Proof, pricing and page length (docs/content.md#proof-and-pricing-sections): the pricing
 * switch with and without JavaScript, the comparison table at phone width, the plans on the
 * first screen at 1440 px, the logo strip and the team, and the two long pages' heights at 390 px.
 */

// The pricing page's plans sit right under its hero, without a heading of their own: each plan's name is an h2.
const plan = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })

async function expectBilling(page: Page, billing: 'monthly' | 'annual') {
  const starter = plan(page, 'Starter')
  const [shown, hidden] = billing === 'monthly' ? ['$297', '$2,970'] : ['$2,970', '$297']
  await expect(starter.getByText(shown, { exact: true })).toBeVisible()
  await expect(starter.getByText(hidden, { exact: true })).toBeHidden()
  await expect(
    plan(page, 'Scale').getByText(billing === 'monthly' ? '$1,497' : '$14,970', { exact: true }),
  ).toBeVisible()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the pricing switch ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled })

    test('opens on monthly prices and shows the annual ones (two months free) when Annually is picked', async ({
      page,
    }) => {
      await page.goto('/pricing')
      const group = page.getByRole('group', { name: 'Billing period' })
      await expect(group.getByRole('radio', { name: 'Monthly' })).toBeChecked()
      await expectBilling(page, 'monthly')
      await group.getByText('Annually').click()
      await expect(group.getByRole('radio', { name: /^Annually/ })).toBeChecked()
      await expectBilling(page, 'annual')
      await expect(plan(page, 'Starter').getByText('per year, two months free')).toBeVisible()
      // And back, by keyboard: the radio group moves with the arrow keys.
      await group.getByRole('radio', { name: /^Annually/ }).focus()
      await page.keyboard.press('ArrowLeft')
      await expectBilling(page, 'monthly')
    })
  })
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the three plans, each with its price and button, are on the first screen', async ({ page }) => {
    await page.goto('/pricing')
    for (const name of ['Starter', 'Growth', 'Scale']) {
      const card = plan(page, name)
      for (const part of [card.getByRole('heading', { level: 2 }), card.getByRole('link')]) {
        const box = (await part.boundingBox())!
        expect(box.y + box.height, `${name}: ${await part.textContent()}`).toBeLessThanOrEqual(900)
      }
    }
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the comparison table reads as a table and fits the phone without sideways scrolling', async ({ page }) => {
    await page.goto('/pricing')
    const table = page.getByRole('table', { name: 'Compare the plans' })
    await expect(table.getByRole('columnheader')).toHaveText(['Starter', 'Growth', 'Scale'])
    await expect(table.getByRole('row', { name: /^Setup fee/ }).getByRole('cell')).toHaveText([
      'None',
      '$499',
      '$1,500',
    ])
    await expect(table.getByRole('row', { name: /^AI Workflow Agent/ }).getByRole('cell')).toHaveText([
      '—Not included',
      'Included',
      'Included',
    ])
    const box = (await table.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  /**
   * Document heights at 390 × 844 with every block rendered, measured on the built site before this
   * change (commit a90eebe): / 14,425 px, /voice-chat 10,388 px. The target is at least 40 %
   * shorter, without dropping what a buyer needs (secondary detail folded into <details>, compact
   * rows and sideways rows on phones, docs/content.md#proof-and-pricing-sections). The run prints
   * the heights: about 7,900 and 6,100 px.
   */
  for (const [route, before] of [
    ['/', 14_425],
    ['/voice-chat', 10_388],
  ] as const) {
    test(`${route} is at least 40 % shorter than before`, async ({ page }) => {
      await page.goto(route)
      await page.evaluate((attribute) => document.documentElement.setAttribute(attribute, ''), RENDER_ALL_ATTRIBUTE)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      console.log(
        `${route} at 390 px: ${height} px, ${Math.round((1 - height / before) * 100)} % shorter than ${before}`,
      )
      expect(height).toBeLessThanOrEqual(Math.round(before * 0.6))
    })
  }
})

test('the home page shows named customers under its hero, and /about the team from the blog', async ({ page }) => {
  await page.goto('/')
  const logos = page.getByRole('region', { name: 'Trusted by businesses like yours' })
  await expect(logos.getByRole('img', { name: 'Bayview Family Dental' })).toBeVisible()
  const studies = page.getByRole('list', { name: 'Results our customers measured' })
  await studies.getByRole('link', { name: /Read the story: Bayview Family Dental/ }).click()
  await expect(page).toHaveURL(/\/news\/bayview-family-dental-1000-appointments$/)

  await page.goto('/about')
  const team = page.getByRole('region', { name: 'The people behind the agents' })
  await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Daniel Brooks', 'Maya Okafor', 'Sofia Lindqvist'])
  await expect(team.getByText('Co-founder and CEO')).toBeVisible()
})
