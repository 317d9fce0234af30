import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SKIP_WAITING_MESSAGE } from '@/pwa/control'
import { createUpdateStore } from '@/pwa/update'
import { fixedInstall } from '@/test/pwa'
import { renderAppRendered } from '@/test/render-app'
import { UpdatePrompt } from './update-prompt'

/** A stand-in for the browser's service worker objects, driven by the test. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  postMessage = vi.fn()
  become(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null
  installing: FakeWorker | null = null
  update = vi.fn(async () => undefined)
}

let container: EventTarget & { controller: object | null }

beforeEach(() => {
  container = Object.assign(new EventTarget(), { controller: {} as object | null })
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

async function renderPrompt(registration: FakeRegistration, reload = vi.fn()) {
  const update = createUpdateStore(
    Promise.resolve(registration as unknown as ServiceWorkerRegistration),
    { reload },
  )
  await renderAppRendered(<UpdatePrompt />, {
    services: { pwa: { update, install: fixedInstall() } },
  })
  return { update, reload }
}

describe('UpdatePrompt', () => {
  it('offers a waiting version; Reload activates it and reloads once', async () => {
    const registration = new FakeRegistration()
    const waiting = new FakeWorker()
    waiting.state = 'installed'
    registration.waiting = waiting
    const { reload } = await renderPrompt(registration)

    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new version of Seedling is ready.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE)
    expect(reload).not.toHaveBeenCalled()
    container.dispatchEvent(new Event('controllerchange'))
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('reloads once the new version is active, even if the page is not claimed', async () => {
    const registration = new FakeRegistration()
    const waiting = new FakeWorker()
    registration.waiting = waiting
    const { reload } = await renderPrompt(registration)
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
    act(() => waiting.become('activating'))
    expect(reload).not.toHaveBeenCalled()
    act(() => waiting.become('activated'))
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('appears when a version found later finishes installing', async () => {
    const registration = new FakeRegistration()
    await renderPrompt(registration)
    const installing = new FakeWorker()
    registration.installing = installing
    act(() => void registration.dispatchEvent(new Event('updatefound')))
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
    act(() => installing.become('installed'))
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible()
  })

  it('says nothing on the first install, when no version was running yet', async () => {
    container.controller = null
    const registration = new FakeRegistration()
    await renderPrompt(registration)
    const installing = new FakeWorker()
    registration.installing = installing
    act(() => {
      registration.dispatchEvent(new Event('updatefound'))
      installing.become('installed')
    })
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
  })

  it('is held back while a flow holds it, and cannot be applied then', async () => {
    const registration = new FakeRegistration()
    const waiting = new FakeWorker()
    registration.waiting = waiting
    const { update } = await renderPrompt(registration)
    await screen.findByRole('button', { name: 'Reload' })

    let release = () => undefined as void
    act(() => void (release = update.hold()))
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
    update.apply()
    expect(waiting.postMessage).not.toHaveBeenCalled()

    act(() => release())
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible()
  })

  it("'Later' puts the prompt away", async () => {
    const registration = new FakeRegistration()
    registration.waiting = new FakeWorker()
    await renderPrompt(registration)
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
  })

  it('checks for a new version when the app comes back to the foreground', async () => {
    const registration = new FakeRegistration()
    await renderPrompt(registration)
    await vi.waitFor(() => expect(registration.update).not.toHaveBeenCalled())
    document.dispatchEvent(new Event('visibilitychange'))
    expect(registration.update).toHaveBeenCalled()
  })
})
