import { describe, expect, it } from 'vitest'
import { exploreResponseSchema } from '@/domain/startup'
import { createTestBackend } from '../node'
import { scaleStartups } from './seed-scale'

describe('the demo at scale (VITE_DEMO_STARTUPS)', () => {
  it('seeds the generated startups with the hand-written ones, each valid and distinct', async () => {
    const { backend, server } = createTestBackend({ extraStartups: 300 })
    server.listen({ onUnhandledFrame: 'error' })
    try {
      await backend.ready()
      const res = await fetch('http://localhost/api/startups/explore')
      const { message } = exploreResponseSchema.parse(await res.json())
      expect(message).toHaveLength(314)
      expect(new Set(message.map((s) => s._id)).size).toBe(314)
      expect(new Set(message.map((s) => s.name)).size).toBe(314)
      expect(new Set(message.flatMap((s) => s.domain)).size).toBe(9)
      for (const startup of message)
        expect(startup.fundsRecieved).toBeLessThan(startup.fundsRequired)
    } finally {
      server.close()
    }
  })

  it('generates the same startups every time', () => {
    expect(scaleStartups(50)).toEqual(scaleStartups(50))
  })
})
