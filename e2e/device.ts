import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test'

/**
 * Devices a Playwright worker keeps from one test to the next, so that a test that starts signed
 * in does not pay for what a new browser context costs: making the context, installing the
 * service worker and precaching the app, downloading and compiling its scripts. Each test still
 * starts from its own copy of the saved state: before it, the device's IndexedDB and
 * localStorage are put back as the state file has them; the service worker, its caches and the
 * HTTP cache stay, as on a phone that has opened the app before. (Playwright's
 * `setStorageState` would unregister the worker and empty the caches, which is the cost.)
 *
 * A test that is about the first visit, or that changes what cannot be undone on a context
 * (its clock), asks for a new device instead (`test.use({ device: 'new' })`).
 */

/** What a device reads of a saved storage state (`context.storageState({ indexedDB: true })`). */
interface StorageState {
  origins: Array<{
    origin: string
    localStorage: Array<{ name: string; value: string }>
    indexedDB?: Array<{ name: string; stores: Array<{ name: string; records: unknown[] }> }>
  }>
}

/** The state's IndexedDB, kept in the device under these names while tests use the real ones. */
const TEMPLATE_PREFIX = 'e2e-template:'

/**
 * A same-origin document that runs none of the app's code and that the service worker passes to
 * the network (its navigation route leaves the worker's own script out): where the device's
 * storage is put back.
 */
export const QUIET_PAGE = '/sw.js'

export class Devices {
  private readonly devices = new Map<string, BrowserContext>()

  constructor(private readonly browser: Browser) {}

  /**
   * A device with `options` whose storage is the state saved in `file`: one this worker made
   * before for the same options and the same databases (its storage put back), or a new one
   * (`fresh`: its first page of the app is a first visit).
   */
  async withState(
    options: BrowserContextOptions,
    file: string,
  ): Promise<{ device: BrowserContext; fresh: boolean }> {
    const state = JSON.parse(readFileSync(file, 'utf8')) as StorageState
    const key = createHash('sha1')
      .update(JSON.stringify([options, state.origins.map((origin) => origin.indexedDB)]))
      .digest('hex')
    const kept = this.devices.get(key)
    if (kept) {
      await restore(kept, state)
      return { device: kept, fresh: false }
    }
    const device = await this.browser.newContext({ ...options, storageState: file })
    await onQuietPage(device, state, {
      reset: false,
      copy: (name) => [name, TEMPLATE_PREFIX + name],
    })
    this.devices.set(key, device)
    return { device, fresh: true }
  }

  /** After a test: its pages closed and the context's switches back as they were. */
  async release(device: BrowserContext, { keep }: { keep: boolean }) {
    if (!keep) {
      this.forget(device)
      await device.close()
      return
    }
    await Promise.all(device.pages().map((page) => page.close()))
    await device.setOffline(false)
    await device.clearPermissions()
    await device.unrouteAll({ behavior: 'ignoreErrors' })
  }

  async closeAll() {
    await Promise.all([...this.devices.values()].map((device) => device.close()))
    this.devices.clear()
  }

  private forget(device: BrowserContext) {
    for (const [key, kept] of this.devices) if (kept === device) this.devices.delete(key)
  }
}

/**
 * On a page of each of the state's origins that loads none of the app, empties the origin's
 * storage when `reset` (but for the templates) and copies its databases from → to.
 */
async function onQuietPage(
  device: BrowserContext,
  state: StorageState,
  { reset, copy }: { reset: boolean; copy: (name: string) => [string, string] },
) {
  const page = await device.newPage()
  try {
    for (const origin of state.origins) {
      await page.goto(new URL(QUIET_PAGE, origin.origin).href)
      await page.evaluate(resetStorage, {
        reset,
        keep: TEMPLATE_PREFIX,
        copies: (origin.indexedDB ?? []).map((db) => copy(db.name)),
        localStorage: origin.localStorage,
      })
      // A test that starts from storage other than the state's fails for reasons not its own:
      // say so here instead.
      const expected = {
        localStorage: origin.localStorage,
        databases: (origin.indexedDB ?? []).map((db) => ({
          name: db.name,
          stores: db.stores.map((store) => ({ name: store.name, count: store.records.length })),
        })),
      }
      const differences = await page.evaluate(storageDifferences, expected)
      if (differences.length > 0)
        throw new Error(
          `The device's storage on ${origin.origin} is not the saved state's: ${differences.join('; ')}`,
        )
    }
  } finally {
    await page.close()
  }
}

/** Puts the device's storage back as `state` has it: databases from their templates, localStorage. */
const restore = (device: BrowserContext, state: StorageState) =>
  onQuietPage(device, state, { reset: true, copy: (name) => [TEMPLATE_PREFIX + name, name] })

/**
 * Runs in the page (it closes over nothing). With `reset`, deletes every database but those
 * named `keep`… and sets localStorage to `localStorage`. Then copies whole databases: version,
 * stores with their keys and indexes, and every record, Blobs and all, by structured clone; a
 * database of the same name as a copy is replaced.
 */
async function resetStorage(options: {
  reset: boolean
  keep: string
  copies: Array<[string, string]>
  localStorage: Array<{ name: string; value: string }>
}) {
  const settle = <T>(request: IDBRequest<T> | IDBOpenDBRequest) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result as T)
      request.onerror = () => reject(request.error)
    })
  if (options.reset) {
    for (const { name } of await indexedDB.databases())
      if (name && !name.startsWith(options.keep)) await settle(indexedDB.deleteDatabase(name))
    localStorage.clear()
    for (const { name, value } of options.localStorage) localStorage.setItem(name, value)
  }
  for (const [from, to] of options.copies) {
    const source = await settle<IDBDatabase>(indexedDB.open(from))
    await settle(indexedDB.deleteDatabase(to))
    const names = [...source.objectStoreNames]
    const opening = indexedDB.open(to, source.version)
    opening.onupgradeneeded = () => {
      const reading = source.transaction(names)
      for (const name of names) {
        const store = reading.objectStore(name)
        const copy = opening.result.createObjectStore(name, {
          keyPath: store.keyPath,
          autoIncrement: store.autoIncrement,
        })
        for (const indexName of store.indexNames) {
          const index = store.index(indexName)
          copy.createIndex(indexName, index.keyPath, {
            unique: index.unique,
            multiEntry: index.multiEntry,
          })
        }
      }
    }
    const target = await settle<IDBDatabase>(opening)
    if (names.length > 0) {
      const reading = source.transaction(names)
      const records = await Promise.all(
        names.map(async (name) => {
          const store = reading.objectStore(name)
          const [keys, values] = await Promise.all([
            settle(store.getAllKeys()),
            settle(store.getAll()),
          ])
          return { name, inline: store.keyPath !== null, keys, values }
        }),
      )
      const writing = target.transaction(names, 'readwrite')
      for (const { name, inline, keys, values } of records) {
        const store = writing.objectStore(name)
        values.forEach((value, i) => (inline ? store.put(value) : store.put(value, keys[i])))
      }
      await new Promise((resolve, reject) => {
        writing.oncomplete = resolve
        writing.onerror = () => reject(writing.error)
      })
    }
    source.close()
    target.close()
  }
}

/**
 * Runs in the page (it closes over nothing): how the origin's localStorage and its databases'
 * record counts differ from `expected`; empty when they agree.
 */
async function storageDifferences(expected: {
  localStorage: Array<{ name: string; value: string }>
  databases: Array<{ name: string; stores: Array<{ name: string; count: number }> }>
}) {
  const differences: string[] = []
  for (const { name, value } of expected.localStorage)
    if (localStorage.getItem(name) !== value)
      differences.push(`localStorage ${name} missing or changed`)
  if (localStorage.length !== expected.localStorage.length)
    differences.push(
      `${localStorage.length} localStorage entries, not ${expected.localStorage.length}`,
    )
  for (const database of expected.databases) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(database.name)
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    try {
      for (const store of database.stores) {
        if (!db.objectStoreNames.contains(store.name)) {
          differences.push(`${database.name}: no store ${store.name}`)
          continue
        }
        const count = await new Promise<number>((resolve, reject) => {
          const counting = db.transaction(store.name).objectStore(store.name).count()
          counting.onsuccess = () => resolve(counting.result)
          counting.onerror = () => reject(counting.error)
        })
        if (count !== store.count)
          differences.push(`${database.name}/${store.name}: ${count} records, not ${store.count}`)
      }
    } finally {
      db.close()
    }
  }
  return differences
}
