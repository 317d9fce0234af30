import { expect, type Page } from '@playwright/test'

/**
 * What the floating layer (the demo notice, the offline pill, the update and install offers)
 * hides on this screen once everything is scrolled to its end: each text or control whose box
 * meets a floating box and whose point there, as `elementFromPoint` finds it, is the floating
 * thing's rather than its own. Every scroller (the page, a sidebar's list) goes to its end first,
 * as a person scrolls to reach the last line.
 */
export async function hiddenUnderFloating(page: Page): Promise<string[]> {
  // To the end, again until the end stays put and nothing is loading (a skeleton is aria-busy):
  // a list or chart that comes in late adds height. For 5 s at most, so that the poll around it
  // gets an answer and can look again (forty rounds on a busy machine once outlasted the poll's
  // 15 s then, which failed saying nothing); what kept the screen moving goes to the browser log.
  await page.evaluate(async () => {
    const settle = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const until = performance.now() + 5_000
    let last = ''
    let moving = ''
    for (let round = 0; round < 40 && performance.now() < until; round += 1) {
      const scrollers = [document.scrollingElement!, ...document.querySelectorAll('*')].filter(
        (element) => {
          if (element === document.scrollingElement) return true
          const { overflowY } = getComputedStyle(element)
          return (
            (overflowY === 'auto' || overflowY === 'scroll') &&
            element.scrollHeight > element.clientHeight
          )
        },
      )
      for (const scroller of scrollers) scroller.scrollTop = scroller.scrollHeight
      await settle()
      await new Promise((done) => setTimeout(done, 150))
      const now = scrollers.map((scroller) => `${scroller.scrollHeight}:${scroller.scrollTop}`)
      const loading = document.querySelector('[aria-busy=true]')
      if (now.join() === last && !loading) return
      moving = loading
        ? `still loading: ${loading.outerHTML.slice(0, 200)}`
        : `scrollers moved: ${last} → ${now.join()}`
      last = now.join()
    }
    console.warn(`the screen did not settle before the floating layer check (${moving})`)
  })
  return page.evaluate(() => {
    const layer = document.querySelector('[data-floating-layer]')
    if (!layer) return []
    const floats = [...layer.querySelectorAll('*')]
      .filter((element) => getComputedStyle(element).pointerEvents !== 'none')
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
    const controls =
      'a[href], button, input, select, textarea, label, img, [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=progressbar]'
    const hidden: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (layer.contains(element) || element.closest('[data-scope=toast], [role=dialog]')) continue
      const text = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      )
      if (!text && !element.matches(controls)) continue
      const box = element.getBoundingClientRect()
      // Too small to be seen (a visually hidden label), or not laid out.
      if (box.width < 2 || box.height < 2) continue
      for (const float of floats) {
        const left = Math.max(box.left, float.left)
        const right = Math.min(box.right, float.right)
        const top = Math.max(box.top, float.top)
        const bottom = Math.min(box.bottom, float.bottom)
        if (right - left < 2 || bottom - top < 2) continue
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
        if (hit && layer.contains(hit) && !element.contains(hit)) {
          const name =
            element.getAttribute('aria-label') ?? element.textContent!.trim().slice(0, 60)
          hidden.push(`<${element.tagName.toLowerCase()}> "${name}"`)
          break
        }
      }
    }
    return hidden
  })
}

/**
 * Nothing on this screen is hidden under the floating layer, at the end of every scroller, once
 * the screen has settled: a check that meets the page between two layouts (data arriving on a busy
 * machine, the layer's room being measured) looks again, while something that stays hidden fails
 * with the list of what it hides.
 */
export async function expectNothingUnderFloating(page: Page, screen: string) {
  await expect
    .poll(() => hiddenUnderFloating(page), {
      message: `hidden under the floating layer on ${screen}`,
    })
    .toEqual([])
}
