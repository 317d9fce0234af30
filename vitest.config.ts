import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
}

export default defineConfig({
  resolve: { alias },
  plugins: [react()],
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts'],
          exclude: ['**/*.firebase.test.ts'],
          setupFiles: ['./src/test/setup-node.ts'],
        },
      },
      {
        resolve: { alias },
        plugins: [react()],
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup-dom.ts'],
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
