// Chakra's select slot recipe, imported by file from the installed package (@chakra-ui/react 3.37.0),
// for the same reason as theme/chakra-theme-parts.js: `@chakra-ui/react/theme` would pull every recipe.
// It is passed to Select.Root as `recipe`, so it travels in the @tac/ui/multi-select chunk only and
// /Login's core system stays as slim as it is.
// Pinned and guarded like chakra-theme-parts.js (theme/chakra-internals.test.ts).
export { selectSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/select.js';
