export const CHROMIUM: string
export function ensureChromium(): boolean
export function chromiumVersion(): string
