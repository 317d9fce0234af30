import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthStore } from '@/auth/auth-store'
import { signedOutAuth } from '@/auth/signed-out'
import type { AuthAdapter, AuthUser } from '@/auth/types'
import { renderAppRendered } from '@/test/render-app'
import { DemoNotice } from './demo-notice'

const someone: AuthUser = {
  uid: 'u1',
  email: 'asha@example.com',
  displayName: 'Asha',
  photoURL: null,
}
const signedIn: AuthAdapter = { ...signedOutAuth, currentUser: () => someone }

/** This browser's answer to "keep this site's data" (navigator.storage). */
function browserKeeps(kept: boolean) {
  const persist = vi.fn(async () => kept)
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => false, persist },
  })
  return persist
}

afterEach(() => {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: undefined })
})

const renderNotice = (adapter: AuthAdapter) =>
  renderAppRendered(<DemoNotice startOpen />, {
    services: { auth: createAuthStore(adapter, adapter.currentUser()), resetDemo: async () => {} },
  })

describe('the demo notice and the browser storage', () => {
  it('asks to keep the data once someone is signed in, and says the browser agreed', async () => {
    const persist = browserKeeps(true)
    await renderNotice(signedIn)
    expect(await screen.findByText('Kept on this device until you reset or clear it.')).toBeTruthy()
    expect(persist).toHaveBeenCalledTimes(1)
  })

  it('says when the browser may still clear it', async () => {
    browserKeeps(false)
    await renderNotice(signedIn)
    expect(
      await screen.findByText('This browser may clear it if the device runs low on space.'),
    ).toBeTruthy()
  })

  it('asks nothing while there is no account', async () => {
    const persist = browserKeeps(true)
    await renderNotice(signedOutAuth)
    await screen.findByText('Demo — simulated money, not an offer of securities')
    expect(persist).not.toHaveBeenCalled()
    expect(screen.queryByText(/Kept on this device/)).toBeNull()
  })
})
