export const CHROMIUM: string
export const HEADLESS_SHELL: string
export function ensureChromium(): boolean
export function chromiumVersion(): string
