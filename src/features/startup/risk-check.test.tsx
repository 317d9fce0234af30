import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startupSchema } from '@/domain/startup'
import { renderApp, TEST_API } from '@/test/render-app'
import { InvestDialog } from './invest-dialog'

const startup = startupSchema.parse({
  _id: 's1',
  name: 'Monsoon Mangoes',
  fundsRequired: 400_000,
  fundsRecieved: 100_000,
})

/** What the server under the dialog answers for the user's record, and the calls it took. */
let record: Record<string, unknown>
let acknowledged: string | null
let calls: string[]
const server = setupServer(
  http.get(`${TEST_API}/users/getuser/:uid`, () => {
    calls.push('getuser')
    return HttpResponse.json(record)
  }),
  http.post(`${TEST_API}/users/acknowledgerisk`, () => {
    calls.push('acknowledgerisk')
    acknowledged = new Date().toISOString()
    return HttpResponse.json({ riskAcknowledgedAt: acknowledged })
  }),
  http.post(`${TEST_API}/payments/getotp`, () => {
    calls.push('getotp')
    if ('riskAcknowledgedAt' in record && !acknowledged)
      return HttpResponse.json(
        { error: { code: 'risk_not_acknowledged', message: 'Acknowledge the risks first' } },
        { status: 409 },
      )
    return HttpResponse.json({ msg: 'otp sent', expiresAt: new Date().toISOString() })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  acknowledged = null
  calls = []
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

async function openAndAsk(amount = '5000') {
  const user = userEvent.setup()
  renderApp(<InvestDialog startup={startup} uid="u1" onInvested={() => undefined} />)
  await user.click(await screen.findByRole('button', { name: 'Invest Now' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Invest in Monsoon Mangoes' }))
  await user.type(dialog.getByLabelText('Amount'), amount)
  return { user, dialog }
}

describe('the risk check in the invest dialog', () => {
  it('on a server without the extension asks nothing and sends the code request at once', async () => {
    record = { exists: true, role: 'investor' }
    const { user, dialog } = await openAndAsk()
    await user.click(dialog.getByRole('button', { name: 'Get OTP' }))
    expect(await dialog.findByLabelText('OTP')).toBeInTheDocument()
    expect(dialog.queryByRole('checkbox', { name: 'I understand the risks' })).toBeNull()
    expect(calls.filter((c) => c !== 'getuser')).toEqual(['getotp'])
  })

  it('sends nothing until the box is ticked, then records the acknowledgement before the code', async () => {
    record = { exists: true, role: 'investor', riskAcknowledgedAt: null }
    const { user, dialog } = await openAndAsk()
    expect(await dialog.findByRole('heading', { name: 'Before you invest' })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Get OTP' }))
    expect(await dialog.findByText("Tick 'I understand the risks' to continue")).toBeInTheDocument()
    expect(calls.filter((c) => c !== 'getuser')).toEqual([])

    await user.click(dialog.getByRole('checkbox', { name: 'I understand the risks' }))
    await user.click(dialog.getByRole('button', { name: 'Get OTP' }))
    expect(await dialog.findByLabelText('OTP')).toBeInTheDocument()
    expect(calls.filter((c) => c !== 'getuser')).toEqual(['acknowledgerisk', 'getotp'])
  })

  it('does not ask again within twelve months of the last acknowledgement', async () => {
    record = {
      exists: true,
      role: 'investor',
      riskAcknowledgedAt: new Date(Date.now() - 200 * 86_400_000).toISOString(),
    }
    acknowledged = record.riskAcknowledgedAt as string
    const { user, dialog } = await openAndAsk()
    await user.click(dialog.getByRole('button', { name: 'Get OTP' }))
    expect(await dialog.findByLabelText('OTP')).toBeInTheDocument()
    expect(dialog.queryByRole('heading', { name: 'Before you invest' })).toBeNull()
  })

  it('asks again when the acknowledgement is a year old', async () => {
    record = {
      exists: true,
      role: 'investor',
      riskAcknowledgedAt: new Date(Date.now() - 366 * 86_400_000).toISOString(),
    }
    const { dialog } = await openAndAsk()
    expect(await dialog.findByRole('heading', { name: 'Before you invest' })).toBeInTheDocument()
  })

  it('when the server refuses for want of it, reads the record again and shows the check', async () => {
    // The record read earlier said all was well; the server has since forgotten (a reset).
    record = { exists: true, role: 'investor', riskAcknowledgedAt: new Date().toISOString() }
    const { user, dialog } = await openAndAsk()
    record = { exists: true, role: 'investor', riskAcknowledgedAt: null }
    await user.click(dialog.getByRole('button', { name: 'Get OTP' }))
    expect(await dialog.findByText('Acknowledge the risks first')).toBeInTheDocument()
    expect(await dialog.findByRole('heading', { name: 'Before you invest' })).toBeInTheDocument()
    expect(dialog.getByLabelText('Amount')).toHaveValue('5,000')
  })
})
