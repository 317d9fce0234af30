/** Debian's Chromium, as every browser test here launches it (no browser downloads here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, the same version):
 * the browser Playwright itself runs headless tests in. The end-to-end journeys run in it, at
 * about three quarters of the CPU the full browser takes here; installing the app and the
 * prerendered pages' wait for a first input use the full browser (the shell moves a pointer over
 * every new page, which counts as input).
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
