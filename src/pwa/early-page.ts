/** Where a prerendered page keeps what the visitor did before the app arrived. */
export const EARLY_PAGE_GLOBAL = 'seedlingEarly'

/** Set while someone is signed in on this device: their pages load the app at once. */
export const SIGNED_IN_HINT_KEY = 'seedling:signed-in'

/** A button by its accessible name, and which of the page's buttons so named it is. */
export interface ButtonPlace {
  name: string
  index: number
}

export interface EarlyField {
  value: string
  checked: boolean
}

/** What the visitor did on a prerendered page before the app took it over. */
export interface EarlyPage {
  /** The latest value of every named field they changed, by name. */
  fields: Record<string, EarlyField>
  /** The field that had the focus, with its caret. */
  focus: { name: string; start: number | null; end: number | null } | null
  /** The accessible name of a form they submitted ('' for one without), or null. */
  submit: string | null
  /** The buttons they pressed, in order: accessible name, and which of the buttons so named. */
  presses: ButtonPlace[]
  /** A button the mouse went down on whose click has not come yet (the press goes on). */
  pressing: ButtonPlace | null
  /** Starts loading the app (once). */
  load: () => void
  /** Set by the app when it has taken the page over: from then on nothing here acts. */
  live: boolean
}

export interface EarlyPageConfig {
  /** The path this page was prerendered for. */
  path: string
  /** The app's entry module and the modules it imports at once. */
  entry: string
  preloads: string[]
  /** The app's service worker, registered when the page has been quiet a while. */
  serviceWorker: string
  /** The message that asks the worker for its offline copy (src/pwa/control.ts). */
  completeCopy: string
  global: string
  hintKey: string
}

/**
 * The one script a prerendered page runs before the app (inlined at build time, see
 * scripts/vite-prerender.ts; it must use nothing but its argument and the browser).
 *
 * A prerendered page is complete HTML: it paints, scrolls and follows links with no JavaScript.
 * So a visitor who only reads it never pays for the app: its modules load at the first sign of
 * use (a touch, a key, a focus, a scroll, a pointer move) — or at once for someone signed in on
 * this device, or when the page is not the one the address asks for; 4 s after load the app's
 * service worker is registered, so a page only read still installs. Until the app has taken
 * over, this keeps what the visitor does: the values they type, the caret, a submitted form
 * (never sent natively: it would put a password in the address), the buttons pressed and a
 * press still going on; the app restores them (src/app/take-over.ts).
 */
export function earlyPage(config: EarlyPageConfig): void {
  const doc = document
  const state: EarlyPage = {
    fields: {},
    focus: null,
    submit: null,
    presses: [],
    pressing: null,
    live: false,
    load() {
      if (started) return
      started = true
      for (const href of config.preloads) {
        const link = doc.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = href
        doc.head.append(link)
      }
      const script = doc.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = config.entry
      doc.head.append(script)
    },
  }
  let started = false
  ;(window as unknown as Record<string, EarlyPage>)[config.global] = state

  const fieldOf = (target: EventTarget | null) =>
    (target instanceof HTMLInputElement && target.type !== 'file') ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
      ? target.name
        ? target
        : null
      : null
  const keep = (event: Event) => {
    if (state.live) return
    const field = fieldOf(event.target)
    if (!field) {
      if (event.type === 'focusin') state.focus = null
      return
    }
    state.fields[field.name] = {
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }
    if (doc.activeElement === field) {
      const caret = field instanceof HTMLSelectElement ? null : field
      let start: number | null = null
      let end: number | null = null
      try {
        start = caret?.selectionStart ?? null
        end = caret?.selectionEnd ?? null
      } catch {
        // Some input types (email) have no caret to read.
      }
      state.focus = { name: field.name, start, end }
    }
  }
  for (const type of ['input', 'change', 'keyup', 'focusin', 'select', 'pointerup'])
    doc.addEventListener(type, keep, true)
  doc.addEventListener(
    'submit',
    (event) => {
      if (state.live) return
      event.preventDefault()
      const form = event.target as HTMLFormElement
      state.submit = form.getAttribute('aria-label') ?? ''
      state.load()
    },
    true,
  )
  const placeOf = (button: HTMLButtonElement): ButtonPlace => {
    const nameOf = (element: Element) =>
      element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''
    const name = nameOf(button)
    const same = [...doc.querySelectorAll('button')].filter((other) => nameOf(other) === name)
    return { name, index: same.indexOf(button) }
  }
  doc.addEventListener(
    'pointerdown',
    (event) => {
      if (state.live) return
      // A mouse's press only: its click goes to the element the press began on, in the same
      // task as its release, which take-over.ts relies on. A tap's click comes from the gesture
      // afterwards; seeing one through could press the app's button twice.
      const button =
        (event as PointerEvent).pointerType === 'mouse'
          ? (event.target as Element | null)?.closest?.('button')
          : null
      state.pressing = button ? placeOf(button) : null
    },
    true,
  )
  doc.addEventListener(
    'click',
    (event) => {
      if (state.live) return
      state.pressing = null
      const button = (event.target as Element | null)?.closest?.('button')
      if (!button || button.type === 'submit') return
      state.presses.push(placeOf(button))
    },
    true,
  )

  const load = () => state.load()
  for (const type of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll'])
    window.addEventListener(type, load, { capture: true, passive: true, once: true })
  let signedIn = false
  try {
    signedIn = localStorage.getItem(config.hintKey) !== null
  } catch {
    // Storage may be off; the page then waits for the visitor like any other.
  }
  const here = location.pathname.replace(/(.)\/+$/, '$1')
  if (signedIn || here !== config.path) load()

  // A section whose content the app fetches (the landing's ranking) loads the app as it comes
  // near, however the visitor got there: a wheel, a link, the keyboard, a restored scroll.
  const fetched = doc.querySelectorAll('[data-load-near]')
  if (fetched.length && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: '300px' },
    )
    fetched.forEach((section) => observer.observe(section))
  }

  // Installable and ready offline even if only read: once the page has been quiet a while, the
  // app's worker installs in the background (the app, once it runs, takes it from there).
  const registerWorker = () =>
    setTimeout(() => {
      if (!started && 'serviceWorker' in navigator)
        navigator.serviceWorker
          .register(config.serviceWorker)
          .then(() => navigator.serviceWorker.ready)
          // A first install copies nothing until asked (src/pwa/sw.ts).
          .then((registration) => registration.active?.postMessage(config.completeCopy))
          .catch(() => undefined)
    }, 4000)
  if (doc.readyState === 'complete') registerWorker()
  else window.addEventListener('load', registerWorker, { once: true })
}
