import type { BrowserContext, ConsoleMessage, Page, TestInfo } from '@playwright/test'

/**
 * What the pages of `context` said while a test ran: their errors, console warnings and errors,
 * and where their main frames went, each with its time since the start. `attachIfFailed` adds
 * it to a failed test's report beside its screenshot (a failure that shows only a screen rarely
 * says how the app got there), and stops listening.
 */
export function recordBrowserLog(context: BrowserContext) {
  const start = Date.now()
  const lines: string[] = []
  const note = (line: string) => lines.push(`${((Date.now() - start) / 1000).toFixed(2)} s ${line}`)
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()} ${message.page()?.url() ?? ''}: ${message.text()}`)
  }
  const onPage = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`)
    })
    page.on('pageerror', (error) => note(`uncaught ${error.name}: ${error.message}`))
  }
  context.on('console', onConsole)
  context.on('page', onPage)
  return {
    async attachIfFailed(testInfo: TestInfo) {
      context.off('console', onConsole)
      context.off('page', onPage)
      if (testInfo.status === testInfo.expectedStatus) return
      await testInfo.attach('browser log', {
        body: lines.length > 0 ? lines.join('\n') : 'nothing: no errors, warnings or navigations',
        contentType: 'text/plain',
      })
    },
  }
}
