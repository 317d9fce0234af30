import type { DebianNeed } from './debian-packages.mjs'
export const CHROMIUM: string
export const HEADLESS_SHELL: string
export const chromiumNeed: DebianNeed
export function ensureChromium(): boolean
export function chromiumVersion(): string
