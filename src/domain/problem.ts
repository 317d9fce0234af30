/**
 * A request the server refuses, with the contract's error body: an HTTP status (4xx), a machine
 * code, a message for people and, when one field is at fault, its name. Both backends (the demo
 * handlers and `server/`) throw these from the same rules and answer
 * `{ error: { code, message, field } }`.
 */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'Problem'
  }

  get body() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
      },
    }
  }
}

/** A parse failure of a domain schema as the contract's 422, naming the first field at fault. */
export function invalidInput(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Problem {
  const issue = issues[0]
  const field = issue?.path.map(String).join('.') || undefined
  const message = issue
    ? field && !issue.message.toLowerCase().startsWith(field.toLowerCase())
      ? `${field} ${issue.message}`
      : issue.message
    : 'Invalid input'
  return new Problem(422, 'invalid_input', message, field)
}
