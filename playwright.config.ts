import { defineConfig, devices } from '@playwright/test'
import { SMTP_PORT } from './e2e/remote/mail-settings.ts'
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium.ts'

/**
 * End-to-end tests in Debian's Chromium: its headless shell (scripts/chromium.ts), the full browser
 * where a test says so.
 * - demo (default): the demo build in dist/, served by `vite preview` on 4173.
 * - E2E_MODE=remote: the remote build in dist-remote/ (Firebase Auth emulator + HTTP /api) served
 *   with its /api by Seedling's server (server/) on 5000, one origin; beside the Auth emulator
 *   (npm test starts one; alone: `npm run test:e2e:remote`).
 */
const remote = process.env.E2E_MODE === 'remote'
const PORT = remote ? 5000 : 4173

export default defineConfig({
  testDir: remote ? './e2e/remote' : './e2e',
  testIgnore: remote ? [] : ['**/remote/**'],
  testMatch: /.*\.(spec|setup)\.ts$/,
  ...(remote ? { globalSetup: './e2e/remote/global-setup.ts' } : {}),
  outputDir: `test-results/playwright-${remote ? 'remote' : 'demo'}`,
  fullyParallel: true,
  // Three browsers on two cores: the journeys wait more than they compute (the spec's loading
  // screens, the log-in's pause), so a third worker fills the gaps. Alone, the demo's run took
  // 8.3 min on two workers and 6.0–6.1 on three or four; with a core kept busy, 6.8 on three
  // (15.1 on a slower machine on 2 December 2026). The remote run gives itself one
  // (scripts/test.mjs).
  workers: 3,
  // A test that passes only on its second try is not green: no retries, anywhere.
  retries: 0,
  forbidOnly: true,
  // A hang detector, set from the runs on a slow machine of this kind on 2 December 2026: with a
  // core kept busy the demo's run took 15.1 min, its longest tests 50–59 s; a fresh clone's
  // `npm test`, quiet, ran it in 17.4 min beside the remote tests, its longest test 68 s (the
  // update after an investment, which CI's machine had run past 60 s). About twice the longest.
  timeout: 150_000,
  // An expectation's wait. 10 s served a single screen's reaction, but on the slow machines of
  // 2 December 2026 (the two cores 99 % busy through the demo e2e beside the remote lane) four
  // whole runs each lost a different wait of 10 s and more, each for an app start or a sign-in: a
  // remote log-in's next screen, the prerendered sign-up's hand-over, the history's revalidation
  // after a reload, each mended with a longer budget of its own (15–20 s, as the Google sign-in,
  // the floating layer's check, the e-mails and the offline probe already had). 20 s for every
  // wait covers that class at once; a first start on a new device keeps FIRST_VISIT_MS.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `test-results/e2e-${remote ? 'remote' : 'demo'}-results.json` }],
    // QA opens this after a failed run (npx playwright show-report playwright-report/demo).
    ['html', { open: 'never', outputFolder: `playwright-report/${remote ? 'remote' : 'demo'}` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace makes every test about half as slow again (11.9 s → 18.4 s alone for a
    // reload after a payment): a failed test keeps its screenshot and page snapshot in the HTML
    // report; E2E_TRACE=1 records traces too, to look into a failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Each browser asks for less motion, as a person may in their system's settings, and the app
    // obliges (src/theme/system.ts). A pulsing placeholder or a turning spinner keeps the
    // software compositor drawing 60 frames a second, 0.06–0.10 CPU-s a second each while on
    // screen, and the journeys meet one at every loading screen and list. Measured on 53 tests in
    // two sets, the settings taking turns: 206 and 227 → 200 and 201 CPU-s, 241 and 262 → 226 and
    // 267 (the rounds themselves spread by a tenth). The walk-through tests keep the motion most
    // people see (e2e/walkthrough.spec.ts); e2e/prerender.spec.ts proves both settings followed.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The signed-in accounts most demo tests start from (e2e/accounts.setup.ts).
    ...(remote
      ? []
      : [
          {
            name: 'accounts',
            testMatch: /accounts\.setup\.ts$/,
            use: { ...devices['Desktop Chrome'], channel: undefined },
          },
        ]),
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /.*\.spec\.ts$/,
      grepInvert: /@phone/,
      dependencies: remote ? [] : ['accounts'],
    },
    ...(remote
      ? []
      : [
          {
            name: 'phone',
            use: { ...devices['Pixel 7'], channel: undefined },
            testMatch: /.*\.spec\.ts$/,
            grep: /@phone/,
            dependencies: ['accounts'],
          },
        ]),
  ],
  webServer: remote
    ? {
        // Seedling's server on PGlite in memory with the demo's startups, serving the remote
        // build and e-mailing its codes to the run's SMTP server (e2e/remote/global-setup.ts).
        // Built, as production runs it and the other tests start it (scripts/server-process.ts),
        // but with V8's defaults; not through npx, which took 1–2 s and CPU-s more a start.
        // Its operator is appointed first, with `server:operator` as on a real server
        // (scripts/appoint-operator.mjs, which builds server/dist when it is stale), on a PGlite
        // folder of the run's own.
        command: `node scripts/appoint-operator.mjs --fresh -- node server/dist/main.mjs`,
        url: `http://127.0.0.1:${PORT}/readyz`,
        env: {
          PORT: String(PORT),
          SEEDLING_APP_DIR: 'dist-remote',
          SEEDLING_DATA_DIR: 'test-results/remote-server-data',
          SEEDLING_SEED: 'demo',
          SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
          LOG_LEVEL: 'warn',
          FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
        },
        reuseExistingServer: false,
        // Two starts: the one that takes the operator's sign-up, and the one the tests use.
        timeout: 150_000,
      }
    : {
        command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
        url: `http://127.0.0.1:${PORT}`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
})
