import { expect, test } from './fixtures'
import { ROUTES } from './route-list'
import { seedArticles } from './seed-articles'
import { seedSiteSettings } from './seed'

/** Every title names the brand once: one suffix, applied once, whatever the CMS's SEO title says. */
const brand = seedSiteSettings().agencyName
const PATHS = [
  ...ROUTES,
  '/blog/page/2',
  '/news/page/2',
  '/blog/category/measuring-results',
  `/blog/${seedArticles('post')[0]!.slug}`,
  `/news/${seedArticles('newsItem')[0]!.slug}`,
  '/no-such-page',
]

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&')

for (const path of PATHS) {
  test(`${path}: the brand once in the title`, async ({ request }) => {
    const title = titleOf(await (await request.get(path)).text())
    expect(title, path).toBeTruthy()
    const mentions = title!.split(brand).length - 1
    expect(mentions, title).toBeGreaterThanOrEqual(1)
    expect(title, title).not.toMatch(new RegExp(`\\|\\s*${brand}.*\\|\\s*${brand}`))
    expect(title, title).not.toMatch(new RegExp(`${brand},`))
    expect(title, title).not.toMatch(new RegExp(`${brand}\\s*\\|\\s*${brand}`))
  })
}

test('a later index page puts its number before the brand', async ({ request }) => {
  const title = titleOf(await (await request.get('/blog/page/2')).text())
  expect(title).toMatch(new RegExp(`, page 2 \\| ${brand}$`))
})
