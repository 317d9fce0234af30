#!/usr/bin/env node
// Storybook by component: every component a module under src/components or src/features
// exports has a stories file named after it (StartupCard.stories.tsx) whose meta sets
// `component: StartupCard`, or, for a small part of a bigger component, is listed in the
// `subcomponents` of its module's stories file. Every stories file names its component and
// sets no title: its folder places it in the sidebar (.storybook/main.ts). With --built, it
// also checks that the static Storybook build carries each component's props (react-docgen),
// which the props table and Controls read.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, out)
    else out.push(path)
  }
  return out
}

/** Exported React components: PascalCase functions and forwardRef/memo constants. */
function exportedComponents(source) {
  const names = new Set()
  for (const [, name] of source.matchAll(/^export function ([A-Z][a-z]\w*)/gm)) names.add(name)
  for (const [, name] of source.matchAll(
    /^export const ([A-Z][a-z]\w*)\s*=\s*(?:forwardRef|memo|lazy)\b/gm,
  ))
    names.add(name)
  return [...names]
}

const modules = ['src/components', 'src/features']
  .flatMap((dir) => walk(dir))
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => ({
    file,
    specifier: `@/${relative('src', file).replace(/\.tsx$/, '')}`,
    components: exportedComponents(readFileSync(file, 'utf8')),
  }))

const stories = walk('stories')
  .filter((file) => /\.stories\.tsx?$/.test(file))
  .map((file) => {
    const text = readFileSync(file, 'utf8')
    // The meta: from `const meta = preview.meta({` to the first `})` that ends a line.
    const meta = text.match(/^const meta = preview\.meta\(\{([\s\S]*?)\}\)$/m)?.[1] ?? ''
    return {
      file,
      name: basename(file).replace(/\.stories\.tsx?$/, ''),
      text,
      component: meta.match(/(?:^|[\s{,])component: (\w+)/)?.[1],
      // The meta's own title (its first level), not an arg named title.
      title: meta.match(/^ {1,2}title: '([^']+)'/m)?.[1],
      subcomponents: (meta.match(/(?:^|[\s{,])subcomponents: \{([^}]*)\}/)?.[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    }
  })

const problems = []
for (const story of stories) {
  if (!story.component) problems.push(`${story.file}: its meta sets no \`component\``)
  else if (story.component !== story.name)
    problems.push(`${story.file}: named ${story.name} but shows ${story.component}`)
  if (story.title)
    problems.push(`${story.file}: sets the title '${story.title}'; its folder names it instead`)
}

let components = 0
for (const { file, specifier, components: names } of modules) {
  if (names.length === 0) problems.push(`${file}: exports no component`)
  const importing = stories.filter((story) => story.text.includes(`from '${specifier}'`))
  for (const name of names) {
    components += 1
    const own = importing.find((story) => story.name === name && story.component === name)
    const part = importing.find((story) => story.subcomponents.includes(name))
    if (!own && !part)
      problems.push(`${file}: ${name} has no ${name}.stories.tsx and is no story's subcomponent`)
  }
}

if (process.argv.includes('--built')) {
  const assets = 'storybook-static/assets'
  if (!existsSync(assets)) problems.push('storybook-static/ is missing: build Storybook first')
  else {
    const built = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n')
    // react-docgen's output, minified: X.__docgenInfo={…,displayName:`X`,props:{…}}
    const documented = (name) => new RegExp(`displayName:[\`"']${name}[\`"']`).test(built)
    // A component that takes no props has no table to show (react-docgen skips one that
    // renders nothing, such as a listener).
    const propless = new Set(
      modules.flatMap(({ file }) =>
        [...readFileSync(file, 'utf8').matchAll(/^export function ([A-Z]\w*)\(\)/gm)].map(
          ([, name]) => name,
        ),
      ),
    )
    for (const story of stories)
      if (story.component && !propless.has(story.component) && !documented(story.component))
        problems.push(`${story.file}: the build has no props table for ${story.component}`)
  }
}

console.log(
  `${modules.length} component files, ${components} components, ${stories.length} stories files`,
)
if (problems.length) {
  console.log('Storybook is missing:')
  for (const problem of problems) console.log(`  ${problem}`)
  process.exit(1)
}
console.log('Every component has its stories file, named after it, with `component` set.')
