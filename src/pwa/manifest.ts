import type { ManifestOptions } from 'vite-plugin-pwa'

/** The web app manifest: what an installed Seedling is called and looks like. */
export const pwaManifest: Partial<ManifestOptions> = {
  // The app's identity for the browser: the same installed app whatever start_url becomes.
  id: '/',
  name: 'Seedling',
  short_name: 'Seedling',
  description: 'Fund startups and get a share of their capital. Founders raise money in rupees.',
  theme_color: '#15803d',
  background_color: '#ffffff',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  lang: 'en-IN',
  dir: 'ltr',
  categories: ['finance', 'business'],
  // A long press on the installed icon. The manifest cannot tell founders from investors, so
  // each says whom it is for, and /dashboard/go/… opens the screen for those who have it and
  // the dashboard for everyone else (src/routes/dashboard/go.$place.tsx).
  shortcuts: [
    {
      name: 'Explore startups',
      short_name: 'Explore',
      description: 'Investors: browse and fund startups',
      url: '/dashboard',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Funded',
      short_name: 'Funded',
      description: 'Investors: the startups you funded',
      url: '/dashboard/go/funded',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Startup Growth',
      short_name: 'Growth',
      description: "Founders: your startup's funding and visitors",
      url: '/dashboard/go/growth',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Taken from the demo build by scripts/make-screenshots.mjs; shown by install dialogs.
  screenshots: [
    {
      src: '/screenshots/wide.jpg',
      sizes: '1280x720',
      type: 'image/jpeg',
      form_factor: 'wide',
      label: 'Seedling on a computer: the landing page',
    },
    {
      src: '/screenshots/narrow.jpg',
      sizes: '412x915',
      type: 'image/jpeg',
      form_factor: 'narrow',
      label: 'Seedling on a phone: the landing page',
    },
  ],
}
