import { describe, expect, it } from 'vitest'
import { aptInstallAll, debianNeed } from './debian-packages.mjs'

/** A need whose package counts as installed once an install command named it. */
function need(name: string, present: Set<string>) {
  return debianNeed([name], `${name} is missing`, () => present.has(name))
}

/** A command runner that records each command and "installs" what apt-get install names. */
function fakeRun(present: Set<string>, succeeds = true) {
  const commands: string[] = []
  const run = (command: string) => {
    commands.push(command)
    if (succeeds)
      for (const word of command.slice(command.indexOf('install -y')).split(' ')) present.add(word)
    return Promise.resolve(succeeds)
  }
  return { commands, run }
}

describe("the suite's Debian packages", () => {
  it('installs every missing one in one apt-get run, and nothing when none is missing', async () => {
    const present = new Set(['nginx'])
    const needs = [need('chromium', present), need('nginx', present), need('postgresql', present)]
    const { commands, run } = fakeRun(present)
    await expect(aptInstallAll(needs, run)).resolves.toBe(true)
    expect(commands).toHaveLength(1)
    expect(commands[0]?.match(/apt-get update/g)).toHaveLength(1)
    expect(commands[0]).toMatch(/apt-get install -y -qq chromium postgresql$/)
    expect(commands[0]).toContain('chromium is missing; postgresql is missing')

    await expect(aptInstallAll(needs, run)).resolves.toBe(true)
    expect(commands).toHaveLength(1)
  })

  it('says no when a package is still missing after the run', async () => {
    const present = new Set<string>()
    const { commands, run } = fakeRun(present, false)
    await expect(aptInstallAll([need('nginx', present)], run)).resolves.toBe(false)
    expect(commands).toHaveLength(1)
  })
})
