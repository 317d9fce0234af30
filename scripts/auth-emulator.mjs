// The Firebase Auth emulator for the steps of `npm test` that sign in through it, started once
// for the whole run (`firebase emulators:start`) instead of once a step (`emulators:exec`): each
// start took about 10 s and 12 CPU-s here, and three steps use it, one after another.
import { spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'

/** Where the emulator answers (firebase.json). */
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099'

const answers = async () => {
  try {
    // A port that takes the connection and never answers is not the emulator either.
    return (await fetch(`http://${AUTH_EMULATOR_HOST}/`, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

/**
 * Starts the emulator in a process group of its own, its output in `log`. `ready` resolves once
 * it answers (and rejects, saying why, if it cannot start); `stop` shuts it down.
 */
export function startAuthEmulator({ log, env }) {
  let exited = false
  let child
  const ready = (async () => {
    // Another emulator on the port would answer for this one, with other accounts in it.
    if (await answers())
      throw new Error(`port ${AUTH_EMULATOR_HOST} is in use: stop the emulator running there`)
    const out = openSync(log, 'a')
    child = spawn('npx firebase emulators:start --only auth --project demo-seedling', {
      shell: true,
      detached: true,
      stdio: ['ignore', out, out],
      env,
    })
    closeSync(out)
    child.once('exit', () => (exited = true))
    // In a group of its own, it would outlive a run that ends early: Ctrl-C, a kill.
    process.once('exit', () => kill('SIGKILL'))
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.once(signal, () => {
        kill('SIGKILL')
        process.exit(signal === 'SIGINT' ? 130 : 143)
      })
    const until = Date.now() + 120_000
    while (Date.now() < until) {
      if (exited) throw new Error(`the Auth emulator stopped before it answered (see ${log})`)
      if (await answers()) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`the Auth emulator did not answer within 120 s (see ${log})`)
  })()
  // Each step that needs it awaits `ready` and reports a failure itself.
  ready.catch(() => {})

  function kill(signal) {
    if (!child || exited) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }

  return {
    ready,
    async stop() {
      if (!child || exited) return
      const gone = new Promise((resolve) => child.once('exit', resolve))
      kill('SIGINT')
      const timer = setTimeout(() => kill('SIGKILL'), 15_000)
      await gone
      clearTimeout(timer)
    },
  }
}
