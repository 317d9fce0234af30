import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
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
  {
    // The app never reaches into the mock backend; the one dynamic import that starts it
    // in demo mode lives in src/app/start-backend.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/start-backend.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@/domain/zod' (it sets Zod up for the CSP)." },
          ],
          patterns: [
            {
              group: ['@mocks/*', '**/mocks/*', '../mocks/*'],
              message: 'src/ must not import mocks/.',
            },
            { regex: '^(\\.\\./)+server/', message: 'src/ must not import server/.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/mocks\\//]',
          message: 'Only src/app/start-backend.ts may load mocks/.',
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@/domain/zod' (it sets Zod up for the CSP)." },
          ],
        },
      ],
    },
  },
  {
    // The production server shares the domain's schemas and rules, nothing of the app's UI.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@/domain/zod' (one Zod set-up everywhere)." },
          ],
          patterns: [
            {
              regex: '^@/(?!domain/|auth/demo-token$)',
              message: 'server/ imports only src/domain and the demo token check from src/.',
            },
            {
              regex: '^@mocks/(?!data/seed-startups$)',
              message: 'server/ imports only the demo seed from mocks/.',
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
    files: ['**/*.test.{ts,tsx}', 'mocks/**/*.ts', 'e2e/**/*.ts', 'server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
