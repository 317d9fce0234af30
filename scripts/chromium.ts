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

/**
 * The browser as the tests launch it: V8 stops at its baseline compiler (Sparkplug) and never
 * optimizes. A test's page lives for seconds, and the optimizing tiers (Maglev, Turbofan) spent
 * more CPU compiling the app's scripts than their faster code gave back: the deal and investor
 * journeys (12 tests, two workers) took 148–171 busy CPU-s with V8's defaults and 123–145 with
 * `--max-opt=1` (interpreter only, `--max-opt=0`: 136–147). The stories keep V8's defaults:
 * they run in one page that lives the whole step, which the optimizing tiers pay back (73 s and
 * 112 CPU-s with them, 92 s and 133 without). So do the benchmarks and the journey's profile
 * (`CHROMIUM_ARGS`), as a phone does; the app's code is the same either way.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1']
