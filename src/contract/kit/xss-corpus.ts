// Script payloads in a startup's text fields, and the check that a page shows them as text: the
// demo e2e stores them in the demo's data (e2e/hardening.spec.ts), the stories answer them as a
// server that stores input as is would (stories/startup/StartupDetail.stories.tsx).

/** Payloads that would run script if any text were rendered as HTML or any URL followed. */
export const XSS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">click</a>',
  '[click](javascript:window.__xss=1)',
  '[click](JaVaScRiPt:window.__xss=1)',
  '[click](data:text/html,<script>window.__xss=1</script>)',
  '![x](javascript:window.__xss=1)',
  '[x](vbscript:msgbox(1))',
  '<body onload=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<style>@import "javascript:window.__xss=1"</style>',
  '<input autofocus onfocus=window.__xss=1>',
  '<object data="data:text/html,<script>window.__xss=1</script>"></object>',
  '<video><source onerror="window.__xss=1"></video>',
  '&lt;img src=x onerror=window.__xss=1&gt;',
  '<a href="&#106;avascript:window.__xss=1">x</a>',
  'javascript:window.__xss=1',
]

/**
 * A startup whose every text field is payload `index` of XSS, its name starting 'XSS {index} ':
 * what a server that stores input as is would answer.
 */
export function hostileStartup(index: number) {
  const payload = XSS[index]!
  return {
    _id: `xss-${index}`,
    name: `XSS ${index} ${payload}`,
    slogan: payload,
    description: `## ${payload}\n\n${payload}\n\n[link](${payload})`,
    logo: payload,
    report: payload,
    fundsRecieved: 1,
    fundsRequired: 100,
    username: payload,
    stocks: 1,
    founded: '2020-01-01',
    domain: ['IT'],
    websiteLink: payload,
  }
}

/**
 * What under `within` (null: the whole document) could run script: a payload that ran (it sets
 * `window.__xss`), an event handler attribute, a script address in a link or source, a frame.
 * Empty when the payloads are inert. Self-contained, so that Playwright can send it into a page.
 */
export function activeContent(within: ParentNode | null): string[] {
  const root = within ?? document
  const bad: string[] = []
  if ((window as { __xss?: number }).__xss) bad.push('a payload ran')
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) bad.push(`${el.tagName} has ${attr.name}`)
      // A picture as a data address is inert in an <img> (no script runs in an image): the
      // avatars the app draws on the device are such pictures.
      const picture =
        el.tagName === 'IMG' && attr.name === 'src' && /^data:image\//.test(attr.value)
      if (
        !picture &&
        /^(href|src|action|data|formaction)$/i.test(attr.name) &&
        /^\s*(javascript|data|vbscript):/i.test(attr.value)
      )
        bad.push(`${el.tagName} ${attr.name}=${attr.value.slice(0, 40)}`)
    }
  }
  for (const tag of ['iframe', 'object', 'embed'])
    if (root.querySelector(tag)) bad.push(`a ${tag} element`)
  return bad
}
