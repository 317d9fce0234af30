import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { assemblePage, pagePolicy } from './assemble-page'
import { PAGE_STATE_ID } from './pages'

const shell = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;"><title>Seedling</title>
    <meta
      name="description"
      content="The shell's description."
    />
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<script type="module" crossorigin src="/assets/index-1.js"></script>
</head><body><div id="root"></div></body></html>`

const scripts = (page: string) =>
  [...page.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)

describe('assemblePage', () => {
  const page = assemblePage(shell, {
    path: '/s/x',
    html: '<h1>Acme</h1>',
    styles: '<style data-emotion="css">h1{}</style>',
    head: '<title>Acme — Seedling</title><meta name="description" content="Tools">',
    state: { queries: [{ name: '</script><script>alert(1)</script>' }] },
  })

  it('puts the markup, its styles and its head in the shell, replacing the title and description', () => {
    expect(page).toContain('<div id="root" data-prerendered="/s/x"><h1>Acme</h1></div>')
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain('<style data-emotion="css">h1{}</style>')
    expect(page.match(/<title>/g)).toHaveLength(1)
    expect(head).toContain(
      '<title>Acme — Seedling</title><meta name="description" content="Tools">',
    )
    expect(page).not.toContain("The shell's description.")
  })

  it('carries the state as JSON no text inside can break out of', () => {
    const json = new RegExp(
      `<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`,
    ).exec(page)![1]!
    expect(JSON.parse(json)).toEqual({ queries: [{ name: '</script><script>alert(1)</script>' }] })
    expect(page).not.toContain('<script>alert(1)')
  })

  it('replaces the module scripts with the early script, which the policy allows by its hash', () => {
    expect(page).not.toContain('src="/assets/index-1.js"')
    expect(page).not.toContain('rel="modulepreload"')
    const [early] = scripts(page)
    expect(early).toContain('/assets/index-1.js')
    const hash = createHash('sha256').update(early!).digest('base64')
    expect(pagePolicy(page)).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'`)
  })
})
