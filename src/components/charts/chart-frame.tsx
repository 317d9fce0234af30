import { Box, Text, VisuallyHidden, type BoxProps } from '@chakra-ui/react'
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'

export interface ChartSize {
  width: number
  height: number
}

/** A Chakra colour token ('green.solid', 'fg.muted') as the CSS variable SVG paint can use. */
export function tokenColor(token: string): string {
  return `var(--chakra-colors-${token.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`
}

/**
 * The axes' lines and words in a chart of `size`, its plot inset by `margin`: a gridline with its
 * value at each tick (left), and the labels along the bottom (`spreadLabels` has placed them).
 */
export function ChartAxes({
  ticks,
  y,
  size,
  margin,
  labels,
  formatTick = String,
}: {
  ticks: number[]
  y: (value: number) => number
  size: ChartSize
  margin: { left: number; right: number }
  labels: { at: number; text: string; anchor: 'start' | 'middle' | 'end' }[]
  formatTick?: (value: number) => string
}) {
  const muted = tokenColor('fg.muted')
  const left = margin.left
  const right = size.width - margin.right
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={tokenColor('border.muted')}
          />
          <text
            x={left - 8}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
            style={{ fontSize: '12px' }}
            fill={muted}
          >
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {labels.map((label) => (
        <text
          key={label.text}
          x={label.at}
          y={size.height - 8}
          textAnchor={label.anchor}
          style={{ fontSize: '12px' }}
          fill={muted}
        >
          {label.text}
        </text>
      ))}
    </>
  )
}

/** Room left of, below and around the plot for the axes' labels. */
export const PLOT_MARGIN = { top: 12, right: 12, bottom: 28, left: 72 }

interface ChartFrameProps {
  /** The chart's text alternative: what a person who cannot see it needs to know. */
  label: string
  h: BoxProps['h']
  /** How many points or bars a person can step through. */
  count: number
  /** The point or bar under the pointer, `x` in pixels from the frame's left edge. */
  indexAt: (x: number, size: ChartSize) => number
  /** Where the tooltip of a point or bar points to, in pixels. */
  anchor: (index: number, size: ChartSize) => { x: number; y: number }
  /** What the tooltip says of a point or bar: a heading and a value. */
  describe: (index: number) => { title: string; value: string }
  children: (size: ChartSize, active: number | null) => ReactNode
}

/**
 * What every Seedling chart shares: an SVG the size of its box, named by its text alternative,
 * and a tooltip that follows the pointer (mouse or finger) or the arrow keys once focused, read
 * out by screen readers as it moves.
 */
export function ChartFrame({
  label,
  h,
  count,
  indexAt,
  anchor,
  describe,
  children,
}: ChartFrameProps) {
  const box = useRef<HTMLDivElement>(null)
  const size = useSize(box)
  const [active, setActive] = useState<number | null>(null)
  const liveId = useId()
  const shown = active === null || active >= count ? null : active

  const fromPointer = (event: PointerEvent<SVGSVGElement>) => {
    if (!size) return
    const left = event.currentTarget.getBoundingClientRect().left
    setActive(indexAt(event.clientX - left, size))
  }
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = count - 1
    const current = shown ?? last
    const next = {
      ArrowLeft: Math.max(0, current - 1),
      ArrowRight: Math.min(last, current + 1),
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) {
      if (event.key === 'Escape') setActive(null)
      return
    }
    event.preventDefault()
    setActive(next)
  }

  const said = shown === null ? null : describe(shown)
  const point = shown === null || !size ? null : anchor(shown, size)
  return (
    <Box
      ref={box}
      h={h}
      position="relative"
      css={{
        '& svg:focus-visible': {
          outline: '2px solid var(--chakra-colors-blue-focus-ring)',
          outlineOffset: '2px',
          borderRadius: '4px',
        },
      }}
    >
      {size && (
        <svg
          width={size.width}
          height={size.height}
          role="img"
          aria-label={label}
          aria-describedby={liveId}
          tabIndex={0}
          style={{ display: 'block', touchAction: 'pan-y' }}
          onPointerMove={fromPointer}
          onPointerDown={fromPointer}
          onPointerLeave={() => setActive(null)}
          onFocus={() => setActive((now) => now ?? count - 1)}
          onBlur={() => setActive(null)}
          onKeyDown={onKeyDown}
        >
          {children(size, shown)}
        </svg>
      )}
      {said && point && (
        <Box
          aria-hidden
          position="absolute"
          pointerEvents="none"
          left={`${Math.min(Math.max(point.x, 72), (size?.width ?? 0) - 72)}px`}
          top={`${point.y}px`}
          transform="translate(-50%, calc(-100% - 10px))"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          px="2.5"
          py="1.5"
          textAlign="center"
          whiteSpace="nowrap"
          zIndex="1"
        >
          <Text fontSize="xs" color="fg.muted">
            {said.title}
          </Text>
          <Text fontSize="sm" fontWeight="semibold">
            {said.value}
          </Text>
        </Box>
      )}
      <VisuallyHidden id={liveId} aria-live="polite">
        {said ? `${said.title}: ${said.value}` : ''}
      </VisuallyHidden>
    </Box>
  )
}

/** The element's size, kept up to date as its box changes (rotating a phone, a side panel). */
function useSize(ref: React.RefObject<HTMLElement | null>): ChartSize | null {
  const [size, setSize] = useState<ChartSize | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const { width, height } = element.getBoundingClientRect()
      setSize((now) =>
        width > 0 && height > 0
          ? now?.width === Math.floor(width) && now.height === Math.floor(height)
            ? now
            : { width: Math.floor(width), height: Math.floor(height) }
          : null,
      )
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return size
}
