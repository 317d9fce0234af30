import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newId } from '@/domain/ids'
import { noSuchStartup } from '@/domain/investing'
import {
  FEED_SIZE,
  notYourStartup,
  postUpdateInputSchema,
  tooManyUpdates,
  UPDATE_WINDOW_MS,
  UPDATES_PER_DAY,
  type StartupUpdate,
} from '@/domain/updates'
import { z } from '@/domain/zod'
import type { AppContext } from '../context'
import { follows, payments, startups, updates, updateUnsubscribes } from '../db/schema'
import type { Db } from '../db/database'
import { escapeHtml } from '../mail'
import { unsubscribeSigner } from '../secrets'
import { publicBase, requireSelf, signedIn } from './guard'
import { idParams, uidParams, startupOwner, countSince } from './shared'

const toUpdate = (row: typeof updates.$inferSelect): StartupUpdate => ({
  _id: row.id,
  startupid: row.startupId,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
})

const tokenQuery = z.object({ t: z.string().min(1).max(1024) })

/** A small page for the unsubscribe link: plain HTML, no script, nothing from elsewhere. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`

/** A startup's updates, newest first, as GET startups/updates/{id} answers them. */
export async function startupUpdates(db: Db, startupId: string) {
  const rows = await db
    .select()
    .from(updates)
    .where(eq(updates.startupId, startupId))
    .orderBy(desc(updates.createdAt), desc(updates.id))
  return rows.map(toUpdate)
}

/**
 * Updates, an optional extension: the founder posts them, anyone reads a startup's list, each
 * investor gets them by e-mail (with a working unsubscribe link) and in their feed.
 */
export const updateRoutes =
  ({ database, verifyToken, updateMail, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database
    const preValidation = signedIn(verifyToken)
    const signer = await unsubscribeSigner(database, config.OTP_SECRET)
    // One-click unsubscribes (RFC 8058) and the confirmation form post a form body.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    )

    app.get('/startups/updates/:id', { schema: { params: idParams } }, async (request) => {
      await startupOwner(db, request.params.id)
      return { data: await startupUpdates(db, request.params.id) }
    })

    app.post(
      '/startups/postupdate',
      { preValidation, schema: { body: postUpdateInputSchema } },
      async (request, reply) => {
        const input = request.body
        requireSelf(request, input.useruid)
        const apiBase = publicBase(request, config.PUBLIC_URL)
        const { row, emails } = await db.transaction(async (tx) => {
          // The startup's row is the lock: the daily limit holds across processes.
          const [startup] = await tx
            .select({ ownerUid: startups.ownerUid })
            .from(startups)
            .where(eq(startups.id, input.startupid))
            .for('update')
          if (!startup) throw noSuchStartup()
          if (startup.ownerUid !== request.uid) throw notYourStartup()
          const recent = await countSince(
            tx,
            updates,
            eq(updates.startupId, input.startupid),
            updates.createdAt,
            UPDATE_WINDOW_MS,
          )
          if (recent >= UPDATES_PER_DAY) throw tooManyUpdates()
          const [inserted] = await tx
            .insert(updates)
            .values({
              id: newId(),
              startupId: input.startupid,
              title: input.title,
              body: input.body,
            })
            .returning()
          await tx
            .update(startups)
            .set({ lastUpdateAt: inserted!.createdAt })
            .where(eq(startups.id, input.startupid))
          // The e-mails are queued with the update: both are written, or neither.
          return { row: inserted!, emails: await updateMail.enqueue(tx, inserted!, apiBase) }
        })
        const update = toUpdate(row)
        // The answer does not wait for the e-mails: the queue's workers send them (update-mail.ts).
        request.log.info({ update: update._id, emails }, 'update e-mails queued')
        return reply.status(201).send({ data: update })
      },
    )

    /**
     * What an unsubscribe link names (investor, startup and the startup's name, escaped), or
     * null after answering 400 with a page saying the link does not work.
     */
    const readLink = async (token: string, reply: FastifyReply) => {
      reply.type('text/html; charset=utf-8')
      const named = signer.read(token)
      if (!named) {
        await reply
          .status(400)
          .send(
            page(
              'This link does not work',
              '<p>It may have been cut short. Copy the whole link from the e-mail.</p>',
            ),
          )
        return null
      }
      const [startup] = await db
        .select({ name: startups.name })
        .from(startups)
        .where(eq(startups.id, named.startupId))
      return {
        ...named,
        known: Boolean(startup),
        name: escapeHtml(startup?.name ?? 'this startup'),
      }
    }

    app.get(
      '/updates/unsubscribe',
      { schema: { querystring: tokenQuery } },
      async (request, reply) => {
        const link = await readLink(request.query.t, reply)
        if (!link) return reply
        return reply.send(
          page(
            `Stop e-mails from ${link.name}?`,
            `<p>You will still see ${link.name}'s updates in Seedling.</p><form method="post"><button type="submit">Stop update e-mails</button></form>`,
          ),
        )
      },
    )

    app.post(
      '/updates/unsubscribe',
      { schema: { querystring: tokenQuery } },
      async (request, reply) => {
        const link = await readLink(request.query.t, reply)
        if (!link) return reply
        if (link.known)
          await db
            .insert(updateUnsubscribes)
            .values({ userUid: link.userUid, startupId: link.startupId })
            .onConflictDoNothing()
        return reply.send(
          page(
            'You are unsubscribed',
            `<p>You will get no more update e-mails from ${link.name}.</p>`,
          ),
        )
      },
    )

    app.get(
      '/users/feed/:uid',
      { preValidation, schema: { params: uidParams } },
      async (request) => {
        requireSelf(request, request.params.uid)
        const uid = request.params.uid
        const funded = db
          .select({ id: payments.startupId })
          .from(payments)
          .where(and(eq(payments.userUid, uid), isNull(payments.cancelledAt)))
        const followed = db
          .select({ id: follows.startupId })
          .from(follows)
          .where(eq(follows.userUid, uid))
        const rows = await db
          .select({ update: updates, name: startups.name, logoFileId: startups.logoFileId })
          .from(updates)
          .innerJoin(startups, eq(startups.id, updates.startupId))
          .where(sql`${updates.startupId} in (${funded}) or ${updates.startupId} in (${followed})`)
          .orderBy(desc(updates.createdAt), desc(updates.id))
          .limit(FEED_SIZE)
        const base = publicBase(request, config.PUBLIC_URL)
        return {
          data: rows.map((r) => ({
            update: toUpdate(r.update),
            startup: {
              _id: r.update.startupId,
              name: r.name,
              logo: `${base}/api/files/${r.logoFileId}`,
            },
          })),
        }
      },
    )
  }
