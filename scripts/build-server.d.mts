export function buildServer(): Promise<string[]>
export function serverBuildIsStale(): boolean
export function ensureServerBuilt(): Promise<string>
