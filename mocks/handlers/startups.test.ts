import { describe, expect, it } from 'vitest'
import { startupSchema } from '@/domain/startup'
import { PDF_BYTES, PNG_BYTES } from '@/contract/kit/files'
import { startupForm } from '@/contract/kit/forms'
import { setupTestBackend } from '../test/harness'

const t = setupTestBackend()

describe('GET startups/explore', () => {
  it('answers { message: [...] } with the seeded startups, valid against the domain schema', async () => {
    const res = await t.call('startups/explore')
    expect(res.status).toBe(200)
    expect(res.data.message.length).toBeGreaterThanOrEqual(12)
    for (const startup of res.data.message)
      expect(startupSchema.safeParse(startup).success).toBe(true)
    const domains = new Set(res.data.message.flatMap((s: { domain: string[] }) => s.domain))
    expect(domains.size).toBe(9)
  })

  it('never reveals the owner uid', async () => {
    const res = await t.call('startups/explore')
    expect(JSON.stringify(res.data)).not.toContain('seed-founder')
  })
})

describe('GET startups/data/{id}', () => {
  it('answers { data: [startup] } for a known id', async () => {
    const res = await t.call('startups/data/chai-credit')
    expect(res.status).toBe(200)
    expect(res.data.data).toHaveLength(1)
    expect(res.data.data[0].name).toBe('ChaiCredit')
    expect(res.data.data[0].investors).toBe(2)
  })

  it('answers an empty list for an unknown id', async () => {
    expect((await t.call('startups/data/nope')).data).toEqual({ data: [] })
  })
})

describe('GET startups/isactive/{uid}', () => {
  it('is false before the founder publishes and true after', async () => {
    await t.addUser('founder-1', 'startup')
    expect((await t.call('startups/isactive/founder-1', { uid: 'founder-1' })).data).toEqual({
      status: false,
    })
    const created = await t.call('startups/create', {
      method: 'POST',
      uid: 'founder-1',
      form: startupForm('founder-1'),
    })
    expect(created.status).toBe(201)
    // In review until an operator approves it (operators, an optional extension).
    expect((await t.call('startups/isactive/founder-1', { uid: 'founder-1' })).data).toEqual({
      status: true,
      startupId: created.data.data._id,
      listing: 'in_review',
      reviewNote: null,
    })
  })

  it('refuses a missing token (401) and another user (403)', async () => {
    expect((await t.call('startups/isactive/founder-1')).status).toBe(401)
    expect((await t.call('startups/isactive/founder-1', { uid: 'someone' })).status).toBe(403)
  })
})

describe('POST startups/create', () => {
  it('stores the startup and serves the logo and report back byte for byte', async () => {
    await t.addUser('founder-2', 'startup')
    const res = await t.call('startups/create', {
      method: 'POST',
      uid: 'founder-2',
      form: startupForm('founder-2'),
    })
    expect(res.status).toBe(201)
    const startup = res.data.data
    expect(startup).toMatchObject({
      name: 'Tiffin Trail',
      fundsRecieved: 0,
      fundsRequired: 500000,
      domain: ['Hospitality'],
    })
    const ids = async () =>
      (await t.call('startups/explore')).data.message.map((s: { _id: string }) => s._id)
    // In review: not in Explore until an operator approves it.
    expect(startup.listing).toBe('in_review')
    expect(await ids()).not.toContain(startup._id)
    await t.approve(startup._id)
    expect(await ids()).toContain(startup._id)

    expect(startup.logo).toMatch(/^http:\/\/localhost\/api\/files\//)
    const logo = await fetch(startup.logo)
    expect(logo.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG_BYTES)
    const report = await fetch(startup.report)
    expect(report.headers.get('content-disposition')).toContain('attachment')
    expect(new Uint8Array(await report.arrayBuffer())).toEqual(PDF_BYTES)
  })

  it('refuses a second startup for the same founder with 409', async () => {
    const res = await t.call('startups/create', {
      method: 'POST',
      uid: 'founder-2',
      form: startupForm('founder-2'),
    })
    expect(res.status).toBe(409)
    expect(res.data.error.message).toBe('You have already publicised a startup')
  })

  it.each([
    ['name', { name: '' }],
    ['fundsRequired', { fundsRequired: 'lots' }],
    ['stocks', { stocks: '-3' }],
    ['domain', { domain: 'Mining' }],
    ['founded', { founded: '2999-01-01' }],
    ['websiteLink', { websiteLink: 'javascript:alert(1)' }],
  ])('refuses a bad %s with 422 naming the field', async (field, patch) => {
    await t.addUser(`bad-${field}`, 'startup')
    const res = await t.call('startups/create', {
      method: 'POST',
      uid: `bad-${field}`,
      form: startupForm(`bad-${field}`, patch),
    })
    expect(res.status).toBe(422)
    expect(res.data.error.field).toBe(field)
    expect(
      (await t.call(`startups/isactive/bad-${field}`, { uid: `bad-${field}` })).data.status,
    ).toBe(false)
  })

  it.each([
    {
      what: 'a report of a type not allowed',
      field: 'report',
      file: () => new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'report.exe'),
    },
    {
      what: 'a report whose bytes lie about its type',
      field: 'report',
      file: () =>
        new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'report.pdf', { type: 'application/pdf' }),
    },
    {
      what: 'a logo that is not an image',
      field: 'logo',
      file: () => new File([PDF_BYTES], 'logo.png', { type: 'image/png' }),
    },
  ])('refuses $what', async ({ what, field, file }) => {
    const uid = `founder-${what.replace(/\W+/g, '-')}`
    await t.addUser(uid, 'startup')
    const res = await t.call('startups/create', {
      method: 'POST',
      uid,
      form: startupForm(uid, { [field]: file() }),
    })
    expect(res.status).toBe(422)
    expect(res.data.error.field).toBe(field)
  })

  it('refuses investors, strangers and anonymous callers', async () => {
    await t.addUser('investor-1', 'investor')
    expect(
      (
        await t.call('startups/create', {
          method: 'POST',
          uid: 'investor-1',
          form: startupForm('investor-1'),
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await t.call('startups/create', {
          method: 'POST',
          uid: 'mallory',
          form: startupForm('founder-3'),
        })
      ).status,
    ).toBe(403)
    expect(
      (await t.call('startups/create', { method: 'POST', form: startupForm('founder-3') })).status,
    ).toBe(401)
  })

  it('refuses a body that is not multipart', async () => {
    const res = await t.call('startups/create', {
      method: 'POST',
      uid: 'founder-3',
      json: { name: 'x' },
    })
    expect(res.status).toBe(415)
  })
})
