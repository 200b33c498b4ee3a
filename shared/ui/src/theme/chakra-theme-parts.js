// Chakra's theme pieces, imported file by file from the installed package (@chakra-ui/react 3.37.0).
// Why not `@chakra-ui/react/theme`: its index builds `defaultThemeConfig` with a top-level call that
// bundlers must keep, and that object references every recipe, so importing `tokens` from there
// ships all ~75 recipes (shared/docs/toolchain.md). The package's `exports` map has no subpath for these files,
// so they are reached by relative path through this package's own node_modules link (pnpm always
// creates it for a direct dependency). Types come from the sibling .d.ts, which re-exports the same
// names from `@chakra-ui/react/theme` (type-only, erased at build time).
// These paths are not Chakra's public API: the version is pinned exactly in package.json, and
// chakra-internals.test.ts fails, saying what to re-check, on another version or a missing piece.
// (The public entry costs /Login about 2 KB gzip more: measured with webpack on 3.37.0.)

import { semanticColors } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js';
import { semanticRadii } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
import { semanticShadows } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';
import { animations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js';
import { aspectRatios } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
import { blurs } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
import { borders } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';
import { colors } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/colors.js';
import { cursor } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
import { durations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js';
import { easings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js';
import { fontSizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
import { fontWeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
import { fonts } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
import { letterSpacings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
import { lineHeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
import { radii } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js';
import { sizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
import { spacing } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
import { zIndices } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';

/** The same token groups Chakra's default theme holds (theme/index.js), without its recipes. */
export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
};

export { breakpoints } from '../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js';
export { globalCss } from '../../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js';
export { layerStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/layer-styles.js';
export { animationStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js';
// Only the recipes of the components @tac/ui core re-exports (see system.ts). Recipes of the
// components in other @tac/ui parts are in chakra-part-recipes.js, loaded with those parts.
export { badgeRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js';
export { buttonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js';
export { containerRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/container.js';
export { fieldSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/field.js';
export { headingRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js';
export { inputRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js';
export { inputAddonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input-addon.js';
export { linkRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/link.js';
export { separatorRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/separator.js';
export { spinnerRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js';
export { textareaRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/textarea.js';
export { textStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js';
export { keyframes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js';
