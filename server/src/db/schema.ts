import { sql } from 'drizzle-orm'
import { NOTIFICATION_KINDS } from '@/domain/notifications'
import { EARLIER_RAISE_KIND, OUTCOMES, RAISE_KINDS } from '@/domain/raise'
import { PUSH_SWITCHES } from '@/domain/push'
import { LISTINGS, OPERATOR_ACTIONS, REPORTABLE, THING_KINDS } from '@/domain/operating'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** PostgreSQL's bytea as a Node Buffer (PGlite answers a Uint8Array; both are turned into one). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

const money = (name: string) => bigint(name, { mode: 'number' })
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
/** When a row was stored: the start of the transaction that stored it (`now()`). */
const storedAt = (name: string) => moment(name).notNull().defaultNow()
/**
 * When a row was stored, by the clock at its insert (`clock_timestamp()`): the rows one
 * transaction stores keep the order they were stored in.
 */
const insertedAt = (name: string) =>
  moment(name)
    .notNull()
    .default(sql`clock_timestamp()`)
/** A required link to another table's key. */
const link = (name: string, target: () => AnyPgColumn) => text(name).notNull().references(target)

export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['startup', 'investor'] }).notNull(),
    photoUrl: text('photo_url').notNull().default(''),
    createdAt: storedAt('created_at'),
    /** Optional extension: when the investor last acknowledged the risks of investing. */
    riskAcknowledgedAt: moment('risk_acknowledged_at'),
    /**
     * Optional extension (operators): since when Seedling made the account an operator
     * (`npm run server:operator -- grant`); null for everyone else. The chosen role is kept.
     */
    operatorSince: moment('operator_since'),
    /** Optional extension (operators): since when, and why, an operator suspended the account. */
    suspendedAt: moment('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /** Optional extension (Web Push): the kinds of news this person turned off for pushes. */
    pushOff: text('push_off', { enum: PUSH_SWITCHES })
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    // The operator's list of suspended accounts, the latest first.
    index('users_suspended_idx')
      .on(table.suspendedAt)
      .where(sql`${table.suspendedAt} is not null`),
  ],
)

/** Uploaded logos and reports, served back at /api/files/{id}. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: storedAt('created_at'),
})

/** A logo's smaller copies (logo sizes), one a width, deleted with their file. */
export const fileSizes = pgTable(
  'file_sizes',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    type: text('type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.width] })],
)

export const startups = pgTable(
  'startups',
  {
    id: text('id').primaryKey(),
    ownerUid: link('owner_uid', () => users.uid),
    name: text('name').notNull(),
    slogan: text('slogan').notNull(),
    description: text('description').notNull(),
    logoFileId: link('logo_file_id', () => files.id),
    reportFileId: link('report_file_id', () => files.id),
    reportName: text('report_name').notNull(),
    /** The widths its logo is also kept at (file_sizes), for the answer's `logoWidths`. */
    logoWidths: integer('logo_widths')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    fundsReceived: money('funds_received').notNull().default(0),
    /**
     * Its distinct investors with a payment standing (not cancelled), counted again by every
     * payment and cancellation in the transaction that makes it, the startup's row locked: read
     * with every card, where counting each card's payments cost most of a page's query.
     */
    investorCount: integer('investor_count').notNull().default(0),
    fundsRequired: money('funds_required').notNull(),
    username: text('username').notNull(),
    stocks: doublePrecision('stocks').notNull(),
    founded: text('founded').notNull(),
    domain: text('domain').array().notNull(),
    websiteLink: text('website_link').notNull().default(''),
    createdAt: storedAt('created_at'),
    /** Name and slogan as a search key (lower case, no accents: `startupSearchText`). */
    searchText: text('search_text').notNull().default(''),
    /** The name as the name sort compares it (`searchKey`), in code-point order. */
    nameKey: text('name_key').notNull().default(''),
    /** Optional extension: the last day the raise takes investments (YYYY-MM-DD). */
    closesOn: text('closes_on'),
    /** Optional extension: when the founder last edited it. */
    editedAt: moment('edited_at'),
    /**
     * Optional extensions: the newest update's time and how many questions the page shows,
     * kept with the row when they change, so reading a startup (explore, its page) counts
     * nothing.
     */
    lastUpdateAt: moment('last_update_at'),
    questionCount: integer('question_count').notNull().default(0),
    /**
     * Optional extension: the public page's readable address (`/s/{slug}`), made from the name
     * at creation; startups kept before it get theirs when the server starts (`giveSlugs`).
     */
    slug: text('slug'),
    /**
     * Optional extension (operators): where the listing stands. Startups kept before review
     * existed are live; a new one waits for an operator.
     */
    listing: text('listing', { enum: LISTINGS }).notNull().default('live'),
    /** Why an operator sent it back, or took it down, while it is so. */
    reviewNote: text('review_note'),
    /** When it last went into review: the review queue's order. */
    submittedAt: moment('submitted_at'),
    /** When an operator last approved it: its founder's dashboard says so. */
    approvedAt: moment('approved_at'),
    /**
     * Optional extension (the close): all or nothing, or keep what you raise. Startups kept
     * before raises had kinds keep what they raise; a new one says which it is.
     */
    raiseKind: text('raise_kind', { enum: RAISE_KINDS }).notNull().default(EARLIER_RAISE_KIND),
    /** What was decided when the closing date ended (null until then), and when. */
    outcome: text('outcome', { enum: OUTCOMES }),
    decidedAt: moment('decided_at'),
    /**
     * Optional extension (invite-only): kept out of explore; answered with its link's code
     * (null before it was first made invite-only), to its founder, operators and investors.
     */
    inviteOnly: boolean('invite_only').notNull().default(false),
    inviteCode: text('invite_code'),
  },
  (table) => [
    // One startup per founder, across every server process.
    uniqueIndex('startups_owner_uid_key').on(table.ownerUid),
    uniqueIndex('startups_slug_key').on(table.slug),
    index('startups_created_at_idx').on(table.createdAt, table.id),
    // The paged explore: one index per sort, in its order (key, then id in code-point order, both in the sort's direction),
    // so every page is an index range; trigrams for the search.
    index('startups_funded_idx').on(
      sql`${table.fundsReceived} desc`,
      sql`${table.id} collate "C" desc`,
    ),
    index('startups_founded_idx').on(sql`${table.founded} desc`, sql`${table.id} collate "C" desc`),
    index('startups_goal_idx').on(
      sql`((${table.fundsRequired} - ${table.fundsReceived})::float8 / greatest(${table.fundsRequired}, 1))`,
      sql`${table.id} collate "C"`,
    ),
    index('startups_name_idx').on(sql`${table.nameKey} collate "C"`, sql`${table.id} collate "C"`),
    index('startups_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Explore's total: what anyone can find, counted from a narrow index (an index-only scan,
    // 87 ms at a million startups against 275 ms over the table).
    index('startups_listed_idx')
      .on(table.fundsReceived)
      .where(sql`${table.listing} = 'live' and not ${table.inviteOnly}`),
    index('startups_closing_idx').on(
      sql`coalesce(${table.closesOn}, '9999-12-31') collate "C"`,
      sql`${table.id} collate "C"`,
    ),
    // The raises whose close is still to be decided, by closing date: the sweep's one range.
    index('startups_undecided_idx')
      .on(table.closesOn)
      .where(sql`${table.closesOn} is not null and ${table.decidedAt} is null`),
    // The review queue: what waits, oldest submission first.
    index('startups_review_idx')
      .on(table.submittedAt, table.id)
      .where(sql`${table.listing} = 'in_review'`),
    check(
      'startups_listing_check',
      sql`${table.listing} in (${sql.raw(LISTINGS.map((listing) => `'${listing}'`).join(', '))})`,
    ),
    // The total never goes below nothing nor past what the founder asked for.
    check(
      'startups_funds_check',
      sql`${table.fundsReceived} >= 0 and ${table.fundsReceived} <= ${table.fundsRequired}`,
    ),
  ],
)

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userUid: link('user_uid', () => users.uid),
    startupId: link('startup_id', () => startups.id),
    amount: money('amount').notNull(),
    createdAt: storedAt('created_at'),
    /** Optional extension: when the investor cancelled it within the cooling-off window. */
    cancelledAt: moment('cancelled_at'),
    /** Optional extension (the close): when an all-or-nothing raise short of target refunded it. */
    refundedAt: moment('refunded_at'),
    refundRef: text('refund_ref'),
    /** When its investor was told their 48 hours to cancel end within a day (once). */
    remindedAt: moment('reminded_at'),
  },
  (table) => [
    // Carries the payment's own columns too (INCLUDE, migration 0019, which Drizzle cannot say
    // here): a history reads its payments from the index alone.
    index('payments_user_uid_idx').on(table.userUid, table.createdAt),
    index('payments_startup_id_idx').on(table.startupId, table.createdAt),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
)

/** One-time codes: only their HMAC is kept, never the code. */
export const otps = pgTable(
  'otps',
  {
    id: text('id').primaryKey(),
    /** Strictly increasing: "the user's latest code" without trusting clocks to differ. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userUid: link('user_uid', () => users.uid),
    startupId: link('startup_id', () => startups.id),
    amount: money('amount').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    status: text('status', { enum: ['live', 'used', 'void'] })
      .notNull()
      .default('live'),
    paymentId: text('payment_id').references(() => payments.id),
    /** The startup's terms when the code was sent (null on codes sent before they were kept). */
    stocks: doublePrecision('stocks'),
    fundsRequired: money('funds_required'),
    createdAt: insertedAt('created_at'),
  },
  (table) => [
    index('otps_user_uid_seq_idx').on(table.userUid, table.seq),
    check('otps_amount_check', sql`${table.amount} > 0`),
  ],
)

/** Founders' updates (optional extension). */
export const updates = pgTable(
  'updates',
  {
    id: text('id').primaryKey(),
    startupId: link('startup_id', () => startups.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: insertedAt('created_at'),
  },
  (table) => [index('updates_startup_id_idx').on(table.startupId, table.createdAt)],
)

/** Investors who asked for no more update e-mails from a startup. */
export const updateUnsubscribes = pgTable(
  'update_unsubscribes',
  {
    userUid: link('user_uid', () => users.uid),
    startupId: link('startup_id', () => startups.id),
    createdAt: storedAt('created_at'),
  },
  (table) => [primaryKey({ columns: [table.userUid, table.startupId] })],
)

/**
 * Update e-mails the mail server accepted, one row per update and investor: a job retried after
 * a crash finds its e-mail already sent and does not send it twice.
 */
export const updateDeliveries = pgTable(
  'update_deliveries',
  {
    updateId: text('update_id')
      .notNull()
      .references(() => updates.id, { onDelete: 'cascade' }),
    userUid: link('user_uid', () => users.uid),
    deliveredAt: storedAt('delivered_at'),
  },
  (table) => [primaryKey({ columns: [table.updateId, table.userUid] })],
)

/** Questions on a startup's page and their answers (optional extension). */
export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    startupId: link('startup_id', () => startups.id),
    userUid: link('user_uid', () => users.uid),
    askedBy: text('asked_by').notNull(),
    question: text('question').notNull(),
    askedAt: insertedAt('asked_at'),
    answer: text('answer'),
    answeredAt: moment('answered_at'),
    hiddenAt: moment('hidden_at'),
    /** Optional extension (operators): when an operator took it down after reports. */
    takenDownAt: moment('taken_down_at'),
    /** Optional extension (operators): when an operator took the founder's answer down. */
    answerTakenDownAt: moment('answer_taken_down_at'),
  },
  (table) => [
    index('questions_startup_id_idx').on(table.startupId, table.askedAt),
    index('questions_user_uid_idx').on(table.userUid, table.askedAt),
  ],
)

/** Investors following startups (optional extension). */
export const follows = pgTable(
  'follows',
  {
    userUid: link('user_uid', () => users.uid),
    startupId: link('startup_id', () => startups.id),
    createdAt: storedAt('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userUid, table.startupId] }),
    index('follows_startup_id_idx').on(table.startupId),
  ],
)

/**
 * Entries of people's notification centres (optional extension), each written in the transaction
 * of the event it tells of; `read_at` once its reader has read it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userUid: link('user_uid', () => users.uid),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    at: insertedAt('at'),
    readAt: moment('read_at'),
  },
  (table) => [
    // A person's newest entries, and their unread count, are each one index range.
    index('notifications_user_idx').on(table.userUid, table.at),
    index('notifications_unread_idx')
      .on(table.userUid)
      .where(sql`${table.readAt} is null`),
  ],
)

/**
 * Optional extension (Web Push): each browser that asked for pushes, by its push service's
 * endpoint (one person at a time: a browser signed in by someone else moves to them).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userUid: link('user_uid', () => users.uid),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: storedAt('created_at'),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userUid)],
)

/** Each outcome e-mail the mail server accepted: a job taken again after a crash sends none twice. */
export const outcomeDeliveries = pgTable(
  'outcome_deliveries',
  {
    startupId: link('startup_id', () => startups.id),
    userUid: link('user_uid', () => users.uid),
    at: insertedAt('at'),
  },
  (table) => [primaryKey({ columns: [table.startupId, table.userUid] })],
)

/** Page views of a startup per UTC day (optional extension). */
export const pageViews = pgTable(
  'page_views',
  {
    startupId: link('startup_id', () => startups.id),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.startupId, table.day] })],
)

/**
 * Who has been counted as a view of a startup today: a keyed hash of the day and the client's
 * address (never the address itself). Yesterday's rows go when the startup's next view comes.
 */
export const pageViewVisitors = pgTable(
  'page_view_visitors',
  {
    startupId: link('startup_id', () => startups.id),
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.startupId, table.day, table.visitor] })],
)

/**
 * Where the versions of what a history shows come from: a new number each time, never one given
 * before, even to a row made again after its table was emptied.
 */
export const historyVersionNumbers = pgSequence('history_version_numbers')
const historyVersion = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .default(sql.raw(`nextval('${historyVersionNumbers.seqName}')`))

/**
 * A user's history's version (`history_of`, store/payments.ts): a new one whenever it may show
 * something else — a payment they made or their startup received was made, changed or removed, or
 * their role changed. No row: not changed since migration 0020. Written only at the commit of the
 * change, by the database's triggers (migration 0020), so that a process that reads it knows
 * whether the history it keeps is still the one.
 */
export const historyVersions = pgTable('history_versions', {
  uid: text('uid').primaryKey(),
  version: historyVersion('version'),
})

/**
 * One row: a new version whenever something every history may show changed — a startup's name,
 * slogan, logo, goal, stake, listing or outcome, or an investor's name, e-mail or photo (as a
 * founder sees them). Such changes are rare, and one number spares a new one for each reader.
 */
export const historyEpoch = pgTable(
  'history_epoch',
  {
    only: boolean('only').primaryKey().default(true),
    version: historyVersion('version'),
  },
  (table) => [check('history_epoch_one_row', sql`${table.only}`)],
)

/**
 * The histories a transaction changed (`uids`; every history: `everyone`), until its commit gives
 * them their new versions at once, in one order for every transaction (migration 0020). Unlogged:
 * nothing in it outlives its transaction.
 */
export const historyChanges = pgTable(
  'history_changes',
  {
    txid: bigint('txid', { mode: 'number' }).notNull(),
    uids: text('uids').array().notNull(),
    everyone: boolean('everyone').notNull().default(false),
  },
  (table) => [index('history_changes_txid_idx').on(table.txid)],
)

/** Secrets the server makes for itself when none is configured (development). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})

export const schema = {
  users,
  files,
  startups,
  payments,
  otps,
  updates,
  updateUnsubscribes,
  updateDeliveries,
  questions,
  follows,
  pageViews,
  pageViewVisitors,
  serverSecrets,
  historyVersions,
  historyEpoch,
  historyChanges,
}

/**
 * The flood guard's counts on PostgreSQL: requests per client address and window (one minute of
 * the clock), shared by every server process (server/src/flood-store.ts). UNLOGGED in its
 * migration: counts are worth no WAL.
 */
export const floodCounts = pgTable(
  'flood_counts',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
)

/**
 * The operators' record (optional extension): every action an operator takes, written in the
 * transaction of the action itself. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE
 * (migration 0012), so nothing, not even the server, can change or remove an entry.
 */
export const operatorLog = pgTable(
  'operator_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: insertedAt('at'),
    /** The operator; null for the server's own command (`server:operator`). */
    operatorUid: text('operator_uid').references(() => users.uid),
    action: text('action', { enum: OPERATOR_ACTIONS }).notNull(),
    thingKind: text('thing_kind', { enum: THING_KINDS }).notNull(),
    thingId: text('thing_id').notNull(),
    /** The thing's name when the action was taken (a startup's name, an account's e-mail). */
    thingName: text('thing_name').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [
    index('operator_log_at_idx').on(table.at),
    index('operator_log_thing_idx').on(table.thingId, table.at),
    index('operator_log_operator_idx').on(table.operatorUid, table.at),
  ],
)

/**
 * Reports of a startup or a question (optional extension, operators): open until an operator
 * takes the thing down (actioned) or dismisses them; one open report per person per thing.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reporterUid: link('reporter_uid', () => users.uid),
    thingKind: text('thing_kind', { enum: REPORTABLE }).notNull(),
    thingId: text('thing_id').notNull(),
    reason: text('reason', { enum: ['misleading', 'fraud', 'abuse', 'spam', 'other'] }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: insertedAt('created_at'),
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] })
      .notNull()
      .default('open'),
    closedAt: moment('closed_at'),
  },
  (table) => [
    uniqueIndex('reports_one_open_idx')
      .on(table.reporterUid, table.thingKind, table.thingId)
      .where(sql`${table.status} = 'open'`),
    index('reports_thing_idx').on(table.thingKind, table.thingId, table.status),
    index('reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
  ],
)
