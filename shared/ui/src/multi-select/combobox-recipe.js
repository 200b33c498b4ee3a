// Chakra's combobox slot recipe, imported by file from the installed package (@chakra-ui/react 3.37.0),
// as select-recipe.js does and for the same reason: it travels in the @tac/ui/multi-select chunk only.
// Pinned and guarded like chakra-theme-parts.js (theme/chakra-internals.test.ts).
export { comboboxSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/combobox.js';
