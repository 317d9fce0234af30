import { act } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { useForm } from 'react-hook-form'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_PAGE_GLOBAL, earlyPage, SIGNED_IN_HINT_KEY } from '@/pwa/early-page'
import { earlyPageState, rememberSignedIn, takeOver, visitorActedEarly } from './take-over'

const CONFIG = {
  path: '/',
  entry: '/assets/entry.js',
  preloads: ['/assets/chunk.js'],
  serviceWorker: '/sw.js',
  completeCopy: 'seedling:complete-copy',
  global: EARLY_PAGE_GLOBAL,
  hintKey: SIGNED_IN_HINT_KEY,
}

/** The prerendered log-in form, as the page has it before the app. */
function prerenderedPage() {
  document.head.innerHTML = ''
  document.body.innerHTML = `<div id="root" data-prerendered="/">
      <form aria-label="Log in"><input name="email" type="email" aria-label="Email" />
      <input name="password" type="password" aria-label="Password" />
      <button type="button" aria-label="Show password">eye</button>
      <button type="submit">Log In</button></form></div>`
  return document.getElementById('root')!
}

const type = (field: HTMLInputElement, value: string) => {
  field.focus()
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
const appScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src)

afterEach(() => localStorage.clear())

// The component tests of this worker share its document (vitest.config.ts): put back the head
// their styles are in, and leave the early page's listeners idle, as the app leaves them.
const head = [...document.head.childNodes]
afterAll(() => {
  document.head.replaceChildren(...head)
  document.body.replaceChildren()
  const early = (window as unknown as Record<string, { live: boolean } | undefined>)[
    EARLY_PAGE_GLOBAL
  ]
  if (early) early.live = true
})

describe('the early script of a prerendered page', () => {
  it('loads nothing until the page is used, then the app once', () => {
    const root = prerenderedPage()
    earlyPage(CONFIG)
    expect(appScripts()).toEqual([])
    root.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    window.dispatchEvent(new Event('scroll'))
    expect(appScripts()).toEqual(['http://localhost:3000/assets/entry.js'])
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/chunk.js',
    )
  })

  it('loads the app at once for someone signed in on this device', () => {
    prerenderedPage()
    rememberSignedIn(true)
    earlyPage(CONFIG)
    expect(appScripts()).toHaveLength(1)
    rememberSignedIn(false)
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull()
  })

  it('keeps values, focus and presses, and holds a submitted form back', () => {
    const root = prerenderedPage()
    earlyPage(CONFIG)
    const [email, password] = root.querySelectorAll('input')
    type(password!, 'hunter22')
    root.querySelector<HTMLButtonElement>('[aria-label="Show password"]')!.click()
    type(email!, 'early@example.com')
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    root.querySelector('form')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    const early = earlyPageState()!
    expect(early.fields).toEqual({
      email: { value: 'early@example.com', checked: false },
      password: { value: 'hunter22', checked: false },
    })
    expect(early.focus?.name).toBe('email')
    expect(early.presses).toEqual([{ name: 'Show password', index: 0 }])
    expect(early.submit).toBe('Log in')
  })

  it('says the visitor has acted once they type, until the app has taken the page over', () => {
    const root = prerenderedPage()
    earlyPage(CONFIG)
    root.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(visitorActedEarly()).toBe(false)
    type(root.querySelector('input')!, 'early@example.com')
    expect(visitorActedEarly()).toBe(true)
    takeOver(root, earlyPageState())
    expect(visitorActedEarly()).toBe(false)
  })
})

describe('takeOver', () => {
  it("puts the visitor's input into the app's form and sends it", async () => {
    const root = prerenderedPage()
    earlyPage(CONFIG)
    const [email, password] = root.querySelectorAll('input')
    type(password!, 'hunter22')
    type(email!, 'early@example.com')
    root
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

    const sent = vi.fn()
    const toggled = vi.fn()
    function AppForm() {
      const form = useForm({ defaultValues: { email: '', password: '' } })
      return (
        <form aria-label="Log in" onSubmit={form.handleSubmit(sent)}>
          <input type="email" aria-label="Email" {...form.register('email')} />
          <input type="password" aria-label="Password" {...form.register('password')} />
          <button type="button" aria-label="Show password" onClick={toggled}>
            eye
          </button>
          <button type="submit">Log In</button>
        </form>
      )
    }
    root.replaceChildren()
    await act(async () => createRoot(root).render(<AppForm />))
    vi.useFakeTimers()
    act(() => takeOver(root, earlyPageState()))
    expect(root.hasAttribute('data-prerendered')).toBe(false)
    expect(document.activeElement).toBe(root.querySelector('input[name="email"]'))
    await act(async () => vi.runAllTimers())
    vi.useRealTimers()
    await vi.waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        { email: 'early@example.com', password: 'hunter22' },
        expect.anything(),
      ),
    )
    expect(toggled).not.toHaveBeenCalled()
    // Once live, the early script stands aside: what is typed now is the app's alone.
    expect(earlyPageState()!.live).toBe(true)
    type(root.querySelector('input')!, 'later@example.com')
    expect(earlyPageState()!.fields.email?.value).toBe('early@example.com')
  })

  describe('a mouse press that began on the page the app replaced', () => {
    /** The prerendered page, the mouse down on its Log In, then the app's form in its place. */
    async function pressedThenReplaced() {
      const root = prerenderedPage()
      earlyPage(CONFIG)
      root
        .querySelector('button[type="submit"]')!
        .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }))
      expect(earlyPageState()!.pressing).toEqual({ name: 'Log In', index: 0 })
      const sent = vi.fn()
      root.replaceChildren()
      await act(async () =>
        createRoot(root).render(
          <form
            aria-label="Log in"
            onSubmit={(event) => {
              event.preventDefault()
              sent()
            }}
          >
            <button type="submit">Log In</button>
          </form>,
        ),
      )
      act(() => takeOver(root, earlyPageState()))
      const button = root.querySelector('button')!
      const release = (target: Element) =>
        target.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'mouse' }))
      return { root, button, sent, release }
    }
    const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 20))

    it("is sent when it ends on the app's button and the browser's click went elsewhere", async () => {
      const { root, button, sent, release } = await pressedThenReplaced()
      release(button)
      // The browser sends the click to what is left of where the press began.
      root.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
    })

    it('is sent once when the click reaches the button after all', async () => {
      const { button, sent, release } = await pressedThenReplaced()
      release(button)
      button.click()
      await aTaskLater()
      expect(sent).toHaveBeenCalledTimes(1)
    })

    it('is no press when the mouse comes up somewhere else', async () => {
      const { root, sent, release } = await pressedThenReplaced()
      release(root)
      await aTaskLater()
      expect(sent).not.toHaveBeenCalled()
    })
  })
})
