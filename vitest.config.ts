import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts'
import { SHORT_LIVED_WASM } from './scripts/server-process.ts'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
}

/**
 * The server's tests that start processes (servers, PostgreSQL clusters, npm ci) run first, the
 * longest first, each with a deadline for a process to answer; the in-process files follow.
 * Vitest orders files by their last durations, and in a fresh clone, with none, by size, which
 * put these files last: then they ran after the stories had ended, and in a loaded run that put
 * the demo e2e there, a server missed its 60 s to start. Every other file keeps Vitest's order.
 */
/** The deployment test (two machines behind nginx), which runs as a step of its own. */
const DEPLOY_TEST = 'server/test/load-balancer.test.ts'

const PROCESSES_FIRST = [
  'server/test/production-install.test.ts',
  'server/test/postgres.test.ts',
  'server/test/process.test.ts',
  'server/test/pglite-image.test.ts',
  'server/test/hostile-logo.test.ts',
]

class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) =>
      PROCESSES_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`))
    const first = sorted.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b))
    return [...first, ...sorted.filter((spec) => rank(spec) < 0)]
  }
}

export default defineConfig({
  resolve: { alias },
  plugins: [react()],
  test: {
    sequence: { sequencer: ProcessesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.firebase.test.ts', '**/*.contract.test.ts'],
          setupFiles: ['./src/test/setup-node.ts'],
          // The node tests share one module graph per worker instead of importing it afresh for
          // each file: 46 s → 28 s here. They pass in any file order (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        // React's plugin comes from the config above (an inline project extends it).
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup-dom.ts'],
          // One jsdom and module graph per worker, not one per file: 97 s → 22 s here. Each file
          // starts with empty storage (src/test/setup-dom.ts) and leaves the document as it found
          // it; they pass in any file order (--sequence.shuffle.files, five seeds).
          isolate: false,
          // The slowest component test takes about 4 s alone here and twice that with a busy
          // neighbour; waits inside a test are up to 10 s (src/test/setup-dom.ts).
          testTimeout: 20_000,
        },
      },
      {
        // Every story runs as a test in Chromium, with the a11y addon failing on violations.
        resolve: { alias },
        plugins: [
          storybookTest({
            configDir: '.storybook',
            storybookScript: 'npm run storybook -- --no-open',
          }),
        ],
        // Pre-bundle what stories load lazily, so Vite never reloads the page mid-run.
        optimizeDeps: {
          include: [
            '@chakra-ui/react/theme',
            '@tanstack/react-virtual',
            'react-markdown',
            'remark-gfm',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'msw',
            'msw/browser',
            'dexie',
            'lucide-react',
            'next-themes',
            'zod',
            // The workbench's preview (definePreview) and its addons.
            '@storybook/addon-a11y',
            '@storybook/addon-docs',
            '@storybook/react-vite',
            'msw-storybook-addon',
            'storybook/preview-api',
          ],
        },
        test: {
          name: 'storybook',
          // One stories file per component: loading the workbench (providers, MSW) afresh for
          // each of ~90 files cost more than the stories. Each story still renders into its own
          // canvas with its own router and query client, and starts from the demo's own data
          // (reset before each story, .storybook/preview.tsx).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // The /api contract against a running server: API_URL=http://host:port npm run test:contract
        resolve: { alias },
        test: {
          name: 'contract',
          environment: 'node',
          include: ['src/contract/**/*.contract.test.ts'],
          testTimeout: 30_000,
          // A file's beforeAll signs people up and publishes its startup, as a test does. The logo
          // sizes' file (a photo-like logo whose copies the server makes) took 2.6–2.8 s alone,
          // hooks included, and its beforeAll ran past Vitest's default 10 s on both stores
          // beside the demo e2e with a core taken (2026-12-03).
          hookTimeout: 30_000,
          sequence: { concurrent: false },
          // One file after another in one worker (each file's mail server takes the same port),
          // which keeps its modules: a fresh worker a file spent 40 % of the run on imports.
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        // server/ with a real SMTP server, PGlite and throw-away PostgreSQL clusters. Two files
        // at a time: each has its own ports, clusters and folders (209 s → 161 s alone here).
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          include: ['server/test/**/*.test.ts'],
          // The deployment's own step (below).
          exclude: [DEPLOY_TEST],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // PGlite in these workers too (scripts/server-process.ts).
          execArgv: [SHORT_LIVED_WASM],
          // A worker keeps the server's modules from one file to the next (each file still makes
          // its own app, database and mail server): 273 → 227 CPU-s and 2:31 → 2:07 alone here.
          isolate: false,
        },
      },
      {
        // Two machines (network namespaces) behind nginx over one PostgreSQL: a step of its own,
        // in a lane of the suite with time to spare (scripts/test.mjs).
        resolve: { alias },
        test: {
          name: 'deploy',
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          include: [DEPLOY_TEST],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'firebase',
          environment: 'node',
          include: ['src/**/*.firebase.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
})
