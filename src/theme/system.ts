import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineLayerStyles,
  mergeConfigs,
} from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  textareaRecipe,
  textStyles,
  tableSlotRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

/** Chakra's palettes Seedling never shows: their tokens would be made and sent on every start. */
const UNUSED_PALETTES = new Set(['yellow', 'cyan', 'pink'])
const withoutUnusedPalettes = (colors: object) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name)))

/**
 * Chakra's default theme with only the component styles (slot recipes) and the palettes Seedling
 * uses: the full set is more than half of Chakra's weight on the landing page, and three unused
 * palettes were a seventh of the tokens' CSS (29.4 → 25.2 KB) and a fifth of `createSystem`'s. A
 * component added to the app needs its recipe here, and a palette it names must not be dropped:
 * system.test.ts fails otherwise.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      icon: iconRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioCard: radioCardSlotRecipe,
      // The track has an edge of at least 3:1 against the page (WCAG 1.4.11) in both modes: the
      // default grey on grey vanished in dark mode, where a 0 % bar read as no bar at all.
      progress: {
        ...progressSlotRecipe,
        variants: {
          ...progressSlotRecipe.variants,
          variant: {
            ...progressSlotRecipe.variants!.variant,
            outline: {
              ...progressSlotRecipe.variants!.variant!.outline,
              track: { bgColor: 'bg.muted', shadow: 'inset 0 0 0 1px {colors.progress.edge}' },
            },
          },
        },
      },
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

/** Seedling's surfaces, named once so every screen lifts its panels the same way. */
const seedlingLayerStyles = defineLayerStyles({
  /** A screen's one main panel on a tinted page (log in, sign up). */
  panel: {
    value: {
      bg: 'bg.panel',
      borderRadius: 'xl',
      boxShadow: 'md',
      padding: { base: '6', md: '8' },
    },
  },
  /** A small card floating above the page (offline, update and install offers). */
  floating: {
    value: {
      bg: 'bg.panel',
      borderWidth: '1px',
      borderRadius: 'md',
      boxShadow: 'md',
      paddingInline: '3',
      paddingBlock: '2',
    },
  },
})

/** Seedling's look: a leaf-green brand on Chakra's defaults, light and dark. */
const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    // Less motion for whoever asked their system for it (WCAG 2.3.3): a skeleton holds still, a
    // spinner shows its ring, a dialog or a notice appears and leaves at once. Animations and
    // transitions end on their last frame rather than being removed, so whatever waits for their
    // end (a dialog's exit, a toast's removal) still hears it.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
    // In dark mode a dim page and a dark dialog blur together: a deeper backdrop and an edge.
    '.dark [data-scope=dialog][data-part=backdrop]': {
      bg: 'rgba(0, 0, 0, 0.8)',
      backdropFilter: 'blur(2px)',
    },
    '.dark [data-scope=dialog][data-part=content]': {
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      shadow: '0 0 0 1px rgba(255, 255, 255, 0.04), 0 24px 48px rgba(0, 0, 0, 0.6)',
    },
    // Room below the page for the floating layer (src/features/pwa/floating-card.tsx).
    body: {
      bg: 'bg',
      color: 'fg',
      paddingBottom: 'var(--floating-height, 0px)',
      _print: { paddingBottom: '0' },
    },
    // On paper: the page's content only (no bars, menus, buttons or notices), black on white in
    // either colour mode.
    '[data-print=hide]': { _print: { display: 'none !important' } },
    '[data-print=page]': {
      _print: { paddingTop: '0 !important', paddingInlineStart: '0 !important' },
    },
    '*': {
      _print: {
        colorScheme: 'light !important',
        color: '#000 !important',
        background: 'transparent !important',
        boxShadow: 'none !important',
      },
    },
  },
  theme: {
    layerStyles: seedlingLayerStyles,
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#f0fdf4' },
          100: { value: '#dcfce7' },
          200: { value: '#bbf7d0' },
          300: { value: '#86efac' },
          400: { value: '#4ade80' },
          500: { value: '#22c55e' },
          600: { value: '#16a34a' },
          700: { value: '#15803d' },
          800: { value: '#166534' },
          900: { value: '#14532d' },
          950: { value: '#052e16' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's default error red is below 4.5:1 on white; these meet WCAG AA.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        progress: {
          edge: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
})

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config)
