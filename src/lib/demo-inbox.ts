/** The event the demo backend dispatches on `window` when it "e-mails" a one-time code. */
export const DEMO_INBOX_EVENT = 'seedling:demo-inbox'

export interface DemoInboxMessage {
  code: string
  amount: number
  startupName: string
}

export function demoInboxText(code: string): string {
  return `Demo inbox: your one-time code is ${code}`
}

/**
 * The one demo-inbox notification on screen: a new code replaces it, using the code dismisses
 * it. Each code's notice has its own id (a toast being dismissed cannot be shown again).
 */
let shownNotice: string | null = null
let notices = 0

/** The id for a new code's notice, and the id of the notice it replaces (if any). */
export function nextDemoInboxNotice(): { id: string; replaces: string | null } {
  const replaces = shownNotice
  notices += 1
  shownNotice = `demo-inbox-${notices}`
  return { id: shownNotice, replaces }
}

/** The id of the notice on screen, which is then no longer shown. */
export function takeDemoInboxNotice(): string | null {
  const shown = shownNotice
  shownNotice = null
  return shown
}
