export function buildServer(): Promise<string[]>
export function serverBuildIsStale(out?: string): boolean
export function ensureServerBuilt(): Promise<string>
