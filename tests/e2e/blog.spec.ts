import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { seedDocuments, seedHeroHeading } from './seed'
import { blockText, PAGE_SIZE, seedArticles } from './seed-articles'

const posts = seedArticles('post')
const news = seedArticles('newsItem')

/** The questions (with an answer) of the FAQ sections of the seed page with this slug, in order. */
function seedFaqQuestions(slug: string): string[] {
  const page = seedDocuments().find(
    (d) => d._type === 'page' && (d.slug as { current?: string }).current === slug && !d._id.startsWith('drafts.'),
  )
  const sections = (page?.sections ?? []) as Array<{
    _type: string
    items?: Array<{ question?: string; answer?: string }>
  }>
  return sections
    .filter((section) => section._type === 'faq')
    .flatMap((section) => section.items ?? [])
    .filter((item) => item.question && item.answer)
    .map((item) => item.question!)
}

/** The cards of the index, in order: their titles. */
const cardTitles = (page: Page) => page.locator('[data-article-card] h3').allTextContents()

/** Every JSON-LD block of the page, parsed (a parse error fails the test). */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>
    return Array.isArray(value) ? value : [value]
  })
}

test.describe('blog index', () => {
  test('lists the newest posts with title, excerpt, date, author, category and cover, then paginates', async ({
    page,
  }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeroHeading('blog')!)

    expect(await cardTitles(page)).toEqual(posts.slice(0, PAGE_SIZE).map((p) => p.title))
    const newest = posts[0]!
    const card = page.locator(`[data-article-card="${newest.slug}"]`)
    await expect(card.getByText(newest.excerpt)).toBeVisible()
    await expect(card.locator('time')).toHaveAttribute('datetime', newest.publishedAt)
    await expect(card.getByText(newest.author.name)).toBeVisible()
    await expect(card.getByRole('link', { name: newest.categories[0]!.title })).toBeVisible()
    await expect(card.getByRole('img', { name: newest.cover.alt })).toBeVisible()
    await expect(card.getByText(/\d+ min read/)).toBeVisible()

    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/)
    expect(await cardTitles(page)).toEqual(posts.slice(PAGE_SIZE, PAGE_SIZE * 2).map((p) => p.title))
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })

  test('filters by category', async ({ page }) => {
    await page.goto('/blog')
    const category = posts[0]!.categories[0]!
    const filter = page.getByRole('navigation', { name: 'Filter by category' })
    await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await filter.getByRole('link', { name: category.title, exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`/blog/category/${category.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title)
    await expect(filter.getByRole('link', { name: category.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const expected = posts.filter((p) => p.categories.some((c) => c.slug === category.slug)).slice(0, PAGE_SIZE)
    await expect(page.locator('[data-article-card]')).toHaveCount(expected.length)
    expect(await cardTitles(page)).toEqual(expected.map((p) => p.title))
  })

  test('answers 404 for a category or page that does not exist', async ({ page }) => {
    expect((await page.goto('/blog/category/no-such-category'))?.status()).toBe(404)
    expect((await page.goto('/blog/page/99'))?.status()).toBe(404)
  })
})

test.describe('blog post', () => {
  // A post that uses every kind of block: headings, lists, links, a captioned image, call-outs, code and a CTA.
  const post = posts.find((p) =>
    ['image', 'callout', 'codeBlock', 'ctaBlock'].every((type) => p.body.some((b) => b._type === type)),
  )!

  test('renders its Portable Text blocks and images', async ({ page }) => {
    expect(post, 'the seed has a post with an image, a call-out, code and a CTA').toBeTruthy()
    await page.goto(`/blog/${post.slug}`)
    const article = page.locator(`article[data-article="${post.slug}"]`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(article.getByText(/\d+ min read/).first()).toBeVisible()

    const h2s = post.body.filter((b) => b.style === 'h2')
    expect(h2s.length, 'the post has h2 headings').toBeGreaterThan(0)
    for (const h2 of h2s) {
      await expect(article.getByRole('heading', { level: 2, name: blockText(h2) })).toBeVisible()
    }
    const firstItem = post.body.find((b) => b.listItem)!
    await expect(article.getByRole('listitem').filter({ hasText: blockText(firstItem) })).toBeVisible()

    const figure = post.body.find((b) => b._type === 'image')!
    const image = article.getByRole('img', { name: figure.alt })
    await expect(image).toBeVisible()
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(article.locator('figcaption', { hasText: figure.caption! })).toBeVisible()

    const callout = post.body.find((b) => b._type === 'callout')!
    await expect(article.getByRole('note', { name: callout.title })).toBeVisible()
    const code = post.body.find((b) => b._type === 'codeBlock')!
    await expect(article.locator('[data-block="code"]').first()).toContainText(code.filename!)
    const cta = post.body.find((b) => b._type === 'ctaBlock')!
    await expect(article.locator('[data-block="cta"]').getByRole('link', { name: cta.buttonLabel })).toHaveAttribute(
      'href',
      cta.buttonHref!,
    )

    await expect(page.getByRole('img', { name: post.cover.alt })).toBeVisible()
    await expect(article.locator('[data-author-card]')).toContainText(post.author.name)
    await expect(page.getByRole('navigation', { name: 'Previous and next articles' })).toBeVisible()
    await expect(page.locator('[data-related-articles] [data-article-card]').first()).toBeVisible()
  })

  test('preloads the cover, clears each blurred placeholder once its image has loaded, shows the alt text of one that fails', async ({
    page,
  }) => {
    const url = `/blog/${post.slug}`
    const html = await (await page.request.get(url)).text()
    // The cover, the largest thing on a phone's first screen, is fetched first: the preload carries
    // the srcset it is drawn with, so the browser picks the same width before it has laid out the page.
    expect(html).toMatch(/<link rel="preload" as="image" fetchPriority="high" imageSrcSet="\/_next\/image\?url=/)

    // The figure in the body cannot be fetched.
    const figure = post.body.find((b) => b._type === 'image')!
    // The alt text as React writes it into an attribute.
    const entities: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' }
    const alt = figure.alt!.replace(/[&"'<>]/g, (c) => entities[c]!)
    const figureTag = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(` alt="${alt}"`))!
    const figureFile = new URL(/\ssrc="([^"]+)"/.exec(figureTag)![1]!.replaceAll('&amp;', '&'), 'http://x').searchParams
    await page.route(
      (u) => u.pathname === '/_next/image' && u.searchParams.get('url') === figureFile.get('url'),
      (route) => route.abort(),
    )

    await page.goto(url)
    const settled = (img: HTMLImageElement) => ({
      loaded: img.complete && img.naturalWidth > 0,
      failed: img.complete && img.naturalWidth === 0,
      placeholder: getComputedStyle(img).backgroundImage !== 'none',
      altHidden: getComputedStyle(img).color === 'rgba(0, 0, 0, 0)',
    })
    const cover = page.getByRole('img', { name: post.cover.alt })
    // Drawn with its blurred placeholder behind it…
    expect(html).toMatch(/background-image:url\(&quot;data:image\/svg\+xml/)
    // …which goes once it has loaded.
    await expect
      .poll(() => cover.evaluate(settled))
      .toEqual({ loaded: true, failed: false, placeholder: false, altHidden: false })

    const broken = page.getByRole('img', { name: figure.alt })
    await broken.scrollIntoViewIfNeeded()
    await expect
      .poll(() => broken.evaluate(settled))
      .toEqual({ loaded: false, failed: true, placeholder: false, altHidden: false })
  })

  test('carries valid JSON-LD: Article, breadcrumbs and the Organization', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`)
    const data = await jsonLd(page)
    const article = data.find((d) => d['@type'] === 'BlogPosting')
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: post.publishedAt,
      author: [{ '@type': 'Person', name: post.author.name }],
    })
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> }
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Blog', post.title])
    expect(data.filter((d) => d['@type'] === 'Organization')).toHaveLength(1)
  })

  test('has a canonical URL and a generated share image', async ({ page, request }) => {
    await page.goto(`/blog/${post.slug}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.slug}$`))
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    const res = await request.get(new URL(ogImage!).pathname)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
  })

  test('moves to the next post from the previous/next links', async ({ page }) => {
    // Posts are newest first: "Next" is the newer one before it, "Previous" the older one after it.
    const index = posts.indexOf(post)
    expect(index, 'the post has a newer and an older post').toBeGreaterThan(0)
    const [newer, older] = [posts[index - 1]!, posts[index + 1]!]
    expect(older, 'the post has an older post').toBeTruthy()
    await page.goto(`/blog/${post.slug}`)
    const pager = page.getByRole('navigation', { name: 'Previous and next articles' })
    const link = (title: string) => pager.getByRole('link', { name: new RegExp(RegExp.escape(title)) })
    await expect(link(older.title)).toHaveAttribute('href', `/blog/${older.slug}`)
    await expect(link(newer.title)).toHaveAttribute('href', `/blog/${newer.slug}`)
    await link(newer.title).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer.title)
  })
})

test.describe('news', () => {
  test('index lists news newest first and opens an item', async ({ page }) => {
    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeroHeading('news')!)
    expect(await cardTitles(page)).toEqual(news.slice(0, PAGE_SIZE).map((n) => n.title))

    const first = news[0]!
    await page.locator(`[data-article-card="${first.slug}"] h3 a`).click()
    await expect(page).toHaveURL(new RegExp(`/news/${first.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
    await expect(page.getByRole('img', { name: first.cover.alt })).toBeVisible()
    const data = await jsonLd(page)
    expect(data.find((d) => d['@type'] === 'NewsArticle')).toMatchObject({ headline: first.title })
  })
})

test.describe('structured data on pages', () => {
  test('a product page describes its Service and its FAQ', async ({ page }) => {
    await page.goto('/ai-receptionist')
    const data = await jsonLd(page)
    expect(data.find((d) => d['@type'] === 'Service')).toMatchObject({
      name: 'AI Receptionist',
      offers: { priceCurrency: 'USD' },
    })
    // Every question of the page's FAQ sections, as the seed has them.
    const questions = seedFaqQuestions('ai-receptionist')
    expect(questions.length, 'the seed page /ai-receptionist has a FAQ').toBeGreaterThan(0)
    await expect(page.locator('[data-section="faq"]')).not.toHaveCount(0)
    const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> } | undefined
    expect(faq?.mainEntity.map((question) => question.name)).toEqual(questions)
    expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy()
  })

  test('the landing page carries the Organization and a generated share image', async ({ page, request }) => {
    await page.goto('/')
    const data = await jsonLd(page)
    expect(data.find((d) => d['@type'] === 'Organization')).toMatchObject({
      name: expect.any(String),
      url: expect.stringMatching(/\/$/),
    })
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    const res = await request.get(new URL(ogImage!).pathname)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
  })
})

test.describe('crawlers and feeds', () => {
  test('sitemap.xml lists every page, post and news item', async ({ request }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    const xml = await res.text()
    for (const article of [
      ...posts.map((p) => `/blog/${p.slug}`),
      ...news.map((n) => `/news/${n.slug}`),
      '/blog',
      '/news',
      '/pricing',
    ]) {
      expect(xml).toContain(`${article}</loc>`)
    }
  })

  test('robots.txt allows the site, not the Studio, and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toContain('Disallow: /studio')
    expect(text).toMatch(/Sitemap: .+\/sitemap\.xml/)
  })

  test('the blog and news feeds are Atom with every article', async ({ request }) => {
    const blog = await request.get('/blog/feed.xml')
    expect(blog.headers()['content-type']).toContain('application/atom+xml')
    expect((await blog.text()).match(/<entry>/g)).toHaveLength(posts.length)
    expect((await (await request.get('/news/feed.xml')).text()).match(/<entry>/g)).toHaveLength(news.length)
  })
})

test.describe('publishing routes without a Sanity project', () => {
  test('the webhook says it is disabled and draft mode says it is unavailable', async ({ request }) => {
    const webhook = await request.post('/api/revalidate', { data: { _type: 'post', slug: 'x' } })
    // No SANITY_REVALIDATE_SECRET in the test build: the webhook is switched off and says why.
    expect(webhook.status()).toBe(404)
    expect((await webhook.json()).message).toMatch(/SANITY_REVALIDATE_SECRET is not set/)
    const draft = await request.get('/api/draft-mode/enable', { maxRedirects: 0 })
    expect(draft.status()).toBe(503)
    expect((await draft.json()).message).toMatch(/SANITY_API_READ_TOKEN/)
  })
})
