// Lighthouse (a dev dependency) in Debian's Chromium, for npm run bench: prints medians, asserts
// nothing.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { CHROMIUM_ARGS } from './chromium.ts'
import { CHROMIUM } from './ensure-chromium.mjs'

const LIGHTHOUSE = join('node_modules', '.bin', 'lighthouse')
const print = (label: string, value: string) => console.log(`${label}: ${value}`)
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Lighthouse's mobile profile on one address, `runs` times; prints the medians. */
export async function lighthouse(label: string, url: string, runs: number) {
  const results: Record<string, number>[] = []
  for (let i = 0; i < runs; i++) {
    const out = join(mkdtempSync(join(tmpdir(), 'lh-')), 'report.json')
    // Asynchronously: the preview servers run in this process and must keep answering.
    const run = await promisify(execFile)(
      LIGHTHOUSE,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    ).then(
      () => ({ failed: null }),
      (error: { stderr?: string; message: string }) => ({
        failed: String(error.stderr || error.message).slice(-300),
      }),
    )
    if (run.failed || !existsSync(out)) {
      print(label, `failed: ${run.failed ?? 'no report'}`)
      break
    }
    const report = JSON.parse(readFileSync(out, 'utf8'))
    results.push({
      performance: report.categories.performance.score * 100,
      accessibility: report.categories.accessibility.score * 100,
      bestPractices: report.categories['best-practices'].score * 100,
      lcp: report.audits['largest-contentful-paint'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      fcp: report.audits['first-contentful-paint'].numericValue,
    })
    rmSync(out, { force: true })
  }
  if (!results.length) return
  const m = (key: string) => median(results.map((r) => r[key]!))!
  print(
    `${label} (mobile, median of ${results.length})`,
    `performance ${m('performance').toFixed(0)}, accessibility ${m('accessibility').toFixed(0)}, best practices ${m('bestPractices').toFixed(0)}, FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}`,
  )
}
