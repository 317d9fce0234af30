import { expect, it } from 'vitest'
import { z } from '@/domain/zod'
import { ListInBatches } from './operation'

const item = z.object({ id: z.string(), n: z.number() })

async function* batches(...lists: Array<Array<Record<string, unknown>>>) {
  for (const list of lists) yield list as Array<z.infer<typeof item>>
}

const written = async (list: ListInBatches<unknown>) => {
  let text = ''
  for await (const piece of list.json()) text += piece
  return text
}

it('writes a list given in batches as one JSON answer, each item as its schema has it', async () => {
  const list = new ListInBatches(
    'message',
    item,
    batches(
      [{ id: 'a', n: 1, hidden: 'not in the schema' }],
      [],
      [
        { id: 'b', n: 2 },
        { id: 'c', n: 3 },
      ],
    ),
  )
  const text = await written(list)
  expect(JSON.parse(text)).toEqual({
    message: [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
      { id: 'c', n: 3 },
    ],
  })
  expect(text).not.toContain('hidden')
})

it('writes an empty list, and holds the same list whole for a backend that wants it so', async () => {
  expect(JSON.parse(await written(new ListInBatches('message', item, batches())))).toEqual({
    message: [],
  })
  const whole = await new ListInBatches(
    'message',
    item,
    batches([{ id: 'a', n: 1 }], [{ id: 'b', n: 2 }]),
  ).whole()
  expect(whole).toEqual({
    message: [
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ],
  })
})

it('refuses an item its schema does not describe rather than write it', async () => {
  const list = new ListInBatches('message', item, batches([{ id: 'a', n: 'one' }]))
  await expect(written(list)).rejects.toThrow()
})

it('reads the first batch before it starts, so that a failure then is an error, not a cut answer', async () => {
  let read = 0
  async function* failing() {
    read++
    throw new Error('the database is down')
    yield [] as Array<z.infer<typeof item>>
  }
  await expect(new ListInBatches('message', item, failing()).started()).rejects.toThrow(
    'the database is down',
  )
  expect(read).toBe(1)
  const started = await new ListInBatches('message', item, batches([{ id: 'a', n: 1 }])).started()
  let text = ''
  for await (const piece of started) text += piece
  expect(JSON.parse(text)).toEqual({ message: [{ id: 'a', n: 1 }] })
})
