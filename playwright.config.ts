import { defineConfig, devices } from '@playwright/test'
import { SMTP_PORT } from './e2e/remote/mail-settings.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'

/**
 * End-to-end tests in Debian's Chromium.
 * - demo (default): the demo build in dist/, served by `vite preview` on 4173.
 * - E2E_MODE=remote: the remote build in dist-remote/ (Firebase Auth emulator + HTTP /api) on
 *   4174, with Seedling's server (server/) on 5000; run inside `firebase emulators:exec`.
 */
const remote = process.env.E2E_MODE === 'remote'
const PORT = remote ? 4174 : 4173
const API_PORT = 5000

export default defineConfig({
  testDir: remote ? './e2e/remote' : './e2e',
  testIgnore: remote ? [] : ['**/remote/**'],
  testMatch: /.*\.spec\.ts$/,
  ...(remote ? { globalSetup: './e2e/remote/global-setup.ts' } : {}),
  outputDir: `test-results/playwright-${remote ? 'remote' : 'demo'}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `test-results/e2e-${remote ? 'remote' : 'demo'}-results.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone/,
    },
    ...(remote
      ? []
      : [{ name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ }]),
  ],
  webServer: [
    {
      command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1${remote ? ' --outDir dist-remote' : ''}`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(remote
      ? [
          {
            // Seedling's server on PGlite in memory with the demo's startups, e-mailing its
            // codes to the run's SMTP server (e2e/remote/global-setup.ts).
            command: `npx tsx server/src/main.ts`,
            url: `http://127.0.0.1:${API_PORT}/readyz`,
            env: {
              PORT: String(API_PORT),
              ALLOWED_ORIGINS: `http://127.0.0.1:${PORT}`,
              SEEDLING_DATA_DIR: 'memory://',
              SEEDLING_SEED: 'demo',
              SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
              LOG_LEVEL: 'warn',
              FIREBASE_AUTH_EMULATOR_HOST:
                process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
            },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
})
