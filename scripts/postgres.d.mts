import type { DebianNeed } from './debian-packages.mjs'

export const postgresNeed: DebianNeed
export function ensurePostgres(): boolean

export interface TestPostgres {
  url: string
  socketUrl: string
  port: number
  stop(): void
  start(): void
  createDatabase(name: string): string
  destroy(): void
}

export function startPostgres(options?: { port?: number }): TestPostgres
