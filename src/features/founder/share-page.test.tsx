import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAppRendered } from '@/test/render-app'
import { SharePage } from './share-page'

/** Gives this test's navigator a share sheet (or takes it away), as a phone or a desktop has. */
function deviceShares(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
}

const writeText = vi.fn(async (_text: string) => undefined)
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })

/** A startup published with readable addresses: its id is opaque, its slug is not. */
const CHAI = { _id: 'c90f665e58df449ead560bb1', slug: 'chai-credit' }

afterEach(() => {
  deviceShares(undefined)
  writeText.mockClear()
})

describe('sharing the public page', () => {
  it("opens the system share sheet with the page's address where the device has one", async () => {
    const share = vi.fn(async (_data: ShareData) => undefined)
    deviceShares(share)
    await renderAppRendered(<SharePage startup={CHAI} name="ChaiCredit" />)
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({
      title: 'ChaiCredit',
      text: 'ChaiCredit is raising on Seedling',
      url: `${window.location.origin}/s/chai-credit`,
    })
    expect(writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the person closes the sheet, and copies when the sheet fails', async () => {
    const share = vi.fn(async (_data: ShareData) => {
      throw new DOMException('Share canceled', 'AbortError')
    })
    deviceShares(share)
    await renderAppRendered(<SharePage startup={CHAI} name="ChaiCredit" />)
    await userEvent.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledTimes(1)
    expect(writeText).not.toHaveBeenCalled()

    share.mockImplementation(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError')
    })
    await userEvent.click(screen.getByRole('button', { name: 'Share' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/chai-credit`)
  })

  it("offers 'Copy link' where there is no share sheet", async () => {
    await renderAppRendered(<SharePage startup={CHAI} name="ChaiCredit" />)
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/chai-credit`)
  })

  it('links by the id where the server gives no readable address', async () => {
    await renderAppRendered(<SharePage startup={{ _id: CHAI._id }} name="ChaiCredit" />)
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/${CHAI._id}`)
  })
})
