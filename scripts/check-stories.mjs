#!/usr/bin/env node
// Lists every component file under src/components and src/features that no story imports,
// and fails when there is one: designers should find every component in Storybook.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, out)
    else out.push(path)
  }
  return out
}

const components = ['src/components', 'src/features']
  .flatMap((dir) => walk(dir))
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
const stories = walk('stories').filter((file) => /\.stories\.tsx?$/.test(file))
const storyText = stories.map((file) => readFileSync(file, 'utf8')).join('\n')

const missing = components.filter((file) => {
  const module = relative('src', file).replace(/\.tsx$/, '')
  return !storyText.includes(`'@/${module}'`)
})

console.log(`${components.length} component files, ${stories.length} story files`)
if (missing.length) {
  console.log('Component files without a story:')
  for (const file of missing) console.log(`  ${file}`)
  process.exit(1)
}
console.log('Every component file has at least one story.')
