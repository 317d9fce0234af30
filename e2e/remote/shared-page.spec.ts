import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * A startup's public page (/s/{id}) as Seedling's server renders it, one origin with the app:
 * what a chat app's link preview reads with no JavaScript, the share image, the 404, and the app
 * taking the page over in a browser.
 */
const ID = 'krishi-sense'
const html = { headers: { accept: 'text/html' } }

/** The startup as the API answers it (the seed's, plus whatever this run invested). */
async function startup(request: APIRequestContext, id: string) {
  const answer = await request.get(`/api/startups/data/${id}`)
  const body = (await answer.json()) as {
    data: { name: string; slogan: string; fundsRecieved: number; fundsRequired: number }[]
  }
  return body.data[0]!
}

const rupees = (amount: number) => new Intl.NumberFormat('en-IN').format(amount)
const meta = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(page)?.[1]

test('a fetch of /s/{id} with no JavaScript gets the startup, its progress and every preview tag', async ({
  request,
}) => {
  const { name, slogan, fundsRecieved, fundsRequired } = await startup(request, ID)
  const answer = await request.get(`/s/${ID}`, html)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('text/html')
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const page = await answer.text()
  const progress = `Rs ${rupees(fundsRecieved)} Funded out of Rs ${rupees(fundsRequired)}`
  for (const text of [`>${name}</h1>`, slogan, progress, 'Sign up to invest', 'Founded'])
    expect(page).toContain(text)
  expect(page).toContain(`<title>${name} — Seedling</title>`)
  const url = `http://127.0.0.1:5000/s/${ID}`
  expect(page).toContain(`<link rel="canonical" href="${url}">`)
  expect(meta(page, 'og:title')).toBe(`${name} — Seedling`)
  expect(meta(page, 'og:description')).toBe(`${slogan} · ${progress}`)
  expect(meta(page, 'description')).toBe(`${slogan} · ${progress}`)
  expect(meta(page, 'og:url')).toBe(url)
  expect(meta(page, 'og:type')).toBe('website')
  expect(meta(page, 'twitter:card')).toBe('summary_large_image')
  expect(meta(page, 'twitter:title')).toBe(`${name} — Seedling`)
  const image = meta(page, 'og:image')!
  expect(image).toMatch(new RegExp(`^${url}/share\\.png\\?v=[\\w-]+$`))
  expect(meta(page, 'twitter:image')).toBe(image)

  const png = await request.get(image)
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  const bytes = await png.body()
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
  expect(bytes.length).toBeLessThan(150 * 1024)
})

test('an unknown startup answers a real 404 page', async ({ request }) => {
  const answer = await request.get('/s/no-such-startup', html)
  expect(answer.status()).toBe(404)
  const page = await answer.text()
  expect(page).toContain('Startup not found')
  expect(page).toContain('<meta name="robots" content="noindex">')
  expect((await request.get('/s/no-such-startup/share.png')).status()).toBe(404)
})

test('the page reads without JavaScript, and the app takes it over keeping what it shows', async ({
  browser,
}) => {
  const still = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await still.newPage()
  await noScript.goto(`/s/${ID}`)
  const { name } = await startup(still.request, ID)
  await expect(noScript.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(noScript.getByRole('link', { name: 'Sign up to invest' })).toBeVisible()
  await still.close()

  const context = await browser.newContext()
  const page = await context.newPage()
  const reads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(`/api/startups/data/${ID}`)) reads.push(request.url())
  })
  await page.goto(`/s/${ID}`)
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', `/s/${ID}`)
  // The first touch loads the app, which replaces the page with the same one.
  await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click()
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/dark|light/)
  // It started from the data the page carried: no second read of the startup to show it.
  expect(reads).toEqual([])
  await page.getByRole('link', { name: 'Sign up to invest' }).click()
  await expect(page).toHaveURL(/\/signup/)
  await context.close()
})
