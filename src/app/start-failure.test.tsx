import { act, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showStartFailure, START_FAILURE_TITLE } from './start-failure'

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: /assets/demo-auth-Dypt3BeT.js',
)

function rootOnPage(markup = '') {
  const root = document.createElement('div')
  root.innerHTML = markup
  document.body.append(root)
  return root
}

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('showStartFailure', () => {
  it('puts the reason, the error and Try again where the splash was, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const root = rootOnPage()
    const screen = await act(async () => showStartFailure(chunkError, root))
    const alert = within(root).getByRole('alert')
    expect(within(alert).getByRole('heading', { name: START_FAILURE_TITLE })).toBeTruthy()
    expect(alert.textContent).toContain('demo-auth-Dypt3BeT.js')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(logged).toHaveBeenCalledWith(chunkError)
    act(() => screen!.unmount())
  })

  it('leaves a page the server rendered as it is: it reads without the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const root = rootOnPage('<main><h1>Gaadi Go</h1></main>')
    const screen = await act(async () => showStartFailure(chunkError, root))
    expect(screen).toBeNull()
    expect(root.innerHTML).toBe('<main><h1>Gaadi Go</h1></main>')
  })
})
