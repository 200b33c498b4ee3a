import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { DATA_TABLE_CSS } from '../table/table-css.ts';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from './chakra-theme-parts.js';

/**
 * Recipe keys the console's components look up. A Chakra component whose key is missing renders
 * unstyled (no error), so every component re-exported from @tac/ui core needs its recipe here.
 * This system ships with core, on every page, /Login included: the recipes of components that only
 * other @tac/ui parts use (dialog, table, tabs, toast, date picker) are added when such a part loads
 * (part-recipes.ts, chakra-part-recipes.js).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  field: fieldSlotRecipe,
};

/** Chakra's default theme minus the recipes the console does not use (same tokens, same CSS vars). */
const slimThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * The console's look: neutral surfaces (Chakra's gray bg/fg/border tokens) and one accent, blue.
 * The accent is the default color palette, so primary buttons, current-page markers and focus rings share it.
 * Gray's focus ring is light gray by default (under 3:1 on white); it is moved to the accent so a
 * neutral icon button shows as clear a focus ring as a primary one.
 *
 * Text meets WCAG AA (4.5:1) wherever the console draws it (contrast.test.ts holds every pair):
 * Chakra's light-mode defaults put white on green.600 (3.3:1) and orange.600 (3.6:1), the solid
 * colours of badges, toasts and solid buttons, and status text in red.500, orange.600 and green.600
 * on white (3.3 to 3.8:1). Those move one step darker on Chakra's own scales, which keeps each hue:
 * green.700, orange.700. Error and info text sit also on their own tint (a row that differs is
 * red.subtle and says so in red), where red.600 and blue.600 fall short: red.700 and blue.700.
 * Red and blue solids (red.600, blue.600) already pass with white.
 */
const consoleConfig = defineConfig({
  globalCss: {
    html: { colorPalette: 'blue' },
    body: { fontSize: 'sm', bg: 'bg.subtle' },
    ...DATA_TABLE_CSS,
  },
  theme: {
    semanticTokens: {
      colors: {
        gray: { focusRing: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.400}' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.600}' } } },
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, slimThemeConfig, consoleConfig);
