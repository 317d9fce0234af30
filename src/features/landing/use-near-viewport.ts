import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element has come within `margin` of the viewport (and stays true after). Lets a
 * section below the fold fetch its data only when the visitor gets near it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}

/**
 * Whether the page has had a quiet moment since it started (`requestIdleCallback`, or `timeout`
 * ms where the browser has none): work nobody waits for yet can start then.
 */
export function useIdle(timeout = 2_000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(() => setIdle(true), timeout)
    return () => clearTimeout(id)
  }, [timeout])
  return idle
}
