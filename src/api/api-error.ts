import { Problem } from '@/domain/problem'

/**
 * Every failure of the API client, normalised: HTTP status (0 when no answer), a code, a message
 * and, when one field is at fault, its name — the contract's error, as the server's `Problem`.
 */
export class ApiError extends Problem {
  override name = 'ApiError'

  /** Whether trying again later may help (no answer, a timeout, or a server fault). */
  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** What to tell a person about a failed call: the API's message, or `fallback` for anything else. */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Try again.',
): string {
  return isApiError(error) ? error.message : fallback
}

const MESSAGES: Record<string, string> = {
  offline: "You're offline. Check your connection and try again.",
  network: "Seedling's server can't be reached right now. Try again in a moment.",
  timeout: 'The server took too long to answer. Try again.',
  bad_response: 'The server sent an answer Seedling could not read. Try again later.',
  unauthorized: 'Your session has ended. Log in again.',
  forbidden: "You can't do that with this account.",
  not_found: 'That could not be found.',
  server: 'Something went wrong on the server. Try again in a moment.',
  invalid_otp: 'That code is not right. Check it and try again.',
  otp_expired: 'That code has expired. Ask for a new one.',
  otp_used: 'That code has already been used. Ask for a new one.',
  otp_locked: 'Too many wrong tries. Ask for a new code.',
  risk_not_acknowledged: "Read the risks and tick 'I understand the risks' before investing.",
}

/** A human message for a machine code, with a fallback. */
export function messageFor(code: string, fallback?: string): string {
  return MESSAGES[code] ?? fallback ?? MESSAGES.server!
}
