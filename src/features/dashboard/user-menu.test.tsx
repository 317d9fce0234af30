import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAuthStore } from '@/auth/auth-store'
import { signedOutAuth } from '@/auth/signed-out'
import { renderApp } from '@/test/render-app'
import { UserMenu } from './user-menu'

const user = { uid: 'u1', displayName: 'Meera', email: 'meera@example.com', photoURL: null }

// jsdom has no ResizeObserver; the menu's placing watches its size with one.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterAll(() => vi.unstubAllGlobals())

function renderMenu() {
  const signOut = vi.fn(async () => undefined)
  renderApp(<UserMenu role="investor" />, {
    services: { auth: createAuthStore({ ...signedOutAuth, signOut }, user) },
  })
  return signOut
}

describe('the user menu', () => {
  it("signs out from 'Sign out'", async () => {
    const signOut = renderMenu()
    await userEvent.click(await screen.findByRole('button', { name: 'Open user menu' }))
    expect(await screen.findByText('INVESTOR')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce())
  })

  it("signs out by keyboard: the menu opened with Enter, 'Sign out' chosen with Enter", async () => {
    const signOut = renderMenu()
    const keys = userEvent.setup()
    ;(await screen.findByRole('button', { name: 'Open user menu' })).focus()
    await keys.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus())
    await keys.keyboard('{ArrowDown}')
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
        'data-highlighted',
      ),
    )
    await keys.keyboard('{Enter}')
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce())
  })
})
