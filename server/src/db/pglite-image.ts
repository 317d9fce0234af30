import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { writeWhole } from '../write-whole'

/**
 * A new in-memory PGlite, started from a copy of an empty database instead of running initdb:
 * about 1 s and 2 CPU-s instead of 3 s and 5.5 CPU-s on a 2-core machine, which a demo server
 * pays at every start, as do the servers the remote contract suite and e2e start. The copy is
 * PGlite's own initdb output (`dumpDataDir`), made once per PGlite version and kept in the
 * project's node_modules/.cache/seedling (not a shared temporary folder: what is loaded from
 * there becomes the database). A copy that cannot be read or loaded is made again; where the
 * cache cannot be written, the process keeps its copy to itself.
 */
export function createInMemory(
  options: Omit<PGliteOptions, 'dataDir'>,
  file = imageFile(),
): Promise<PGlite> {
  return createFromImage(options, file, () => true)
}

/**
 * PGlite in the folder `dataDir`: a folder that holds no database yet (a first start) gets the
 * same copy of an empty one as an in-memory start, written into it, instead of running initdb
 * there; a folder with a database opens it.
 */
export function openFolder(
  dataDir: string,
  options: Omit<PGliteOptions, 'dataDir'>,
  file = imageFile(),
): Promise<PGlite> {
  const empty = () => !existsSync(join(dataDir, 'PG_VERSION'))
  if (!empty()) return PGlite.create({ ...options, dataDir })
  return createFromImage({ ...options, dataDir }, file, empty)
}

/** Starts from the empty database's copy; a damaged copy is made again while `retry()` says so. */
async function createFromImage(
  options: PGliteOptions,
  file: string | undefined,
  retry: () => boolean,
): Promise<PGlite> {
  const imageOptions = { ...options }
  delete imageOptions.dataDir
  try {
    return await PGlite.create({ ...options, loadDataDir: await emptyImage(imageOptions, file) })
  } catch (error) {
    // A damaged copy: made again, and kept in its place (unless the start got as far as
    // writing a database into its folder, which is then not this copy's to replace).
    if (!retry()) throw error
    images.delete(file)
    const image = emptyImage(imageOptions, file, { fresh: true })
    return PGlite.create({ ...options, loadDataDir: await image })
  }
}

/** This process's copies, by file. */
const images = new Map<string | undefined, Promise<Blob>>()

function emptyImage(
  options: Omit<PGliteOptions, 'dataDir'>,
  file: string | undefined,
  { fresh = false } = {},
): Promise<Blob> {
  let image = images.get(file)
  if (!image) {
    image = (fresh ? undefined : readImage(file)) ?? makeImage(options, file)
    images.set(file, image)
  }
  return image
}

function readImage(file: string | undefined): Promise<Blob> | undefined {
  if (!file) return undefined
  try {
    return Promise.resolve(new Blob([readFileSync(file)]))
  } catch {
    return undefined
  }
}

async function makeImage(
  options: Omit<PGliteOptions, 'dataDir'>,
  file: string | undefined,
): Promise<Blob> {
  const empty = await PGlite.create(options)
  const image = await empty.dumpDataDir('none')
  await empty.close()
  if (file) {
    try {
      mkdirSync(dirname(file), { recursive: true })
      writeWhole(file, Buffer.from(await image.arrayBuffer()))
    } catch {
      // A read-only install: this process keeps its copy in memory.
    }
  }
  return image
}

/** node_modules/.cache/seedling/pglite-<version>.tar beside the installed PGlite, if found. */
function imageFile(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    const root = join(dirname(entry), '..')
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      version: string
    }
    return join(root, '..', '..', '.cache', 'seedling', `pglite-${version}.tar`)
  } catch {
    return undefined
  }
}
