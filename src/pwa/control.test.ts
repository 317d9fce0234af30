import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MSW_CLIENT_CLOSE_MESSAGE } from './control'

describe("the app's worker keeps MSW's worker registered", () => {
  // sw.ts stops one message before MSW's worker script (imported after it) sees it. If an msw
  // upgrade renames that message, the worker unregisters itself on every reload and the demo
  // stops working offline; this names the message the shipped worker script unregisters on.
  it('stops the message on which the shipped MSW worker unregisters itself', () => {
    const worker = readFileSync('public/mockServiceWorker.js', 'utf8')
    const unregister = worker.indexOf('self.registration.unregister()')
    expect(unregister).toBeGreaterThan(0)
    const messages = [...worker.slice(0, unregister).matchAll(/'([A-Z_]+)'/g)].map((m) => m[1])
    expect(messages.at(-1)).toBe(MSW_CLIENT_CLOSE_MESSAGE)
  })
})
