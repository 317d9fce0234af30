import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'

/** The longest text one field of a log line carries (a message, a stack, a query). */
export const LOG_TEXT_MAX = 2_000

const bounded = (text: string) =>
  text.length > LOG_TEXT_MAX
    ? `${text.slice(0, LOG_TEXT_MAX)}… (${text.length - LOG_TEXT_MAX} more characters)`
    : text

/**
 * What an error may put in a log line. A failed query's error carries its parameters (names,
 * e-mail addresses, a whole upload's bytes) in `params` and at the end of its message, and
 * PostgreSQL's own message quotes the value it refused (`invalid input syntax …: "a@b.c"`,
 * `Key (email)=(a@b.c)`): those are left out — the query text and the error's code stay — and
 * every text is bounded, so one error is one readable line.
 */
const redact = (text: string) =>
  bounded(
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

/** A request as the log shows it: no query values of unsubscribe links (their token is a key). */
function requestForLog(request: {
  method?: string
  url?: string
  ip?: string
  socket?: { remotePort?: number }
}) {
  return {
    method: request.method,
    url: request.url?.replace(/([?&]t=)[^&#]*/g, '$1(not logged)'),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** The server's logger options: its level, and serializers that keep personal data out. */
export function logOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
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
