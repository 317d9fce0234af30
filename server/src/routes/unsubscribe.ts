import { eq } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '@/domain/zod'
import type { AppContext } from '../context'
import { startups, updateUnsubscribes } from '../db/schema'
import { escapeHtml } from '../mail'
import { unsubscribeSigner } from '../secrets'

const tokenQuery = z.object({ t: z.string().min(1).max(1024) })

/** A small page for the unsubscribe link: plain HTML, no script, nothing from elsewhere. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`

/**
 * The unsubscribe link of an update e-mail (part of the Updates extension, a server's own: the
 * demo sends no e-mail): a page asking to confirm, and the form or one-click post (RFC 8058) that
 * stops the startup's update e-mails to that investor.
 */
export const unsubscribeRoutes =
  ({ database, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database
    const signer = await unsubscribeSigner(database, config.OTP_SECRET)
    // One-click unsubscribes (RFC 8058) and the confirmation form post a form body.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
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

    // GET: the page the link opens, asking to confirm; POST: its form, or a one-click post.
    app.route({
      method: ['GET', 'POST'],
      url: '/updates/unsubscribe',
      schema: { querystring: tokenQuery },
      handler: async (request, reply) => {
        const link = await readLink(request.query.t, reply)
        if (!link) return reply
        // Only a post unsubscribes: GET (and the HEAD Fastify answers beside it) shows the page.
        if (request.method !== 'POST')
          return reply.send(
            page(
              `Stop e-mails from ${link.name}?`,
              `<p>You will still see ${link.name}'s updates in Seedling.</p><form method="post"><button type="submit">Stop update e-mails</button></form>`,
            ),
          )
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
    })
  }
