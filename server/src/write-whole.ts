import { renameSync, writeFileSync } from 'node:fs'

/**
 * Writes `file` aside, then renames it into place: a process reading it at the same time sees
 * all of it or none of it (the name it reads never holds a half-written file).
 */
export function writeWhole(file: string, data: string | NodeJS.ArrayBufferView): void {
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, data)
  renameSync(partial, file)
}
