/** The operator of the runs that need one (the remote contract suite and the remote e2e). */
export const OPERATOR: { email: string; password: string; name: string }

export function appointOperator(env: Record<string, string>, port: number): Promise<void>

export function signUpOperator(port: number): Promise<void>

export function grantOperator(env: Record<string, string>): void

export function waitFor(url: string, ms?: number): Promise<void>
