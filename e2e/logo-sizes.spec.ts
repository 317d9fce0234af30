import { expect } from '@playwright/test'
import sharp from 'sharp'
import {
  approveAsOperator,
  attachReport,
  describeSignedIn,
  expectImageLoaded,
  fillStartup,
  openDashboard,
  publicise,
  searchStartups,
  test,
} from './fixtures'

/**
 * Logos at the size they are shown (docs/contract.md, logo sizes): a founder uploads a phone's
 * photo as the logo, 1.8 MB; the demo keeps it with the copies the browser makes of it, and
 * explore's card on a 2× screen loads the copy its 48 CSS pixels need there rather than
 * the photo. One publication and one approval through the screens.
 */

/** A photo-like picture of 780 × 780 pixels: noise does not compress (about 1.8 MB as PNG). */
const photo = () =>
  sharp({
    create: {
      width: 780,
      height: 780,
      channels: 3,
      background: '#2f855a',
      noise: { type: 'gaussian', mean: 120, sigma: 50 },
    },
  })
    .png()
    .toBuffer()

describeSignedIn('founder', 'logos at the size they are shown', () => {
  // A screen of two device pixels to a CSS pixel, as most phones have at least.
  test.use({ deviceScaleFactor: 2 })

  test("explore's card loads the logo's copy for its size on a 2× screen, not the upload", async ({
    page,
    people,
  }) => {
    const picture = await photo()
    expect(picture.byteLength).toBeGreaterThan(1_500_000)
    // Every stored file the app asks for (the demo answers them in the page, so their sizes are
    // read there at the end).
    const asked = new Set<string>()
    page.on('request', (request) => {
      if (/\/api\/files\//.test(request.url())) asked.add(request.url())
    })
    await openDashboard(page, '/dashboard/publicise')
    const name = `Photo Logo ${Date.now().toString(36)}`
    await fillStartup(page, name)
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: picture })
    await attachReport(page)
    await publicise(page)
    // Back as the investor, on explore.
    await approveAsOperator(page, name, { back: people.investor })
    await searchStartups(page, name)
    const card = page.getByRole('list', { name: 'Startups' }).getByRole('listitem').filter({
      hasText: name,
    })
    const logo = card.locator('img').first()
    await expectImageLoaded(logo)
    const shown = await logo.evaluate(async (img: HTMLImageElement) => {
      // The picture's own pixels (naturalWidth is scaled by the density srcset picked).
      const picture = await createImageBitmap(await (await fetch(img.currentSrc)).blob())
      return {
        src: img.currentSrc,
        pixelWidth: picture.width,
        cssWidth: img.getBoundingClientRect().width,
        ratio: window.devicePixelRatio,
      }
    })
    // A copy that covers the card on this screen (48 CSS px at 2: 128, or the 256 one the
    // browser holds already from the review screen), never the photo.
    const needed = [64, 128, 256].find((width) => width >= shown.cssWidth * shown.ratio) ?? 256
    expect(needed).toBe(128)
    const width = Number(/[?&]w=(\d+)$/.exec(shown.src)?.[1])
    expect([128, 256]).toContain(width)
    expect(shown.pixelWidth).toBe(width)
    const sizes = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(async (url) => ({ url, bytes: (await (await fetch(url)).blob()).size })),
        ),
      [...asked],
    )
    // What the card loaded, and every screen on the way (the founder's dashboard, the operator's
    // review): small parts of the photo, never the photo.
    expect(sizes.find((size) => size.url === shown.src)?.bytes).toBeGreaterThan(0)
    expect(sizes.filter((size) => size.bytes >= picture.byteLength / 20)).toEqual([])
    expect(sizes.every((size) => /[?&]w=\d+$/.test(size.url))).toBe(true)
  })
})
