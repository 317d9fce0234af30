import { describe, expect, it } from 'vitest'
import { startupDataResponseSchema } from '@/domain/startup'
import { PNG_BYTES } from './kit/files'
import { formOf } from './kit/forms'
import { call, type Caller, postAs } from './calls'
import { expectClientError, expectGuardedFrom, expectShape, expectStatus } from './expect-answer'
import { investIn, newCaller, newStartup, newUser, startupData } from './people'
import { forStartupExtension } from './target'

/**
 * Editing after publishing, an optional extension: every startup carries `editedAt` (null until
 * the first edit); POST startups/edit (multipart: useruid, startupid, slogan, description,
 * websiteLink, and optionally fundsRequired, stocks, logo, report) by the founder, validated like
 * creation; the terms cannot change once someone has invested (409 terms_locked), and a code
 * sent under the earlier terms does not pay under the new ones (409 terms_changed).
 */

const startup = async () => startupData(suite.startupId)

const editForm = (caller: Caller, patch: Record<string, string | File> = {}) =>
  formOf({
    useruid: caller.uid,
    startupid: suite.startupId,
    slogan: 'Now in three cities',
    description: '## Grown\n\nWe now deliver in **three** cities.',
    websiteLink: 'https://edited.example.in',
    ...patch,
  })

const edit = (caller: Caller, patch?: Record<string, string | File>) =>
  call('POST', 'startups/edit', { token: caller.token, form: editForm(caller, patch) })

const suite = forStartupExtension('editing', 'Editable Eats', 'editedAt')

describe('editing after publishing (optional extension)', () => {
  it('the founder edits the words, the website, the logo and the terms before any investment', async () => {
    expect((await startup()).editedAt).toBeNull()
    const before = (await startup()).logo
    const edited = await edit(suite.founder, {
      fundsRequired: '900000',
      stocks: '9',
      logo: new File([PNG_BYTES], 'new-logo.png', { type: 'image/png' }),
    })
    expectStatus(edited, 200)
    const now = await startup()
    expect(now).toMatchObject({
      slogan: 'Now in three cities',
      websiteLink: 'https://edited.example.in',
      fundsRequired: 900_000,
      stocks: 9,
    })
    expect(now.description).toContain('**three**')
    expect(now.logo).not.toBe(before)
    expect(now.editedAt).toEqual(expect.any(String))
    // The replaced logo is gone with the edit; the new one is served.
    const fileAt = (url: string) => call('GET', new URL(url).pathname.replace(/^\/api\//, ''))
    expectClientError(await fileAt(before), 404)
    expectStatus(await fileAt(now.logo), 200)
  })

  it('validates like creation and keeps the terms once someone has invested', async () => {
    const bad: Record<string, string | File>[] = [
      { slogan: '' },
      { description: '   ' },
      { websiteLink: 'javascript:alert(1)' },
      { stocks: '101' },
      { fundsRequired: '-5' },
      { logo: new File(['not an image'], 'logo.png', { type: 'image/png' }) },
    ]
    for (const patch of bad) expectClientError(await edit(suite.founder, patch), 422)
    await investIn(suite.target, suite.startupId, 'edit-investor', 1_000)
    const locked = await edit(suite.founder, { fundsRequired: '950000' })
    expectClientError(locked, 409)
    expect(locked.body.error.code).toBe('terms_locked')
    // The same terms, or none, still go with a new slogan.
    expectStatus(
      await edit(suite.founder, { slogan: 'Still growing', fundsRequired: '900000' }),
      200,
    )
    expect((await startup()).slogan).toBe('Still growing')
  })

  it('a code sent before the terms changed does not pay under the new ones', async () => {
    const owner = await newUser('terms-founder', 'startup')
    const id = await newStartup(owner, 'Terms Tandoor')
    const investor = await newUser('terms-investor', 'investor')
    const sent = suite.target.sent()
    expectStatus(await postAs(investor, 'payments/getotp', { amount: 50_000, startupid: id }), 200)
    const otp = await suite.target.codeFor(investor, sent)
    const editTerms = formOf({
      useruid: owner.uid,
      startupid: id,
      slogan: 'Same food, other terms',
      description: 'Terms changed after a code was sent.',
      websiteLink: 'https://terms.example.in',
      stocks: '0.001',
    })
    expectStatus(await call('POST', 'startups/edit', { token: owner.token, form: editTerms }), 200)
    const paid = await postAs(investor, 'payments/verifypayment', { otp })
    expectClientError(paid, 409)
    expect(paid.body.error.code).toBe('terms_changed')
    const now = expectShape(await call('GET', `startups/data/${id}`), startupDataResponseSchema)
      .data[0]!
    expect(now.fundsRecieved).toBe(0)
  })

  it('who may upload is settled before the upload is read: 403, not a complaint about the form', async () => {
    const investor = await newUser('edit-investor-upload', 'investor')
    const empty = formOf({ logo: new File([PNG_BYTES], 'logo.png', { type: 'image/png' }) })
    const edited = await call('POST', 'startups/edit', { token: investor.token, form: empty })
    expectClientError(edited, 403)
    expect(edited.body.error.code).toBe('not_your_startup')
    const created = await call('POST', 'startups/create', { token: investor.token, form: empty })
    expectClientError(created, 403)
    expect(created.body.error.code).toBe('not_a_founder')
  })

  it('only the founder of the startup edits it', async () => {
    const other = await newUser('edit-intruder', 'startup')
    expectClientError(await edit(other), 403)
    await expectGuardedFrom(
      await newCaller('edit-stranger'),
      (token) => call('POST', 'startups/edit', { token, form: editForm(suite.founder) }),
      suite.founder,
    )
  })
})
