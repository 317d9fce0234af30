import { PGlite } from '@electric-sql/pglite'
import * as drizzleOrm from 'drizzle-orm'
import { eq, sql } from 'drizzle-orm'
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Drizzle's row mapping is patched (scripts/patches/drizzle-orm+*.patch: each selection's decoders
// worked out once, plain loops per row). These are the mapping's cases the server relies on:
// nested selections, decoded values, NULLs, and an outer join's missing row made null, for a
// statement run many times (the plan kept) and for a new one each time.
const owners = pgTable('owners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
})
const things = pgTable('things', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id'),
  made: timestamp('made', { withTimezone: true }).notNull(),
  score: integer('score'),
})

/** The package's JavaScript exports it; its types leave it out (internal). */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (columns: unknown, row: unknown[]) => unknown
}

const client = new PGlite()
const db = drizzle(client)

beforeAll(async () => {
  await client.exec(`
    create table owners (id text primary key, name text not null);
    create table things (id text primary key, owner_id text, made timestamptz not null, score int);
    insert into owners values ('o1', 'Asha');
    insert into things values ('t1', 'o1', '2026-12-01T10:00:00Z', 7), ('t2', null, '2026-12-02T10:00:00Z', null);
  `)
})
afterAll(() => client.close())

const selection = () =>
  db
    .select({
      thing: things,
      owner: { id: owners.id, name: owners.name },
      label: sql<string>`upper(${things.id})`.as('label'),
    })
    .from(things)
    .leftJoin(owners, eq(owners.id, things.ownerId))
    .orderBy(things.id)

const expected = [
  {
    thing: { id: 't1', ownerId: 'o1', made: new Date('2026-12-01T10:00:00Z'), score: 7 },
    owner: { id: 'o1', name: 'Asha' },
    label: 'T1',
  },
  {
    thing: { id: 't2', ownerId: null, made: new Date('2026-12-02T10:00:00Z'), score: null },
    owner: null,
    label: 'T2',
  },
]

describe("Drizzle's row mapping (patched)", () => {
  it('maps nested selections, decodes values and nulls an outer join with no row', async () => {
    expect(await selection()).toEqual(expected)
  })

  it('maps the same way each time a prepared statement runs', async () => {
    const prepared = selection().prepare('mapping_twice')
    expect(await prepared.execute()).toEqual(expected)
    expect(await prepared.execute()).toEqual(expected)
  })

  it('maps flat selections, a missing row too', async () => {
    const rows = await db
      .select({ id: things.id, name: owners.name, score: things.score })
      .from(things)
      .leftJoin(owners, eq(owners.id, things.ownerId))
      .orderBy(things.id)
    expect(rows).toEqual([
      { id: 't1', name: 'Asha', score: 7 },
      { id: 't2', name: null, score: null },
    ])
  })

  it("looks at a selection's columns once, not again for every row", () => {
    let looks = 0
    const looked = <T>(value: T) => {
      looks += 1
      return value
    }
    const columns = [
      {
        get path() {
          return looked(['thing', 'id'])
        },
        get field() {
          return looked(things.id)
        },
      },
      {
        get path() {
          return looked(['thing', 'score'])
        },
        get field() {
          return looked(things.score)
        },
      },
    ]
    expect(mapResultRow(columns, ['t1', 7])).toEqual({ thing: { id: 't1', score: 7 } })
    const afterFirst = looks
    expect(mapResultRow(columns, ['t2', null])).toEqual({ thing: { id: 't2', score: null } })
    expect(mapResultRow(columns, ['t3', 1])).toEqual({ thing: { id: 't3', score: 1 } })
    expect(afterFirst).toBeGreaterThan(0)
    expect(looks).toBe(afterFirst)
  })
})
