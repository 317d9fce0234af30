import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const ZOD = {
  name: 'zod',
  message: "Import z from '@/domain/zod' (it sets Zod up for the CSP).",
}
const NOT_MOCKS = [
  { group: ['@mocks/*', '**/mocks/*', '../mocks/*'], message: 'src/ must not import mocks/.' },
  { regex: '^(\\.\\./)+server/', message: 'src/ must not import server/.' },
]

/** One rule block per layer (and per feature); each repeats the rules every layer has. */
function layerRules() {
  const block = (files, patterns = [], extra = {}) => ({
    files,
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ZOD], patterns: [...NOT_MOCKS, ...patterns] }],
      ...extra,
    },
  })
  const only = (allowed, layer) => ({
    regex: `^@/(?!(${allowed.join('|')})/)`,
    message: `${layer} may import only ${allowed.map((a) => `src/${a}`).join(', ')}.`,
  })
  const features = readdirSync(new URL('./src/features', import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return [
    block(['src/**/*.{ts,tsx}'], [], {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/mocks\\//]',
          message: 'Only src/app/start-backend.ts may load mocks/.',
        },
        {
          // A module namespace loaded at run time keeps every export: Zod's whole namespace (its
          // JSON Schema tools and all 40 locales) went into the app's build, 89 KB gzip against 24.
          selector: 'ImportExpression[source.value=/(^zod|\\/zod)$/]',
          message: "Import z statically from '@/domain/zod', or load a module of schemas.",
        },
      ],
    }),
    { files: ['src/app/start-backend.ts'], rules: { 'no-restricted-syntax': 'off' } },
    // The contract suite and its kit, shared by both backends' tests: the contract's own terms
    // (domain, operations, demo tokens), never the app; the demo backend only where the suite
    // picks its target (a dynamic import in target.ts).
    {
      files: ['src/contract/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [ZOD],
            patterns: [
              ...NOT_MOCKS,
              {
                regex: '^@/(?!(domain|operations|auth/demo-token|contract)(/|$))',
                message:
                  'The contract suite uses the terms of the contract (src/domain, src/operations, demo tokens), never the app.',
              },
            ],
          },
        ],
      },
    },
    block(
      ['src/domain/**/*.ts'],
      [
        { regex: '^@/(?!domain/)', message: 'src/domain imports nothing of ours but itself.' },
        { regex: '^\\.\\./', message: 'src/domain imports nothing of ours but itself.' },
      ],
    ),
    // The contract's operations, written once for both backends: the domain and their ports.
    block(['src/operations/**/*.ts'], [only(['domain', 'operations'], 'src/operations')]),
    // The services context names the adapters' types, and the query client knows API errors.
    block(
      ['src/lib/**/*.{ts,tsx}'],
      [only(['domain', 'lib', 'pwa', 'api', 'auth'], 'The shared layer')],
    ),
    // The API client and its hooks stand on the domain alone: the app's services hold the
    // client, and never the reverse (src/api/api-context.tsx gives the hooks their client).
    block(['src/api/**/*.{ts,tsx}'], [only(['domain', 'api'], 'src/api')]),
    block(['src/auth/**/*.ts'], [only(['domain', 'lib', 'auth'], 'src/auth')]),
    block(
      ['src/components/**/*.{ts,tsx}'],
      [
        {
          regex: '^@/(features|app|routes)/',
          message: 'components/ never import features/, app/ or routes/.',
        },
      ],
    ),
    ...features.map((feature) =>
      block(
        [`src/features/${feature}/**/*.{ts,tsx}`],
        [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: `A feature never imports another feature: move what ${feature} shares to components/.`,
          },
          { regex: '^@/(app|routes)/', message: 'Features never import app/ or routes/.' },
        ],
      ),
    ),
  ]
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'server/dist',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', '*.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The layers of src/, checked on every import (docs/decisions/005):
  //   domain      imports nothing of ours
  //   operations  the /api operations both backends run: domain only
  //   lib         the shared layer (services context, flags, query client): domain, api, auth
  //   api         domain only
  //   auth        domain and lib only
  //   components  never features or app
  //   features    never another feature (what two share moves to components/)
  //   app, routes the wiring: anything
  // Everywhere in src/: Zod from '@/domain/zod', never mocks/ (but the one dynamic import that
  // starts the demo backend, in src/app/start-backend.ts) nor server/.
  ...layerRules(),
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD],
          patterns: [{ regex: '^@/app/', message: 'mocks/ never imports src/app.' }],
        },
      ],
    },
  },
  {
    files: ['stories/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD] }] },
  },
  // Stories as Storybook reads them: a meta built on the workbench's preview, stories named in
  // PascalCase, play functions that await their interactions, the renderer's package, not a
  // framework's.
  ...storybook.configs['flat/recommended'],
  {
    files: ['stories/**/*.stories.{ts,tsx}'],
    rules: {
      'storybook/meta-inline-properties': 'error',
      // CSF factories: `preview.meta(…)` and `meta.story(…)` type a story's args and `msw` from
      // .storybook/preview.tsx, with no `Meta`/`StoryObj` annotations written in each file.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ZOD,
            {
              name: '@storybook/react-vite',
              importNames: ['Meta', 'StoryObj'],
              message: "Build the meta with preview.meta() from '#.storybook/preview'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The production server shares the domain's schemas and rules, nothing of the app's UI; it
    // serves the app's build, so it knows the build's pages (src/pwa/pages, assemble-page) and
    // loads the renderer for /s/{id} from that build (its types only from src/prerender).
    files: ['server/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@/domain/zod' (one Zod set-up everywhere)." },
          ],
          patterns: [
            {
              regex:
                '^@/(?!domain/|operations/|auth/demo-token$|pwa/pages$|pwa/assemble-page$|prerender$)',
              message:
                "server/ imports only src/domain, src/operations, the demo token check and the build's pages from src/.",
            },
            {
              regex: '^@/prerender$',
              allowTypeImports: true,
              message: 'The renderer is loaded from the build (dist-remote/.server/prerender.js).',
            },
            {
              regex: '^@mocks/|(^|/)mocks/',
              message:
                "server/ never imports mocks/ (the demo's backend): what both backends share lives in src/domain and src/operations.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'mocks/**/*.ts',
      'src/contract/**/*.ts',
      'e2e/**/*.ts',
      'server/test/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
