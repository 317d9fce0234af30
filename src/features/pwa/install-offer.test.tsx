import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_INSTALL_GLOBAL } from '@/pwa/early-install'
import { createInstallStore, INSTALL_DISMISSED_KEY, isIosSafari } from '@/pwa/install'
import { fixedUpdate } from '@/test/pwa'
import { renderAppRendered } from '@/test/render-app'
import { InstallOffer } from './install-offer'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  })
  return event
}

async function renderOffer(install = createInstallStore()) {
  await renderAppRendered(<InstallOffer />, {
    services: { pwa: { install, update: fixedUpdate() } },
  })
  return install
}

beforeEach(() => localStorage.clear())

describe('InstallOffer', () => {
  it('stays hidden until the browser offers an install', async () => {
    await renderOffer()
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  it("shows 'Install app' once the browser offers it, and prompts on click", async () => {
    await renderOffer()
    const event = installPromptEvent('accepted')
    act(() => void window.dispatchEvent(event))
    expect(event.defaultPrevented).toBe(true)
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }))
    expect(event.prompt).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull())
  })

  it("remembers 'Not now' on this device", async () => {
    await renderOffer()
    act(() => void window.dispatchEvent(installPromptEvent('accepted')))
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1')

    // A later visit: a new store, a new offer from the browser, still nothing shown.
    const later = createInstallStore()
    act(() => void window.dispatchEvent(installPromptEvent('accepted')))
    expect(later.getState().method).toBeNull()
  })

  it('hides the offer once the app is installed', async () => {
    await renderOffer()
    act(() => void window.dispatchEvent(installPromptEvent('accepted')))
    await screen.findByRole('button', { name: 'Install app' })
    act(() => void window.dispatchEvent(new Event('appinstalled')))
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  it('explains the Share menu on iOS Safari', async () => {
    const iosWindow = Object.assign(new EventTarget(), {
      navigator: { userAgent: IPHONE, maxTouchPoints: 5 },
      matchMedia: () => ({ matches: false }),
    }) as unknown as Window
    await renderOffer(createInstallStore({ window: iosWindow, storage: localStorage }))
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }))
    expect(
      screen.getByText(/tap the Share button in Safari, then 'Add to Home Screen'/),
    ).toBeVisible()
  })

  it('keeps an offer the browser made before the app loaded (index.html keeps it)', async () => {
    const early = installPromptEvent('accepted')
    Object.assign(window, { [EARLY_INSTALL_GLOBAL]: early })
    try {
      await renderOffer(createInstallStore())
      await userEvent.click(await screen.findByRole('button', { name: 'Install app' }))
      expect(early.prompt).toHaveBeenCalledOnce()
    } finally {
      Reflect.deleteProperty(window, EARLY_INSTALL_GLOBAL)
    }
  })

  it('offers nothing when already running as an installed app', () => {
    const standalone = Object.assign(new EventTarget(), {
      navigator: { userAgent: IPHONE, maxTouchPoints: 5 },
      matchMedia: (query: string) => ({ matches: query === '(display-mode: standalone)' }),
    }) as unknown as Window
    const store = createInstallStore({ window: standalone, storage: localStorage })
    act(() => void standalone.dispatchEvent(installPromptEvent('accepted')))
    expect(store.getState().method).toBeNull()
  })
})

describe('isIosSafari', () => {
  it('tells Safari on iPhone and iPad from other browsers', () => {
    expect(isIosSafari(IPHONE)).toBe(true)
    expect(isIosSafari(IPHONE.replace('Version/18.0', 'CriOS/120.0'))).toBe(false)
    expect(isIosSafari('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe(
      true,
    )
    expect(isIosSafari('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBe(
      false,
    )
    expect(isIosSafari('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120 Safari/537.36')).toBe(
      false,
    )
  })
})
