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

/** The one demo-inbox notification: a new code replaces it; using the code dismisses it. */
export const DEMO_INBOX_TOAST_ID = 'demo-inbox'
