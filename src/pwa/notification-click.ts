/**
 * Where a tap on a notification goes (the service worker's `notificationclick`): the app's own
 * address it links to, in a window of the app already open when there is one (focused first),
 * else a new one. One tab, not a new one per tap.
 */
export interface WindowLike {
  url: string
  focused: boolean
}

/** The window to reuse for `link` (a path of the app), or null to open one. */
export function windowFor<W extends WindowLike>(windows: readonly W[], origin: string): W | null {
  const ours = windows.filter((window) => new URL(window.url).origin === origin)
  return ours.find((window) => window.focused) ?? ours[0] ?? null
}

/** The address a notification's link opens: only a path of the app, never another site. */
export function targetOf(link: unknown, origin: string): string {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//'))
    return `${origin}/dashboard/notifications`
  return new URL(link, origin).href
}
