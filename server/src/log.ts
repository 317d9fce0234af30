import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'

/** The longest text one field of a log line carries (a message, a stack, a query). */
export const LOG_TEXT_MAX = 2_000

const bounded = (text: string) =>
  text.length > LOG_TEXT_MAX
    ? `${text.slice(0, LOG_TEXT_MAX)}… (${text.length - LOG_TEXT_MAX} more characters)`
    : text

/**
 * An e-mail address anywhere in a text (a mail server's refusal quotes the recipient). Each part
 * is bounded as addresses are, so a long text without one costs linear time, not quadratic.
 */
const ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g

/** A text as any log line may carry it: bounded, and no e-mail address. */
const loggable = (text: string) => bounded(text).replace(ADDRESS, '(address)')

/**
 * What an error may put in a log line. A failed query's error carries its parameters (names,
 * e-mail addresses, a whole upload's bytes) in `params` and at the end of its message, and
 * PostgreSQL's own message quotes the value it refused (`invalid input syntax …: "a@b.c"`,
 * `Key (email)=(a@b.c)`): those are left out — the query text and the error's code stay — and
 * every text is bounded, so one error is one readable line.
 */
const redact = (text: string) =>
  loggable(
    text
      .replace(/\nparams: [\s\S]*?(?=\n {4}at |\ncaused by|$)/g, '\nparams: (not logged)')
      .replace(/"[^"\n]*"/g, '"…"')
      .replace(/=\([^)\n]*\)/g, '=(…)'),
  )

const CONNECTION_KEYS = new Set(['client', 'connection', 'socket', 'pool'])

function withoutPersonalData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redact(value)
  if (!value || typeof value !== 'object' || depth > 4) return value
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => withoutPersonalData(v, depth + 1))
  return Object.fromEntries(
    Object.entries(value)
      // A driver's error carries its whole connection (settings, buffers, type tables).
      .filter(([key]) => !CONNECTION_KEYS.has(key) && !key.startsWith('_'))
      .map(([key, inner]) =>
        key === 'params' || key === 'parameters'
          ? [key, '(not logged)']
          : [key, withoutPersonalData(inner, depth + 1)],
      ),
  )
}

/** The longest path a log line carries. */
const LOG_PATH_MAX = 200

/**
 * A request as the log shows it: its path without the query (searches, cursors and unsubscribe
 * tokens stay out), bounded.
 */
function requestForLog(request: {
  method?: string
  url?: string
  ip?: string
  socket?: { remotePort?: number }
}) {
  const [path = '', query] = (request.url ?? '').split('?')
  return {
    method: request.method,
    url:
      (path.length > LOG_PATH_MAX ? `${path.slice(0, LOG_PATH_MAX)}…` : path) +
      (query === undefined ? '' : '?…'),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/**
 * Every text of a logged object as `loggable` makes it (nested a few levels). Objects of a class
 * (a request, an error) are left to their serializers above, which pino runs afterwards.
 */
function loggableValues(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return loggable(value)
  if (!value || typeof value !== 'object' || depth > 4) return value
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => loggableValues(v, depth + 1))
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, loggableValues(inner, depth + 1)]),
  )
}

/**
 * The server's logger options: its level, serializers that keep personal data out of errors
 * and requests, and, for every line, no e-mail address and no text longer than LOG_TEXT_MAX.
 */
export function logOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    formatters: { log: (object) => loggableValues(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? loggable(arg) : arg)) as typeof args,
        )
      },
    },
    serializers: {
      err: (error: Error) => withoutPersonalData(pino.stdSerializers.err(error)),
      req: requestForLog,
    },
  }
}

/** The server's logger (to standard output, or to `destination` in tests). */
export function createLogger(
  level: LoggerOptions['level'],
  destination?: DestinationStream,
): Logger {
  return destination ? pino(logOptions(level), destination) : pino(logOptions(level))
}
