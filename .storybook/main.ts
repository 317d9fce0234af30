import type { StorybookConfig } from '@storybook/react-vite'
import type { PluginOption } from 'vite'

/**
 * Plugins the workbench must not run: the PWA (no service worker of ours), the file router, and
 * the prerendering of public pages (it renders the app itself, which a Storybook build cannot).
 */
function isAppOnly(plugin: PluginOption): boolean {
  if (!plugin || typeof plugin !== 'object' || !('name' in plugin)) return false
  return /pwa|tanstack|router-generator|router-code-splitter|seedling-prerender|shell-fallback/i.test(
    plugin.name,
  )
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // MSW needs no entry here: preview.tsx's addonMsw() starts the worker with the demo's handlers.
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  // @chakra-ui/react's package.json offers its own Storybook for composition; ours stays our own
  // (and works offline, without a broken "Chakra UI" section in the sidebar).
  refs: { '@chakra-ui/react': { disable: true } },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat(Infinity as 1)
      .filter((plugin) => !isAppOnly(plugin as PluginOption)),
  }),
}
export default config
