import { describe, expect, it } from 'vitest'
import { startupSchema } from '@/domain/startup'
import { SAMPLE_STARTUPS } from './sample-startups'

describe('SAMPLE_STARTUPS', () => {
  it('are whole startups by the domain schema, written out so the landing needs no schema', () => {
    for (const sample of SAMPLE_STARTUPS) expect(startupSchema.parse(sample)).toEqual(sample)
  })
})
