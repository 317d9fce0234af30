import type { ExploreSearch } from '@/domain/explore'

/**
 * The way back from a startup's page to explore as the person left it: the search, filter and
 * sort they had, and (going back in history) where they had scrolled to.
 */
const SEARCH_KEY = 'seedling:explore-search'
const FROM_EXPLORE_KEY = 'seedling:from-explore'

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** Explore calls this with its current search. */
export function rememberExploreSearch(search: ExploreSearch) {
  session()?.setItem(SEARCH_KEY, JSON.stringify(search))
}

export function rememberedExploreSearch(): ExploreSearch {
  try {
    return JSON.parse(session()?.getItem(SEARCH_KEY) ?? '{}') as ExploreSearch
  } catch {
    return {}
  }
}

/** A card was followed from explore: going back in history returns to it, scroll and all. */
export function markLeftExplore() {
  session()?.setItem(FROM_EXPLORE_KEY, '1')
}

/** Whether the page on screen was opened from explore. */
export function leftExplore(): boolean {
  return session()?.getItem(FROM_EXPLORE_KEY) === '1'
}

/** The startup's page is left: the next page was not opened from explore. */
export function forgetLeftExplore() {
  session()?.removeItem(FROM_EXPLORE_KEY)
}
