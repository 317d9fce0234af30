import {
  EARLY_PAGE_GLOBAL,
  SIGNED_IN_HINT_KEY,
  type ButtonPlace,
  type EarlyPage,
} from '@/pwa/early-page'

/** What the prerendered page's early script kept (see src/pwa/early-page.ts), if it ran. */
export function earlyPageState(): EarlyPage | null {
  return (window as unknown as Partial<Record<string, EarlyPage>>)[EARLY_PAGE_GLOBAL] ?? null
}

/**
 * Whether the visitor has begun to use the prerendered page the app is about to take over: typed
 * into it, pressed a button or submitted its form.
 */
export function visitorActedEarly(): boolean {
  const early = earlyPageState()
  if (!early || early.live) return false
  return (
    Object.values(early.fields).some((field) => field.value !== '' || field.checked) ||
    early.submit !== null ||
    early.presses.length > 0 ||
    early.pressing !== null
  )
}

const nameOf = (element: Element) =>
  element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''

/** The app's button in the place of the page's one (same name, same rank among its namesakes). */
const buttonAt = (place: ButtonPlace): HTMLButtonElement | undefined =>
  [...document.querySelectorAll('button')].filter((button) => nameOf(button) === place.name)[
    place.index
  ]

/**
 * A mouse press that began on the page the app replaced and ends on the app's page: the browser
 * sends its click to no button, since the one the press began on is gone. When the mouse is
 * released over the app's button of the same name and no click reached it, that button is
 * clicked.
 */
function finishPress(place: ButtonPlace) {
  const ended = (event: Event) => {
    document.removeEventListener('pointercancel', cancelled, true)
    const button = buttonAt(place)
    if (!button || !(event.target instanceof Node) || !button.contains(event.target)) return
    let clicked = false
    const seen = (click: Event) => {
      if (click.target instanceof Node && button.contains(click.target)) clicked = true
    }
    document.addEventListener('click', seen, true)
    // A mouse's click follows its release in the same task.
    setTimeout(() => {
      document.removeEventListener('click', seen, true)
      if (!clicked) button.click()
    })
  }
  const cancelled = () => document.removeEventListener('pointerup', ended, true)
  document.addEventListener('pointerup', ended, { capture: true, once: true })
  document.addEventListener('pointercancel', cancelled, { capture: true, once: true })
}

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set

/**
 * Runs once the app has replaced a prerendered page (in its first commit, before the browser
 * paints): puts back what the visitor typed into the page the app replaced, the focus and caret,
 * presses again the buttons they pressed, submits the form they submitted and completes a press
 * still under way, so nothing done before the app arrived is lost. Values go in as input events,
 * so the app's forms see them as typed.
 */
export function takeOver(root: HTMLElement, early: EarlyPage | null): void {
  root.removeAttribute('data-prerendered')
  if (!early || early.live) return
  early.live = true
  const named = (name: string) =>
    [...root.querySelectorAll<HTMLInputElement>('input, textarea, select')].find(
      (field) => field.name === name,
    ) ?? null
  for (const [name, saved] of Object.entries(early.fields)) {
    const field = named(name)
    if (!field) continue
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked !== saved.checked) field.click()
    } else if (field.value !== saved.value) {
      valueSetter(field)?.call(field, saved.value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
  const focus = early.focus && named(early.focus.name)
  if (focus && early.focus) {
    focus.focus()
    try {
      if (early.focus.start !== null)
        focus.setSelectionRange(early.focus.start, early.focus.end ?? early.focus.start)
    } catch {
      // Some input types (email) have no caret to set.
    }
  }
  const { submit, presses, pressing } = early
  if (pressing) finishPress(pressing)
  if (submit === null && !presses.length) return
  // After this commit, when the app's handlers are all in place.
  setTimeout(() => {
    for (const press of presses) buttonAt(press)?.click()
    if (submit !== null) {
      const forms = [...root.querySelectorAll('form')]
      const form =
        forms.find((candidate) => (candidate.getAttribute('aria-label') ?? '') === submit) ??
        (forms.length === 1 ? forms[0] : undefined)
      form?.requestSubmit()
    }
  })
}

/** Remembers on this device whether someone is signed in (read by the early script). */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1')
    else localStorage.removeItem(SIGNED_IN_HINT_KEY)
  } catch {
    // Without storage the public pages simply wait for the visitor.
  }
}
