/**
 * Plain text from a markdown description, for a card's short excerpt: headings, paragraphs,
 * list items and table rows each become a sentence; markup, images, link targets and code
 * blocks go; no space is left before punctuation. Cut at a word, with '…', past `max`.
 */
export function plainExcerpt(markdown: string, max = 160): string {
  const sentences: string[] = []
  const lines = markdown.replace(/```[\s\S]*?(```|$)/g, '\n').split(/\r?\n/)
  let paragraph: string[] = []
  const endParagraph = () => {
    if (paragraph.length) sentences.push(paragraph.join(' '))
    paragraph = []
  }
  for (const raw of lines) {
    const line = raw.trim()
    if (!line) {
      endParagraph()
      continue
    }
    // A table's separator row says nothing; its other rows are cells.
    if (/^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/.test(line)) continue
    if (line.startsWith('|')) {
      endParagraph()
      const cells = line
        .split('|')
        .map((cell) => inline(cell))
        .filter(Boolean)
      if (cells.length) sentences.push(cells.join(', '))
      continue
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*$/.exec(line)
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line)
    if (heading || item) {
      endParagraph()
      sentences.push(inline((heading ?? item)![1]!))
      continue
    }
    paragraph.push(inline(line.replace(/^>\s?/, '')))
  }
  endParagraph()

  const text = sentences
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) => (/[.!?:;…]$/.test(sentence) ? sentence : `${sentence}.`))
    .join(' ')
    .replace(/\s+([.,!?:;…])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max + 1)
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(max * 0.6)))
  return `${atWord.replace(/[\s.,;:!?-]+$/, '')}…`
}

/** Markup inside a line: images, links, emphasis, code, HTML tags. */
function inline(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,!?:;]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim()
}
