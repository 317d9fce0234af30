import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'
import type { PluginOption } from 'vite'

/** Folder names that are written in capitals in the sidebar. */
const ACRONYMS: Record<string, string> = { ui: 'UI', pwa: 'PWA' }

/**
 * Every folder of stories is a section of the sidebar named after its path, so a stories file
 * sets no title of its own: stories/components/ui/RupeeInput.stories.tsx is
 * "Components/UI/RupeeInput". A file placed in a new folder is found without a change here.
 */
function storyFolders(): StorybookConfig['stories'] {
  const root = fileURLToPath(new URL('../stories', import.meta.url))
  const folders = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
    .map((entry) => entry.parentPath.slice(root.length + 1))
  return [...new Set(folders)].sort().map((folder) => ({
    directory: `../stories/${folder}`,
    files: '*.stories.tsx',
    titlePrefix: folder
      .split('/')
      .filter(Boolean)
      .map((name) => ACRONYMS[name] ?? name[0]!.toUpperCase() + name.slice(1))
      .join('/'),
  }))
}

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
  stories: storyFolders(),
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
