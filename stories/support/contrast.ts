/** WCAG's contrast ratio of two CSS colours as `getComputedStyle` gives them (`rgb(…)`). */
export function contrastRatio(first: string, second: string) {
  const [a, b] = [luminance(first), luminance(second)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

function luminance(color: string) {
  const channels = color.match(/[\d.]+/g)
  if (!channels || channels.length < 3) throw new Error(`Not an rgb() colour: ${color}`)
  const [r, g, b] = channels.slice(0, 3).map((value) => {
    const c = Number(value) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** The colour painted behind an element: its nearest ancestor's opaque background. */
export function backgroundBehind(element: Element) {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor
    if (background !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(background)) return background
  }
  return getComputedStyle(document.body).backgroundColor
}

/** The colour of an inset edge drawn as a box shadow (`rgb(…) 0px 0px 0px 1px inset`). */
export function edgeColor(element: Element) {
  const shadow = getComputedStyle(element).boxShadow
  const color = shadow.match(/rgba?\([^)]*\)/)
  if (!color) throw new Error(`No edge drawn: box-shadow is ${shadow}`)
  return color[0]
}
