import { Box } from '@chakra-ui/react'
import { Children, type ReactNode } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { safeUrl } from '@/domain/safe-url'

/**
 * A heading that had only HTML in it has nothing left once the HTML is skipped: it is left out,
 * not shown as an empty heading that a screen reader would announce.
 */
const headings = Object.fromEntries(
  (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((Tag) => [
    Tag,
    ({ children }: { children?: ReactNode }) =>
      Children.toArray(children).some((child) => typeof child !== 'string' || child.trim()) ? (
        <Tag>{children}</Tag>
      ) : null,
  ]),
) satisfies Components

/** A startup's description: markdown rendered with no raw HTML and safe links. */
export function Markdown({ children }: { children: string }) {
  return (
    <Box
      className="markdown"
      css={{
        '& h1, & h2, & h3': { fontWeight: 'bold', mt: '4', mb: '2' },
        '& h1': { fontSize: 'xl' },
        '& h2': { fontSize: 'lg' },
        '& p': { mb: '3' },
        '& ul, & ol': { ps: '6', mb: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& blockquote': {
          borderStartWidth: '3px',
          borderColor: 'brand.solid',
          ps: '3',
          color: 'fg.muted',
          mb: '3',
        },
        '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', rounded: 'sm' },
        '& pre': { bg: 'bg.muted', p: '3', rounded: 'md', overflowX: 'auto', mb: '3' },
        '& table': { borderCollapse: 'collapse', mb: '3' },
        '& th, & td': { borderWidth: '1px', px: '2', py: '1' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
      }}
    >
      <ReactMarkdown
        skipHtml
        remarkPlugins={[remarkGfm]}
        urlTransform={safeUrl}
        components={{
          ...headings,
          a: ({ href, children: text }) =>
            href ? (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {text}
              </a>
            ) : (
              <span>{text}</span>
            ),
          img: ({ alt }) => <span>{alt}</span>,
        }}
      >
        {children}
      </ReactMarkdown>
    </Box>
  )
}
