import { useEffect } from 'react'
import { useApi } from '@/lib/services'

const counted = new Set<string>()

/**
 * Counts one view of a startup's page for its founder's analytics (optional extension): once
 * per page per visit (this tab), never for the founder's own preview. A server without
 * analytics answers 404, which changes nothing here.
 */
export function useCountView(startupId: string, enabled: boolean) {
  const api = useApi()
  useEffect(() => {
    if (!enabled) return
    const key = `seedling:viewed:${startupId}`
    try {
      if (counted.has(key) || sessionStorage.getItem(key)) return
      sessionStorage.setItem(key, '1')
    } catch {
      if (counted.has(key)) return
    }
    counted.add(key)
    api.analytics.view(startupId).catch(() => undefined)
  }, [api, startupId, enabled])
}
