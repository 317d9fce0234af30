import { useEffect, useState } from 'react'

/** The id of the section now in view, for highlighting its header link. */
export function useActiveSection(ids: readonly string[]): string {
  const [active, setActive] = useState(ids[0] ?? '')
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const visible = new Map<string, number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.intersectionRatio)
        const best = ids
          .filter((id) => (visible.get(id) ?? 0) > 0)
          .sort((a, b) => (visible.get(b) ?? 0) - (visible.get(a) ?? 0))[0]
        if (best) setActive(best)
      },
      { rootMargin: '-64px 0px -40% 0px', threshold: [0, 0.25, 0.5, 0.75, 1] },
    )
    for (const id of ids) {
      const element = document.getElementById(id)
      if (element) observer.observe(element)
    }
    return () => observer.disconnect()
  }, [ids])
  return active
}
