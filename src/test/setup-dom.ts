import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

afterEach(() => cleanup())

// findBy* and waitFor wait for what a person would see eventually; 1 s (the default) is not a
// budget on a busy 2-core machine, where a mocked fetch and a render took longer. A test that
// is about time uses fake timers, not this.
configure({ asyncUtilTimeout: 10_000 })

// jsdom has no matchMedia; the theme provider asks it for the system colour scheme.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// Test files share one module graph per worker (vitest.config.ts): each starts with empty
// storage and a plain <html>, as a file of its own would.
beforeAll(() => {
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.removeAttribute('class')
  document.documentElement.removeAttribute('style')
  document.documentElement.removeAttribute('data-theme')
})
