import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createInMemory, openFolder } from '../src/db/pglite-image'

/** The in-memory database's start from a copy of an empty one (server/src/db/pglite-image.ts). */
describe('an in-memory database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'seedling-image-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('keeps a copy of an empty database, and each start from it is a database of its own', async () => {
    const file = join(folder, 'kept', 'pglite.tar')
    const first = await createInMemory({}, file)
    expect(existsSync(file)).toBe(true)
    const written = statSync(file).mtimeMs
    await first.exec('create table kept_apart (id int); insert into kept_apart values (1)')

    const second = await createInMemory({}, file)
    // Started from the copy, not a new one: the file is as it was.
    expect(statSync(file).mtimeMs).toBe(written)
    const tables = await second.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where tablename = 'kept_apart'",
    )
    expect(tables.rows[0]!.n).toBe(0)
    expect((await first.query('select id from kept_apart')).rows).toEqual([{ id: 1 }])
    await Promise.all([first.close(), second.close()])
  })

  it('starts from a damaged copy too, and puts a good one in its place', async () => {
    const file = join(folder, 'damaged.tar')
    writeFileSync(file, 'not a database')
    const database = await createInMemory({}, file)
    expect((await database.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    expect(readFileSync(file).length).toBeGreaterThan(1_000_000)
    await database.close()
  })
})

/** A first start in a data folder (`SEEDLING_DATA_DIR`) starts from the same copy. */
describe('a database in a folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'seedling-folder-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('is written from the copy at its first start, and opened as it was at the next', async () => {
    // A damaged copy is made again when it is read: proof that the first start read it.
    const file = join(folder, 'image.tar')
    writeFileSync(file, 'not a database')
    const dataDir = join(folder, 'data')
    const first = await openFolder(dataDir, {}, file)
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true)
    expect(readFileSync(file).length).toBeGreaterThan(1_000_000)
    await first.exec('create table kept (id int); insert into kept values (7)')
    await first.close()

    // The next start opens the folder's database and reads no copy (a damaged one stays so).
    writeFileSync(file, 'not a database')
    const second = await openFolder(dataDir, {}, file)
    expect((await second.query('select id from kept')).rows).toEqual([{ id: 7 }])
    expect(readFileSync(file, 'utf8')).toBe('not a database')
    await second.close()
  })
})
