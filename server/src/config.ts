import { z } from '@/domain/zod'
import { OperatorError } from './operator-error'

const DEV_ORIGINS = [
  'http://127.0.0.1:4173',
  'http://localhost:4173',
  'http://127.0.0.1:4174',
  'http://127.0.0.1:5173',
  'http://localhost:5173',
]

/** An IPv4 or IPv6 address, with or without a CIDR length (proxy-addr checks it further). */
const PROXY_ADDRESS = /^(?:[\d.]+|[\da-f:.]+)(?:\/\d{1,3})?$/

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => ['1', 'true', 'yes'].includes(value))

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SEEDLING_DATA_DIR: z.string().min(1).default('.data'),
  SEEDLING_MIGRATE: flag.default(true),
  /** 'demo': add the demo's startups to an empty database at start-up (development, tests). */
  SEEDLING_SEED: z.enum(['demo']).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.union([z.literal('*'), z.url().regex(/^https?:\/\/[^/]+$/, 'must be an origin')])),
    )
    .optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  SEEDLING_DEMO_TOKENS: flag.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * How long a code's e-mail may wait on a silent mail server (no answer to a step of the
   * exchange, or no connection) before the investor is told to try again (503, the code voided):
   * within the app's own 30 s wait for an answer.
   */
  MAIL_CODE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(20),
  /** First pause before an update e-mail the mail server refused is tried again (then doubling). */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** How often the job queue looks for jobs whose process stopped answering, and expired ones. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * How often each process looks for raises closing soon and schedules their decision at the
   * close (a job per raise; a raise whose close passed unscheduled is decided at the next look),
   * and for investors whose 48 hours to cancel end within a day (told once).
   */
  CLOSES_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3_600).default(300),
  OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Web Push: the VAPID key pair (`npm run server:vapid` prints a new one) and who sends
   * (`mailto:` or https address). Without the keys, development keeps a pair in the database and
   * production sends no pushes.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .optional(),
  /** First pause before a push the push service refused is tried again (then doubling). */
  PUSH_RETRY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//)
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** The app's address, for the links in update e-mails (default: the first allowed origin). */
  APP_URL: z
    .url()
    .regex(/^https?:\/\//)
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /**
   * A production build of the app to serve beside the API (one origin), e.g. dist-remote after
   * `npm run build:remote`; `npm run server` serves dist-remote when it holds one.
   */
  SEEDLING_APP_DIR: z.string().min(1).optional(),
  /**
   * Which proxies' X-Forwarded-For to believe: a number of hops (`1`: one load balancer; `true`
   * means the same), or the proxies' addresses and CIDR ranges, comma-separated. The client's
   * address is the one the last trusted proxy saw: entries a client wrote itself are never taken.
   */
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trimmed = value.trim().toLowerCase()
      if (['0', 'false', 'no'].includes(trimmed)) return false
      if (['true', 'yes'].includes(trimmed)) return 1
      if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed), 16)
      const addresses = trimmed
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
      if (addresses.length && addresses.every((part) => PROXY_ADDRESS.test(part))) return addresses
      context.addIssue({
        code: 'custom',
        message:
          'must be a number of proxies (1 for one load balancer) or their addresses, comma-separated',
      })
      return z.NEVER
    })
    .default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1_200),
  /** How long explore's pages and searches are kept for the next visitors (0: not kept). */
  EXPLORE_KEEP_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * How long a startup's answer to signed-out visitors, and what its page /s/{slug} shows, are kept
   * for the next (0: not kept).
   */
  STARTUP_KEEP_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

/** Every variable the server reads (.env.example lists each; a test keeps the two equal). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape)

/** Addresses only this machine reaches. */
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|localhost)$/

/**
 * What to say when the server listens beyond this machine and trusts no proxy: behind a load
 * balancer every visitor would then have the balancer's address, so one flood limit and one
 * daily view count would be shared by all. Null when there is nothing to say.
 */
export function proxyWarning(config: Pick<ServerConfig, 'HOST' | 'TRUST_PROXY'>): string | null {
  if (LOOPBACK.test(config.HOST) || config.TRUST_PROXY !== false) return null
  return `HOST=${config.HOST} listens beyond this machine and TRUST_PROXY is unset: behind a load balancer or proxy every visitor has its address (one flood limit and one daily view count for all). Set TRUST_PROXY=1 for one proxy in front, or list its addresses; ignore this if clients reach the server directly.`
}

export type ServerConfig = Omit<z.infer<typeof envSchema>, 'ALLOWED_ORIGINS' | 'NODE_ENV'> & {
  NODE_ENV: 'production' | 'development' | 'test'
  ALLOWED_ORIGINS: string[]
  FIREBASE_PROJECT_ID: string
}

/** Every problem with the environment at once, one line per variable. */
export class ConfigError extends OperatorError {
  constructor(readonly problems: string[]) {
    super(`The server's configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/**
 * Reads and checks the environment at start-up. Production refuses what is only safe in
 * development: demo tokens, codes written to the log instead of e-mailed, a generated secret.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Empty variables count as unset.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    )
  const config = parsed.data
  const problems: string[] = []
  // A real database with no NODE_ENV is a deployment that forgot to say so: it gets every
  // production check rather than none. Development against PostgreSQL says NODE_ENV=development.
  const nodeEnv = config.NODE_ENV ?? (config.DATABASE_URL ? 'production' : 'development')
  const production = nodeEnv === 'production'
  if (production) {
    if (!config.NODE_ENV)
      problems.push(
        'NODE_ENV is unset and DATABASE_URL is set: taken as production (set NODE_ENV=development for a development database)',
      )
    if (config.FIREBASE_AUTH_EMULATOR_HOST)
      problems.push(
        'FIREBASE_AUTH_EMULATOR_HOST is for development only: with it, unsigned tokens from the emulator are trusted; unset it in production',
      )
    if (!config.PUBLIC_URL)
      problems.push(
        "PUBLIC_URL is required in production: this server's address for file links and e-mails (e.g. https://api.seedling.example)",
      )
    if (!config.APP_URL)
      problems.push(
        "APP_URL is required in production: the app's address for the links in e-mails (e.g. https://seedling.example)",
      )
    if (config.SEEDLING_DEMO_TOKENS)
      problems.push('SEEDLING_DEMO_TOKENS is for development only; unset it in production')
    if (config.SEEDLING_SEED)
      problems.push('SEEDLING_SEED is for development only; unset it in production')
    if (!config.SMTP_URL)
      problems.push('SMTP_URL is required in production: one-time codes are sent by e-mail')
    if (!config.MAIL_FROM)
      problems.push('MAIL_FROM is required in production (e.g. "Seedling <codes@example.com>")')
    if (!config.OTP_SECRET)
      problems.push('OTP_SECRET is required in production (32 or more random characters)')
    const vapid = [config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY, config.VAPID_SUBJECT]
    if (vapid.some(Boolean) && !vapid.every(Boolean))
      problems.push(
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together in production: set all three to send push notifications (npm run server:vapid prints a key pair), or none',
      )
    if (!config.FIREBASE_PROJECT_ID)
      problems.push(
        'FIREBASE_PROJECT_ID is required in production (ID tokens are checked against it)',
      )
    if (!config.ALLOWED_ORIGINS?.length)
      problems.push(
        "ALLOWED_ORIGINS is required in production (the app's origin, e.g. https://seedling.example)",
      )
    if (config.ALLOWED_ORIGINS?.includes('*'))
      problems.push(
        "ALLOWED_ORIGINS=* is for development only: requests carry credentials, so any site could act for a signed-in visitor; list the app's origins",
      )
  }
  // Unset NODE_ENV inferred as production is reported only with the problems it reveals.
  if (problems.length > (production && !config.NODE_ENV ? 1 : 0)) throw new ConfigError(problems)
  return {
    ...config,
    NODE_ENV: nodeEnv,
    ALLOWED_ORIGINS: config.ALLOWED_ORIGINS ?? DEV_ORIGINS,
    FIREBASE_PROJECT_ID: config.FIREBASE_PROJECT_ID ?? 'demo-seedling',
  }
}
