import { afterAll, beforeAll } from 'vitest'
import type { Caller } from './calls'
import { newStartup, newUser, startupData } from './people'

/**
 * What the contract suite runs against, and how it reads the one-time codes a server sends:
 * - CONTRACT_TARGET=demo: the demo backend's own handlers, in this process (MSW in Node), its
 *   codes read from the backend's outbox; API_URL may be any origin.
 * - otherwise a server at API_URL that e-mails its codes: the suite runs an SMTP server on
 *   CONTRACT_SMTP_PORT (the server under test is started with SMTP_URL pointing there) and
 *   reads each code from the e-mail that arrives.
 */
export async function startTarget() {
  // Each target loads only what it uses: the demo backend (MSW, @msw/data, every operation) is
  // no part of a run against a server, nor the mail server of a run against the demo.
  if (process.env.CONTRACT_TARGET === 'demo') {
    const { createTestBackend } = await import('@mocks/node')
    const { server, outbox } = createTestBackend()
    server.listen({ onUnhandledFrame: 'error' })
    return {
      async codeFor(caller: Caller, since: number) {
        const delivery = outbox.slice(since).findLast((d) => d.useruid === caller.uid)
        if (!delivery) throw new Error(`the demo backend sent no code to ${caller.uid}`)
        return delivery.code
      },
      sent: () => outbox.length,
      stop: async () => server.close(),
    }
  }
  const port = Number(process.env.CONTRACT_SMTP_PORT)
  if (!port)
    throw new Error(
      'Set CONTRACT_SMTP_PORT (and start the server under test with SMTP_URL=smtp://127.0.0.1:<port>) so the suite can read the one-time codes it e-mails',
    )
  const { codeIn, startMailCatcher } = await import('../../server/test/mail-catcher')
  const catcher = await startMailCatcher({ port })
  return {
    async codeFor(caller: Caller, since: number) {
      return codeIn(await catcher.next(caller.email, since))
    },
    sent: () => catcher.messages.length,
    // A server may send e-mails after its answer (updates go to every investor): those on
    // their way get a moment to arrive before the mail server stops taking them.
    stop: async () => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await catcher.close()
    },
  }
}

export type Target = Awaited<ReturnType<typeof startTarget>>

/**
 * The target for one file of an optional extension's checks: started before them, stopped
 * after. `hasExtension` sets up what the checks share and says whether this server has the
 * extension; when it has not, the file fails at once, saying so.
 */
export function forExtension(extension: string, hasExtension: () => Promise<boolean>) {
  return extensionSuite(extension, hasExtension, async () => ({}))
}

/**
 * The same, for checks about one startup: its founder publishes `startup` before
 * `hasExtension` runs; the suite holds both. `hasExtension` may instead name the field every
 * startup carries on a server with the extension.
 */
export function forStartupExtension(
  extension: string,
  startup: string,
  hasExtension: (() => Promise<boolean>) | string,
) {
  const suite: { target: Target; founder: Caller; startupId: string } = extensionSuite(
    extension,
    typeof hasExtension === 'string'
      ? async () => hasExtension in (await startupData(suite.startupId))
      : hasExtension,
    async () => {
      const owner = await newUser(
        `${startup.toLowerCase().replace(/\W+/g, '-')}-founder`,
        'startup',
      )
      return { founder: owner, startupId: await newStartup(owner, startup) }
    },
  )
  return suite
}

function extensionSuite<Shared extends object>(
  extension: string,
  hasExtension: () => Promise<boolean>,
  share: () => Promise<Shared>,
) {
  const suite = {} as { target: Target } & Shared
  beforeAll(async () => {
    suite.target = await startTarget()
    Object.assign(suite, await share())
    if (!(await hasExtension()))
      throw new Error(`This server has no ${extension}: these checks do not apply`)
  })
  afterAll(async () => {
    await suite.target?.stop()
  })
  return suite
}
