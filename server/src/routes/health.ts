import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../context'

/** /healthz: the process answers. /readyz: and its database answers too (load balancers). */
export const healthRoutes =
  ({ database }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }))
    app.get('/readyz', async (_request, reply) => {
      const ready = await database.ping()
      return reply
        .status(ready ? 200 : 503)
        .send(ready ? { status: 'ready' } : { status: 'unavailable', database: 'unreachable' })
    })
  }
