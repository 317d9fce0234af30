import { imageSize } from 'image-size'
import { describe, expect, it } from 'vitest'
import { historyResponseSchema } from '@/domain/payment'
import { explorePageSchema, startupDataResponseSchema, type Startup } from '@/domain/startup'
import { feedResponseSchema } from '@/domain/updates'
import { sizedFileUrl } from '@/domain/logo-sizes'
import { formOf, startupForm } from './kit/forms'
import { PNG_BYTES } from './kit/files'
import { photoLikeLogo } from './kit/photo-logo'
import { call, type Caller, postAs } from './calls'
import { expectClientError, expectShape, expectStatus } from './expect-answer'
import { investIn, listed, newUser } from './people'
import { forExtension } from './target'

/**
 * Logo sizes, an optional extension: a startup's answer lists `logoWidths`, the widths its logo
 * is also kept at, and the logo's address with `?w=<width>` answers the copy for that width.
 * The first check says whether this server has it (a 600 × 400 photograph-like logo, 0.7 MB).
 */

async function publish(logo: Uint8Array): Promise<Startup & { founder: Caller }> {
  const founder = await newUser('logo-sizes', 'startup')
  const name = `Sized Logo ${founder.uid.slice(-6)}`
  const created = await call('POST', 'startups/create', {
    token: founder.token,
    form: startupForm(founder.uid, {
      name,
      logo: new File([logo.slice()], 'logo.png', { type: 'image/png' }),
    }),
  })
  expectStatus(created, 200, 201)
  const id = await listed(created.body)
  const [startup] = expectShape(
    await call('GET', `startups/data/${id}`),
    startupDataResponseSchema,
  ).data
  return { ...startup!, founder }
}

const startupData = async (id: string) =>
  expectShape(await call('GET', `startups/data/${id}`), startupDataResponseSchema).data[0]!

const bytesOf = async (url: string) => {
  const answer = await fetch(url)
  expect(answer.status, url).toBe(200)
  return {
    type: answer.headers.get('content-type'),
    bytes: new Uint8Array(await answer.arrayBuffer()),
  }
}

let big: Startup & { founder: Caller }

const suite = forExtension('logo sizes', async () => {
  big = await publish(await photoLikeLogo())
  return (big.logoWidths?.length ?? 0) > 0
})

describe('logo sizes (optional extension)', () => {
  it("keeps a large logo's copies at 64, 128 and 256 pixels, each its width and smaller than the logo", async () => {
    expect(big.logoWidths).toEqual([64, 128, 256])
    const logo = await bytesOf(big.logo)
    for (const width of big.logoWidths!) {
      const copy = await bytesOf(sizedFileUrl(big.logo, width))
      expect(copy.type).toMatch(/^image\//)
      const { width: w, height: h } = imageSize(copy.bytes)
      // The longer side is the width asked for; the shape is the logo's (600 × 400, to a pixel:
      // a server may make its copies from a smaller kept one, as Seedling's does).
      expect(w).toBe(width)
      expect(Math.abs(h! - (width * 400) / 600)).toBeLessThanOrEqual(1)
      expect(copy.bytes.byteLength).toBeLessThan(logo.bytes.byteLength / 4)
    }
  })

  it('answers a width between copies with the next one up, and past the largest with the largest', async () => {
    expect(imageSize((await bytesOf(sizedFileUrl(big.logo, 100))).bytes).width).toBe(128)
    expect(imageSize((await bytesOf(sizedFileUrl(big.logo, 1_000))).bytes).width).toBe(256)
    expect(imageSize((await bytesOf(sizedFileUrl(big.logo, 1))).bytes).width).toBe(64)
  })

  it('lists the widths in explore too, so cards can ask for a copy', async () => {
    const page = expectShape(
      await call('GET', `startups/explore?q=${encodeURIComponent(big.name)}&limit=5`),
      explorePageSchema,
    )
    expect(page.message.find((s) => s._id === big._id)?.logoWidths).toEqual([64, 128, 256])
  })

  it("lists the widths in both histories and in the investor's feed, so their rows ask for a copy too", async () => {
    const { investor } = await investIn(suite.target, big._id, 'logo-sizes-investor', 1_000)
    const historyOf = async (caller: Caller) =>
      expectShape(
        await call('GET', `payments/history/${caller.uid}`, { token: caller.token }),
        historyResponseSchema,
      ).data.find((record) => record.startupData._id === big._id)?.startupData
    for (const caller of [investor, big.founder]) {
      const row = await historyOf(caller)
      expect(row?.logo, caller.uid).toBe(big.logo)
      expect(row?.logoWidths, caller.uid).toEqual([64, 128, 256])
    }
    // The feed is the updates extension's: checked where the server has it.
    if (!('lastUpdateAt' in big)) return
    const posted = await postAs(big.founder, 'startups/postupdate', {
      startupid: big._id,
      title: 'Our new logo',
      body: 'In every size',
    })
    expectStatus(posted, 201)
    const feed = expectShape(
      await call('GET', `users/feed/${investor.uid}`, { token: investor.token }),
      feedResponseSchema,
    )
    const item = feed.data.find((entry) => entry.startup._id === big._id)
    expect(item?.startup.logoWidths).toEqual([64, 128, 256])
  })

  it('refuses a width that is not a whole number of pixels from 1 to 4,096', async () => {
    const path = new URL(big.logo).pathname.replace(/^.*\/api\//, '')
    for (const width of ['abc', '0', '1.5', '5000', '-64', '']) {
      const answer = await call('GET', `${path}?w=${encodeURIComponent(width)}`)
      expectClientError(answer, 422)
      expect(answer.body.error.code, `w=${width}`).toBe('invalid_width')
    }
  })

  it('makes no copies of a logo smaller than them: every width answers the logo itself', async () => {
    const small = await publish(PNG_BYTES)
    expect(small.logoWidths ?? []).toEqual([])
    const logo = await bytesOf(small.logo)
    expect((await bytesOf(sizedFileUrl(small.logo, 64))).bytes).toEqual(logo.bytes)
  })
})

describe('logo sizes when a logo is replaced (optional extension, with editing)', () => {
  it("gives the new logo's widths, and the old copies go with the old logo", async () => {
    const startup = await publish(await photoLikeLogo())
    const oldCopy = sizedFileUrl(startup.logo, 64)
    expect((await fetch(oldCopy)).status).toBe(200)
    const edited = await call('POST', 'startups/edit', {
      token: startup.founder.token,
      form: formOf({
        useruid: startup.founder.uid,
        startupid: startup._id,
        slogan: startup.slogan,
        description: startup.description,
        websiteLink: startup.websiteLink,
        logo: new File([PNG_BYTES.slice()], 'small.png', { type: 'image/png' }),
      }),
    })
    expectStatus(edited, 200)
    const now = await startupData(startup._id)
    expect(now.logo).not.toBe(startup.logo)
    expect(now.logoWidths ?? []).toEqual([])
    expect((await fetch(oldCopy)).status).toBe(404)
  })
})
